import { type Bitset, forEachBit, hasBit, setBits, toIds } from './bitset.ts';
import { MISSING_RANK } from './facet-field.ts';
import type { IndexData } from './index-data.ts';

/** One step of the bucket sort: a key per document, smaller first. */
export interface RankingRule {
  name: string;
  keys(docs: Uint32Array, out: Float64Array): void;
  /** For sort-like rules: per-document rank and documents ordered by rank (for walking). */
  column?: { rank: Uint32Array; order: Uint32Array };
}

let keyScratch = new Float64Array(1024);

/** Smallest key at position `k` (0-based) of `keys`, by quickselect on a copy. */
function kthSmallest(keys: Float64Array, k: number): number {
  const a = keys.slice();
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >>> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        const t = a[i] as number;
        a[i] = a[j] as number;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k] as number;
  }
  return a[k] as number;
}

/**
 * Meilisearch's bucket sort: rule by rule, documents are split into buckets of equal key and
 * only the buckets needed to fill `limit` results are refined by the next rules; ties left
 * after the last rule keep internal id order.
 */
export class BucketSorter {
  readonly out: number[] = [];
  private readonly data: IndexData;
  private readonly rules: RankingRule[];
  private readonly limit: number;

  constructor(data: IndexData, rules: RankingRule[], limit: number) {
    this.data = data;
    this.rules = rules;
    this.limit = limit;
  }

  /** Ranks documents given as a bitset of `count` documents. */
  sortBitset(bits: Bitset, count: number): number[] {
    if (this.limit <= 0 || count === 0) return this.out;
    const rule = this.rules[0];
    if (!rule) {
      forEachBit(bits, (doc) => {
        this.out.push(doc);
        return this.out.length < this.limit;
      });
      return this.out;
    }
    if (rule.column && this.shouldWalk(count)) {
      this.walk(bits, undefined, 0);
      return this.out;
    }
    const docs = new Uint32Array(count);
    toIds(bits, docs);
    this.sort(docs, 0);
    return this.out;
  }

  /** Ranks documents given as ascending ids. */
  sortIds(docs: Uint32Array): number[] {
    if (this.limit > 0) this.sort(docs, 0);
    return this.out;
  }

  private shouldWalk(count: number): boolean {
    const remaining = this.limit - this.out.length;
    return count > 256 && remaining * this.data.docCount < count * count;
  }

  private keyBuffer(size: number): Float64Array {
    if (keyScratch.length < size)
      keyScratch = new Float64Array(Math.max(size, keyScratch.length * 2));
    return keyScratch;
  }

  private sort(docs: Uint32Array, startRule: number): void {
    let ruleIndex = startRule;
    for (;;) {
      const remaining = this.limit - this.out.length;
      if (remaining <= 0 || docs.length === 0) return;
      const rule = this.rules[ruleIndex];
      if (!rule || docs.length === 1) {
        const n = Math.min(docs.length, remaining);
        for (let i = 0; i < n; i++) this.out.push(docs[i] as number);
        return;
      }
      if (rule.column && this.shouldWalk(docs.length)) {
        const set = this.data.acquire();
        setBits(set, docs, docs.length);
        this.walk(set, docs, ruleIndex);
        this.data.release(set);
        return;
      }
      const count = docs.length;
      const keys = this.keyBuffer(count).subarray(0, count);
      rule.keys(docs, keys);
      let min = keys[0] as number;
      let max = min;
      for (let i = 1; i < count; i++) {
        const k = keys[i] as number;
        if (k < min) min = k;
        else if (k > max) max = k;
      }
      if (min === max) {
        ruleIndex++;
        continue;
      }
      // Keep only the keys that can reach the page: up to the `remaining`-th smallest.
      const threshold =
        count > 256 && count > remaining * 4 ? kthSmallest(keys, remaining - 1) : max;
      if (threshold === min) {
        // The usual case: one best bucket fills the page.
        let size = 0;
        for (let i = 0; i < count; i++) if (keys[i] === min) size++;
        const best = new Uint32Array(size);
        let j = 0;
        for (let i = 0; i < count; i++) if (keys[i] === min) best[j++] = docs[i] as number;
        this.sort(best, ruleIndex + 1);
        if (this.out.length >= this.limit) return;
        // The page needs more than the best bucket: rank the rest on this rule.
        const rest = new Uint32Array(count - size);
        j = 0;
        for (let i = 0; i < count; i++) if (keys[i] !== min) rest[j++] = docs[i] as number;
        this.sort(rest, ruleIndex);
        return;
      }
      const groups = this.group(docs, keys, threshold);
      // The groups own their documents now, so children may reuse the key buffer.
      for (const group of groups) {
        if (this.out.length >= this.limit) return;
        this.sort(group, ruleIndex + 1);
      }
      return;
    }
  }

  /** Documents with key <= threshold, split by key in ascending key order (ids kept in order). */
  private group(docs: Uint32Array, keys: Float64Array, threshold: number): Uint32Array[] {
    const buckets = new Map<number, number[]>();
    for (let i = 0; i < docs.length; i++) {
      const key = keys[i] as number;
      if (key > threshold) continue;
      const bucket = buckets.get(key);
      if (bucket) bucket.push(docs[i] as number);
      else buckets.set(key, [docs[i] as number]);
    }
    return [...buckets.keys()]
      .sort((a, b) => a - b)
      .map((key) => Uint32Array.from(buckets.get(key) as number[]));
  }

  /** Walks a sort column's order, emitting groups of equal rank that are in `set`. */
  private walk(set: Bitset, docs: Uint32Array | undefined, ruleIndex: number): void {
    const column = (this.rules[ruleIndex] as RankingRule).column as {
      rank: Uint32Array;
      order: Uint32Array;
    };
    const { rank, order } = column;
    let group: number[] = [];
    let current = -1;
    const flush = () => {
      if (group.length > 0) this.sort(Uint32Array.from(group), ruleIndex + 1);
      group = [];
    };
    for (let i = 0; i < order.length && this.out.length < this.limit; i++) {
      const doc = order[i] as number;
      if (!hasBit(set, doc)) continue;
      const r = rank[doc] as number;
      if (r !== current) {
        flush();
        if (this.out.length >= this.limit) return;
        current = r;
      }
      group.push(doc);
    }
    if (this.out.length < this.limit) flush();
    if (this.out.length >= this.limit) return;
    const missing: number[] = [];
    const collect = (doc: number) => {
      if (doc >= rank.length || rank[doc] === MISSING_RANK) missing.push(doc);
    };
    if (docs) for (const doc of docs) collect(doc);
    else
      forEachBit(set, (doc) => {
        collect(doc);
        return true;
      });
    if (missing.length > 0) this.sort(Uint32Array.from(missing), ruleIndex + 1);
  }
}
