import { findPostcode } from '@forecourt/postcodes';
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

/** A car's delivery quote to a postcode, as `POST /api/delivery/quote` answers it. */
export interface DeliveryQuoteAnswer {
  name: string;
  price: number;
  band: string;
  distance_km: number;
}

/**
 * The delivery quote of a car to a postcode (vehicle-stock §5): the vehicle page's delivery
 * calculator and buy online's delivery step both use it. Null when the postcode is unknown, out
 * of range, or the car has no location.
 */
export function deliveryQuoteForCar(
  car: Record<string, unknown>,
  postcode: string,
): DeliveryQuoteAnswer | null {
  const place = /^\d{4}$/.test(postcode) ? findPostcode(postcode) : undefined;
  const address = (car.location as { address?: Record<string, unknown> } | null)?.address;
  const lat = address?.lat;
  const long = address?.long;
  const price =
    place && typeof lat === 'number' && typeof long === 'number'
      ? deliveryPrice(
          { lat, long, state: typeof address?.state === 'string' ? address.state : null },
          place,
        )
      : null;
  if (!place || !price) return null;
  return {
    name: `${place.name}, ${place.state}`,
    price: price.price,
    band: price.band,
    distance_km: price.distanceKm,
  };
}
