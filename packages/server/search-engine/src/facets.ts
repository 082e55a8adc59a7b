import { andCardinality, type Bitset, complementInPlace, toIds } from './bitset.ts';
import { MeiliError } from './errors.ts';
import type { FacetField } from './facet-field.ts';
import { isFilterable } from './filter.ts';
import { pathMatches } from './flatten.ts';
import type { IndexData } from './index-data.ts';
import { facetOrderFor } from './settings.ts';

export type FacetDistribution = Record<string, Record<string, number>>;
export type FacetStats = Record<string, { min: number; max: number }>;

let matchIdScratch = new Uint32Array(1024);
let complementIdScratch = new Uint32Array(1024);

/**
 * A reusable id buffer for the current search's matches (valid until the next search starts:
 * searches run synchronously, one at a time).
 */
export function matchIdBuffer(size: number): Uint32Array {
  if (matchIdScratch.length < size)
    matchIdScratch = new Uint32Array(Math.max(size, matchIdScratch.length * 2));
  return matchIdScratch.subarray(0, size);
}

function complementIdBuffer(size: number): Uint32Array {
  if (complementIdScratch.length < size) {
    complementIdScratch = new Uint32Array(Math.max(size, complementIdScratch.length * 2));
  }
  return complementIdScratch.subarray(0, size);
}

/** The documents a facet count runs over, with their ids materialised on demand. */
export class MatchSet {
  private ids: Uint32Array | undefined;
  private complementIds: Uint32Array | undefined;
  private readonly data: IndexData;
  readonly bits: Bitset;
  readonly count: number;

  constructor(data: IndexData, bits: Bitset, count: number, ids?: Uint32Array) {
    this.data = data;
    this.bits = bits;
    this.count = count;
    this.ids = ids;
  }

  docIds(): Uint32Array {
    if (!this.ids) {
      this.ids = matchIdBuffer(this.count);
      toIds(this.bits, this.ids);
    }
    return this.ids;
  }

  /** Live documents not in the set. */
  complement(): Uint32Array {
    if (!this.complementIds) {
      const other = this.data.acquire();
      other.set(this.bits);
      complementInPlace(other, this.data.alive);
      this.complementIds = complementIdBuffer(this.data.aliveCount - this.count);
      toIds(other, this.complementIds);
      this.data.release(other);
    }
    return this.complementIds;
  }
}

function facetNotFilterable(data: IndexData, attribute: string): MeiliError {
  const filterable = [...data.settings.filterableAttributes].sort();
  if (filterable.length === 0) {
    return new MeiliError(
      'invalid_search_facets',
      'Invalid facet distribution, this index does not have configured filterable attributes.',
    );
  }
  const plural = filterable.length > 1;
  return new MeiliError(
    'invalid_search_facets',
    `Invalid facet distribution, attribute \`${attribute}\` is not filterable. The available filterable attribute${plural ? 's are' : ' is'} \`${filterable.join(', ')}\`.`,
  );
}

/** Resolves the `facets` parameter (with `*`) to attribute paths; throws for non-filterable. */
export function resolveFacetNames(data: IndexData, facets: string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    if (!seen.has(name)) {
      seen.add(name);
      out.push(name);
    }
  };
  for (const name of facets) {
    if (name === '*') {
      for (const rule of data.settings.filterableAttributes) {
        if (data.fields.get(rule)?.valueCount || !hasNested(data, rule)) add(rule);
        for (const path of data.fields.keys()) {
          if (path !== rule && pathMatches(rule, path) && data.fields.get(path)?.valueCount) {
            add(path);
          }
        }
      }
      continue;
    }
    if (!isFilterable(data, name)) throw facetNotFilterable(data, name);
    add(name);
  }
  return out;
}

function hasNested(data: IndexData, rule: string): boolean {
  for (const path of data.fields.keys()) if (path !== rule && pathMatches(rule, path)) return true;
  return false;
}

/**
 * Counts of each value of `field` over the match set. `touched` lists the values with a
 * non-zero count when only those were visited (small match sets), else it is undefined and
 * every entry of `counts` is meaningful. Call `done()` when finished with the counts.
 */
export interface ValueCounts {
  counts: Uint32Array;
  touched: number[] | undefined;
  done(): void;
}

const scratchByField = new WeakMap<FacetField, Uint32Array>();

