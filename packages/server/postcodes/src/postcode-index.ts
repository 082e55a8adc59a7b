import { loadPostcodes, type PostcodeLocality, round6 } from './load-postcodes.ts';
import { titleCaseLocality } from './title-case-locality.ts';

/** One Australian postcode as the geocode and delivery routes use it. */
export interface PostcodePlace {
  postcode: string;
  /** Centroid: the mean of the postcode's locality coordinates (the data file's plain ones). */
  lat: number;
  long: number;
  /** The state most of its localities are in (a few postcodes cross a border). */
  state: string;
  /** The postcode's principal locality, title case: `Brisbane`, `Sydney`, `Cairns`. */
  name: string;
  /** Every locality name under the postcode, title case, in data-file order, de-duplicated. */
  localities: string[];
}

/**
 * Folds the localities into one {@link PostcodePlace} per postcode. The principal locality is the
 * locality named like the postcode's local government area (4000 → Brisbane, 2000 → Sydney,
 * 4870 → Cairns, 0870 → Alice Springs; a delivery area first), else the first delivery-area
 * locality, else the first locality.
 */
export function buildPostcodeIndex(rows: readonly PostcodeLocality[]): Map<string, PostcodePlace> {
  const groups = new Map<string, PostcodeLocality[]>();
  for (const row of rows) {
    if (!Number.isFinite(row.plainLat) || !Number.isFinite(row.plainLong)) continue;
    const group = groups.get(row.postcode);
    if (group) group.push(row);
    else groups.set(row.postcode, [row]);
  }
  const index = new Map<string, PostcodePlace>();
  for (const [postcode, group] of groups) {
    const states = new Map<string, number>();
    for (const row of group) states.set(row.state, (states.get(row.state) ?? 0) + 1);
    const state = [...states].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    const delivery = group.filter((row) => row.type === 'Delivery Area');
    const namedLikeArea = (row: PostcodeLocality) =>
      row.locality.toUpperCase() === row.lga.toUpperCase();
    const principal =
      delivery.find(namedLikeArea) ?? group.find(namedLikeArea) ?? delivery[0] ?? group[0];
    const localities = [...new Set(group.map((row) => titleCaseLocality(row.locality)))];
    index.set(postcode, {
      postcode,
      lat: round6(group.reduce((sum, row) => sum + row.plainLat, 0) / group.length),
      long: round6(group.reduce((sum, row) => sum + row.plainLong, 0) / group.length),
      state,
      name: titleCaseLocality(principal?.locality ?? postcode),
      localities,
    });
  }
  return index;
}

let index: Map<string, PostcodePlace> | undefined;

/**
 * The offline Australian postcode directory: {@link buildPostcodeIndex} over
 * {@link loadPostcodes}' cached list (so the data file is still read once per process), built on
 * first use and kept for the life of the process (a few hundred kB), because it never changes.
 */
export function postcodeIndex(): Map<string, PostcodePlace> {
  index ??= buildPostcodeIndex(loadPostcodes());
  return index;
}

/** The place for a 4-digit postcode (surrounding spaces ignored), or undefined when no locality has it. */
export function findPostcode(postcode: string): PostcodePlace | undefined {
  return postcodeIndex().get(postcode.trim());
}
