import { distanceKm } from '@forecourt/site-config';
import type { PostcodeLocality } from './load-postcodes.ts';

/** The locality with this postcode and name; throws when the data file has no such pair. */
export function findLocality(
  postcodes: readonly PostcodeLocality[],
  postcode: string,
  locality: string,
): PostcodeLocality {
  const found = postcodes.find(
    (row) => row.postcode === postcode && row.locality === locality.toUpperCase(),
  );
  if (!found) throw new Error(`No locality ${locality} ${postcode} in the postcode data`);
  return found;
}

/**
 * Delivery-area localities in a state within `km` of a point (great-circle, site-wide §9), in
 * data-file order.
 */
export function localitiesNear(
  postcodes: readonly PostcodeLocality[],
  state: string,
  point: { lat: number; long: number },
  km: number,
): PostcodeLocality[] {
  return postcodes.filter(
    (row) => row.state === state && row.type === 'Delivery Area' && distanceKm(point, row) <= km,
  );
}