/** A zeroed count array for a field (kept zeroed between uses by `done`). */
function scratchFor(field: FacetField): Uint32Array {
  let scratch = scratchByField.get(field);
  if (!scratch || scratch.length < field.valueCount) {
    scratch = new Uint32Array(Math.max(16, field.valueCount * 2));
    scratchByField.set(field, scratch);
  }
  return scratch;
}

/**
 * Counts the values of several fields in one pass over the match set (or over its complement
 * when that is smaller, subtracting from the live totals).
 */
export function countMany(fields: FacetField[], data: IndexData, matches: MatchSet): ValueCounts[] {
  const results: ValueCounts[] = new Array(fields.length);
  const full = matches.count === data.aliveCount;
  const direct: number[] = [];
  const viaComplement: number[] = [];
  for (let f = 0; f < fields.length; f++) {
    const field = fields[f] as FacetField;
    const size = field.valueCount;
    const counts = scratchFor(field);
    if (full) {
      counts.set(field.counts.subarray(0, size));
      results[f] = { counts, touched: undefined, done: () => counts.fill(0, 0, size) };
    } else {
      const documentCost = Math.min(matches.count, data.aliveCount - matches.count + size);
      if (size <= 64 && bitsetCost(field, data) < documentCost) {
        countByBitsets(field, data, matches.bits, counts);
        results[f] = { counts, touched: undefined, done: () => counts.fill(0, 0, size) };
      } else if (data.aliveCount - matches.count + size < matches.count) viaComplement.push(f);
      else direct.push(f);
    }
  }
  if (direct.length > 0) {
    const touchedLists = direct.map(() => [] as number[]);
    countPass(
      direct.map((f) => fields[f] as FacetField),
      matches.docIds(),
      touchedLists,
    );
    direct.forEach((f, i) => {
      const counts = scratchFor(fields[f] as FacetField);
      const touched = touchedLists[i] as number[];
      results[f] = {
        counts,
        touched,
        done: () => {
          for (const v of touched) counts[v] = 0;
        },
      };
    });
  }
  if (viaComplement.length > 0) {
    const group = viaComplement.map((f) => fields[f] as FacetField);
    countPass(group, matches.complement(), undefined);
    viaComplement.forEach((f) => {
      const field = fields[f] as FacetField;
      const size = field.valueCount;
      const counts = scratchFor(field);
      const total = field.counts;
      for (let v = 0; v < size; v++) counts[v] = (total[v] as number) - (counts[v] as number);
      results[f] = { counts, touched: undefined, done: () => counts.fill(0, 0, size) };
    });
  }
  return results;
}

/**
 * Adds one to each value of each field for every document in `docs`, one field at a time (a
 * field's cells are read in document order). Records values going from zero in `touched` when
 * given.
 */
function countPass(fields: FacetField[], docs: Uint32Array, touched: number[][] | undefined): void {
  for (let f = 0; f < fields.length; f++) {
    const field = fields[f] as FacetField;
    const counts = scratchFor(field);
    const list = touched?.[f];
    const cells = field.cells;
    if (cells instanceof Uint8Array) countCells8(cells, field, docs, counts, list);
    else if (cells instanceof Uint16Array) countCells16(cells, field, docs, counts, list);
    else countCells32(cells, field, docs, counts, list);
  }
}

// One copy per cell width keeps each loop monomorphic.
function countCells8(
  cells: Uint8Array,
  field: FacetField,
  docs: Uint32Array,
  counts: Uint32Array,
  list: number[] | undefined,
): void {
  const many = field.many;
  for (let i = 0; i < docs.length; i++) {
    const cell = cells[docs[i] as number] as number;
    if (cell === 0) continue;
    if (cell === many) {
      countSeveral(field, docs[i] as number, counts, list);
      continue;
    }
    if (list && counts[cell - 1] === 0) list.push(cell - 1);
    counts[cell - 1] = (counts[cell - 1] as number) + 1;
  }
}

function countCells16(
  cells: Uint16Array,
  field: FacetField,
  docs: Uint32Array,
  counts: Uint32Array,
  list: number[] | undefined,
): void {
  const many = field.many;
  for (let i = 0; i < docs.length; i++) {
    const cell = cells[docs[i] as number] as number;
    if (cell === 0) continue;
    if (cell === many) {
      countSeveral(field, docs[i] as number, counts, list);
      continue;
    }
    if (list && counts[cell - 1] === 0) list.push(cell - 1);
    counts[cell - 1] = (counts[cell - 1] as number) + 1;
  }
}

