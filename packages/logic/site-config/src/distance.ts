/** The earth radius for distances (site-wide §9 "Distance calculation uses earth radius 6371 km"). */
export const EARTH_RADIUS_KM = 6371;

/** A point on the earth in decimal degrees. */
export interface GeoPoint {
  lat: number;
  long: number;
}

/**
 * Great-circle (haversine) distance in kilometres between two points, with the earth radius
 * {@link EARTH_RADIUS_KM} (site-wide §9).
 */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const toRad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLong = toRad(b.long - a.long);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
