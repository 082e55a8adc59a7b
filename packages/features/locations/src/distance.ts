import { formatKm } from '@forecourt/format';
import { distanceKm, type GeoPoint, type Location } from '@forecourt/site-config';

/** A location with its distance from the shopper's postcode (`null`: the location has no coordinates). */
export interface LocationDistance<L> {
  location: L;
  km: number | null;
}

/** A location's coordinates, when it has both. */
export function locationPoint(location: Pick<Location, 'address'>): GeoPoint | null {
  const { lat, long } = location.address;
  return typeof lat === 'number' && typeof long === 'number' ? { lat, long } : null;
}

/**
 * Locations nearest first from a point (site-wide §9: haversine distance, earth radius 6371 km,
 * `distanceKm`). Locations without coordinates keep their order after the rest; equal distances
 * keep the listed order.
 */
export function byDistance<L extends Pick<Location, 'address'>>(
  locations: readonly L[],
  origin: GeoPoint,
): LocationDistance<L>[] {
  return locations
    .map((location) => {
      const point = locationPoint(location);
      return { location, km: point ? distanceKm(origin, point) : null };
    })
    .sort((a, b) => {
      if (a.km === null || b.km === null) return Number(a.km === null) - Number(b.km === null);
      return a.km - b.km;
    });
}

/** `12 km away`, rounded to whole kilometres with thousands commas; `null` without a distance. */
export function distanceText(km: number | null): string | null {
  const text = formatKm(km);
  return text === null ? null : `${text} away`;
}