function countCells32(
  cells: Uint32Array,
  field: FacetField,
  docs: Uint32Array,
  counts: Uint32Array,
  list: number[] | undefined,
): void {
  const many = field.many;
  for (let i = 0; i < docs.length; i++) {
    const cell = cells[docs[i] as number] as number;
    if (cell === 0) continue;
    if (cell === many) {
      countSeveral(field, docs[i] as number, counts, list);
      continue;
    }
    if (list && counts[cell - 1] === 0) list.push(cell - 1);
    counts[cell - 1] = (counts[cell - 1] as number) + 1;
  }
}

function countSeveral(
  field: FacetField,
  doc: number,
  counts: Uint32Array,
  list: number[] | undefined,
) {
  for (const id of field.multi.get(doc) as number[]) {
    if (list && counts[id] === 0) list.push(id);
    counts[id] = (counts[id] as number) + 1;
  }
}

/** Work to count a small field by bitsets: a popcount pass per dense value, a probe per posting. */
function bitsetCost(field: FacetField, data: IndexData): number {
  const words = data.alive.length;
  let cost = 0;
  for (let id = 0; id < field.valueCount; id++) {
    cost += field.isDense(id) ? words / 2 : field.postingLength(id);
  }
  return cost;
}

function countByBitsets(
  field: FacetField,
  data: IndexData,
  bits: Bitset,
  counts: Uint32Array,
): void {
  for (let id = 0; id < field.valueCount; id++) {
    if (field.isDense(id)) {
      counts[id] = andCardinality(field.valueBits(id, data.alive), bits);
      continue;
    }
    const docs = field.postingDocs(id);
    const length = field.postingLength(id);
    let n = 0;
    for (let i = 0; i < length; i++) {
      const doc = docs[i] as number;
      n += ((bits[doc >>> 5] as number) >>> (doc & 31)) & 1;
    }
    counts[id] = n;
  }
}

/** Counts of one field's values over the match set. */
export function countValues(field: FacetField, data: IndexData, matches: MatchSet): ValueCounts {
  return countMany([field], data, matches)[0] as ValueCounts;
}

/** Value ids with a non-zero count, in alpha order. */
export function presentInAlphaOrder(field: FacetField, values: ValueCounts): number[] {
  const { counts, touched } = values;
  if (touched) {
    const rank = field.alphaRank();
    return touched.sort((a, b) => (rank[a] as number) - (rank[b] as number));
  }
  const order = field.alphaOrder();
  const out: number[] = [];
  for (let i = 0; i < order.length; i++) {
    const id = order[i] as number;
    if ((counts[id] as number) > 0) out.push(id);
  }
  return out;
}

/** Documents of value `id` that are in `bits`. */
function countValueIn(field: FacetField, id: number, data: IndexData, bits: Bitset): number {
  if (field.isDense(id)) return andCardinality(field.valueBits(id, data.alive), bits);
  const docs = field.postingDocs(id);
  const length = field.postingLength(id);
  let n = 0;
  for (let i = 0; i < length; i++) {
    const doc = docs[i] as number;
    n += ((bits[doc >>> 5] as number) >>> (doc & 31)) & 1;
  }
  return n;
}

/**
 * Whether to list a facet by walking its values in order (probing each value's documents)
 * rather than counting every matching document: worth it for many distinct values (prices,
 * kilometres) when the match set is dense enough that the first values fill the list soon.
 */
function shouldWalk(field: FacetField, data: IndexData, matches: MatchSet, name: string): boolean {
  if (facetOrderFor(data.settings, name) !== 'alpha') return false;
  const max = data.settings.faceting.maxValuesPerFacet;
  if (field.valueCount <= 4 * max || matches.count === 0) return false;
  // Chance that a value has at least one match, if matches were spread evenly.
  const averagePosting = Math.max(1, data.aliveCount / field.valueCount);
  const hit = 1 - (1 - matches.count / data.aliveCount) ** averagePosting;
  // Values probed to list `max` of them, from both ends (the largest number for facetStats).
  const probes = ((2 * max) / Math.max(hit, 1e-9)) * averagePosting;
  return probes * 2 < matches.count;
}

