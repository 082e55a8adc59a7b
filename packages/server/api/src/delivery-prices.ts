import { distanceKm } from '@forecourt/site-config';

/** One distance band of the delivery price table. */
export interface DeliveryBand {
  /** Band name, e.g. `Local`. */
  band: string;
  /** Up to and including this many kilometres from the car's location. */
  maxKm: number;
  /** Price in dollars. */
  price: number;
}

/**
 * The delivery price table by straight-line distance from the car's location to the postcode's
 * centroid (vehicle-stock §5, §7 "Delivery price lookup by postcode"; the spec gives no prices,
 * these are the platform's): within 50 km is the free local pick-up region, then $250, $690 and
 * $1,290; beyond 2,500 km the dealer cannot quote.
 */
export const DELIVERY_BANDS: readonly DeliveryBand[] = [
  { band: 'Local', maxKm: 50, price: 0 },
  { band: 'Regional', maxKm: 200, price: 250 },
  { band: 'Interstate', maxKm: 1000, price: 690 },
  { band: 'Long distance', maxKm: 2500, price: 1290 },
];

/**
 * Added when the car goes to another state or territory that costs more to reach: Tasmania
 * needs the Bass Strait ferry, Western Australia and the Northern Territory long unbroken road
 * legs. Not added inside the same state, nor in the free local band.
 */
export const DELIVERY_STATE_SURCHARGES: Readonly<Record<string, number>> = {
  TAS: 350,
  WA: 300,
  NT: 300,
};

/** A delivery price, or null when the place is out of range (not serviceable). */
export interface DeliveryPrice {
  band: string;
  distanceKm: number;
  price: number;
}

/**
 * The delivery price from a car's location to a postcode centroid (vehicle-stock §5): the band
 * of {@link DELIVERY_BANDS} the distance falls in, plus {@link DELIVERY_STATE_SURCHARGES} for the
 * destination state when it differs from the car's; null beyond the last band.
 */
export function deliveryPrice(
  from: { lat: number; long: number; state: string | null },
  to: { lat: number; long: number; state: string },
): DeliveryPrice | null {
  const km = distanceKm(from, to);
  const band = DELIVERY_BANDS.find((candidate) => km <= candidate.maxKm);
  if (!band) return null;
  const interstate = (from.state ?? '').toUpperCase() !== to.state.toUpperCase();
  const surcharge =
    band.price > 0 && interstate ? (DELIVERY_STATE_SURCHARGES[to.state.toUpperCase()] ?? 0) : 0;
  return {
    band: band.band,
    distanceKm: Math.round(km * 10) / 10,
    price: band.price + surcharge,
  };
}