/** Fills one facet's distribution (alpha order) and stats by walking its values. */
function walkFacet(
  field: FacetField,
  data: IndexData,
  bits: Bitset,
  max: number,
  distribution: Record<string, number>,
  facetStats: FacetStats,
  name: string,
): void {
  const order = field.alphaOrder();
  const numbers = field.numbersInOrder();
  let first = -1;
  let listed = 0;
  for (let i = 0; i < order.length && listed < max; i++) {
    const id = order[i] as number;
    const count = countValueIn(field, id, data, bits);
    if (count === 0) continue;
    if (first < 0) first = i;
    const key = field.display[id] as string;
    if (!(key in distribution)) distribution[key] = count;
    listed++;
  }
  if (first < 0 || first >= numbers) {
    // No number in the listed values: look for one beyond them (rare: mixed types).
    for (let i = 0; i < numbers; i++) {
      if (countValueIn(field, order[i] as number, data, bits) > 0) {
        first = i;
        break;
      }
    }
  }
  if (first < 0 || first >= numbers) return;
  for (let i = numbers - 1; i >= first; i--) {
    if (countValueIn(field, order[i] as number, data, bits) > 0) {
      facetStats[name] = {
        min: field.numberValue[order[first] as number] as number,
        max: field.numberValue[order[i] as number] as number,
      };
      return;
    }
  }
}

/** `facetDistribution` and `facetStats` for the requested attributes over the match set. */
export function computeFacets(
  data: IndexData,
  names: string[],
  matches: MatchSet,
): { facetDistribution: FacetDistribution; facetStats: FacetStats } {
  const facetDistribution: FacetDistribution = {};
  const facetStats: FacetStats = {};
  const max = data.settings.faceting.maxValuesPerFacet;
  const fields: FacetField[] = [];
  const walked = new Set<FacetField>();
  for (const name of names) {
    const field = data.field(name);
    if (!field || field.valueCount === 0) continue;
    if (shouldWalk(field, data, matches, name)) walked.add(field);
    else fields.push(field);
  }
  const counted = countMany(fields, data, matches);
  for (const name of names) {
    const field = data.field(name);
    const distribution: Record<string, number> = {};
    facetDistribution[name] = distribution;
    if (!field || field.valueCount === 0) continue;
    if (walked.has(field)) {
      walkFacet(field, data, matches.bits, max, distribution, facetStats, name);
      continue;
    }
    const values = counted[fields.indexOf(field)] as ValueCounts;
    const { counts, touched } = values;
    const order = field.alphaOrder();
    const numbers = field.numbersInOrder();
    // Numeric min/max for facetStats.
    let minValue = Number.POSITIVE_INFINITY;
    let maxValue = Number.NEGATIVE_INFINITY;
    if (touched) {
      for (const id of touched) {
        if (!field.isNumber[id]) continue;
        const v = field.numberValue[id] as number;
        if (v < minValue) minValue = v;
        if (v > maxValue) maxValue = v;
      }
    } else {
      for (let i = 0; i < numbers; i++) {
        if ((counts[order[i] as number] as number) > 0) {
          minValue = field.numberValue[order[i] as number] as number;
          break;
        }
      }
      for (let i = numbers - 1; i >= 0; i--) {
        if ((counts[order[i] as number] as number) > 0) {
          maxValue = field.numberValue[order[i] as number] as number;
          break;
        }
      }
    }
    if (minValue !== Number.POSITIVE_INFINITY) facetStats[name] = { min: minValue, max: maxValue };
    let present: number[];
    const byCount = facetOrderFor(data.settings, name) === 'count';
    if (touched && touched.length * 16 < order.length) {
      const rank = field.alphaRank();
      present = touched.slice().sort((a, b) => (rank[a] as number) - (rank[b] as number));
    } else {
      // Dense counts: walk the alpha order (only as far as needed unless ordering by count).
      present = [];
      for (let i = 0; i < order.length && (byCount || present.length < max); i++) {
        const id = order[i] as number;
        if ((counts[id] as number) > 0) present.push(id);
      }
    }
    if (byCount) {
      const position = new Map(present.map((id, i) => [id, i]));
      present.sort(
        (a, b) =>
          (counts[b] as number) - (counts[a] as number) ||
          (position.get(a) as number) - (position.get(b) as number),
      );
    }
    for (let i = 0; i < present.length && i < max; i++) {
      const id = present[i] as number;
      const key = field.display[id] as string;
      if (!(key in distribution)) distribution[key] = counts[id] as number;
    }
    values.done();
  }
  return { facetDistribution, facetStats };
}
