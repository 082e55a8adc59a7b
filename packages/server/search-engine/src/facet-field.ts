import { type Bitset, clearBit, createBitset, resizeBitset, setBit, setBits } from './bitset.ts';
import type { Scalar } from './flatten.ts';
import { normalizeFacet } from './text.ts';
import { U32List } from './u32-list.ts';

const NUMERIC_STRING = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
export type Cells = Uint8Array | Uint16Array | Uint32Array;

const SINGLE = new Uint32Array(1);
/** Buckets of the value order with a prefix bitset each (4 bytes per document at 32). */
const PREFIX_BUCKETS = 32;
/** Below this many numeric postings, ranges just set bits. */
const PREFIX_MIN_DOCS = 4096;
type CellsConstructor = new (length: number) => Cells;

/** Rank of a document without a value in a sort column: after everything. */
export const MISSING_RANK = 0xffffffff;

/**
 * Everything the engine knows about one filterable or sortable attribute: a dictionary of
 * distinct values (numbers by value, strings by their facet key), a posting list of documents
 * per value, the value(s) of each document, presence bitsets (`EXISTS`, `IS NULL`,
 * `IS EMPTY`), and lazily built orderings for ranges, facet lists and sorting.
 */
export class FacetField {
  readonly path: string;
  private readonly numberIds = new Map<number, number>();
  private readonly stringIds = new Map<string, number>();
  /** Per value: true for numbers. */
  readonly isNumber: boolean[] = [];
  readonly numberValue: number[] = [];
  /** Facet key (normalised string) or the number's string form. */
  readonly key: string[] = [];
  /** What facet distributions show: the first original string seen, or the number. */
  readonly display: string[] = [];
  /**
   * Documents per value (ascending, deleted ones included): a list, or the document id itself
   * while a value has one document (most prices and odometers), or -1 when it has none.
   */
  private readonly postings: (U32List | number)[] = [];
  /** Live documents per value. */
  counts: Uint32Array = new Uint32Array(8);
  private bitsetCache: (Bitset | undefined)[] = [];

  /**
   * Per document: 0 for no value, `many` for several (see `multi`), else value id + 1. The
   * narrowest array that fits the value count, widened as values are added.
   */
  cells: Cells;
  /** The cell marking a document with several values (the largest the array holds). */
  many: number;
  readonly multi = new Map<number, number[]>();
  exists: Bitset;
  nulls: Bitset;
  empties: Bitset;
  /** True once any document has two or more values. */
  multiValued = false;
  capacity: number;

  private orderDirty = true;
  /** Value ids: numbers ascending, then strings by key. */
  private sortedIds: Uint32Array = new Uint32Array(0);
  private alphaRankOf: Uint32Array = new Uint32Array(0);
  private numberCount = 0;
  private sortDirty = true;
  private sortColumn: SortColumn | undefined;
  private rangeDirty = true;
  /** Posting lists of the numbers concatenated in ascending value order. */
  private numberDocs: Uint32Array = new Uint32Array(0);
  /** Start of each number's documents in `numberDocs` (by alpha rank; one extra at the end). */
  private numberStarts: Uint32Array = new Uint32Array(1);
  /** Single-valued fields: documents before each bucket boundary of the value order. */
  private prefixBits: Bitset[] = [];
  private bucketSize = 0;

  constructor(path: string, capacity: number) {
    this.path = path;
    this.capacity = capacity;
    this.cells = new Uint8Array(capacity);
    this.many = 0xff;
    this.exists = createBitset(capacity);
    this.nulls = createBitset(capacity);
    this.empties = createBitset(capacity);
  }

  get valueCount(): number {
    return this.key.length;
  }

  grow(capacity: number): void {
    const cells = new (this.cells.constructor as CellsConstructor)(capacity);
    cells.set(this.cells);
    this.cells = cells;
    this.exists = resizeBitset(this.exists, capacity);
    this.nulls = resizeBitset(this.nulls, capacity);
    this.empties = resizeBitset(this.empties, capacity);
    this.bitsetCache = [];
    this.capacity = capacity;
    this.rangeDirty = true;
    this.sortDirty = true;
  }

  /** Value id of a number, if any document has it. */
  numberId(value: number): number | undefined {
    return this.numberIds.get(value);
  }

  /** Value id of a string (any case), if any document has it. */
  stringId(value: string): number | undefined {
    return this.stringIds.get(normalizeFacet(value));
  }

  private valueId(value: Scalar): number {
    if (typeof value === 'number') {
      const existing = this.numberIds.get(value);
      if (existing !== undefined) return existing;
      const text = String(value);
      const id = this.addValue(true, value, text, text);
      this.numberIds.set(value, id);
      return id;
    }
    const original = typeof value === 'boolean' ? String(value) : value;
    const key = normalizeFacet(original);
    const existing = this.stringIds.get(key);
    if (existing !== undefined) return existing;
    const id = this.addValue(false, Number.NaN, key, original);
    this.stringIds.set(key, id);
    return id;
  }

  private addValue(isNumber: boolean, numberValue: number, key: string, display: string): number {
    const id = this.key.length;
    this.isNumber.push(isNumber);
    this.numberValue.push(numberValue);
    this.key.push(key);
    this.display.push(display);
    this.postings.push(-1);
    this.bitsetCache.push(undefined);
    if (id >= this.counts.length) {
      const counts = new Uint32Array(this.counts.length * 2);
      counts.set(this.counts);
      this.counts = counts;
    }
    this.orderDirty = true;
    this.rangeDirty = true;
    if (id + 2 >= this.many) this.widen();
    return id;
  }

  /** Moves the cells to a wider array once value ids no longer fit. */
  private widen(): void {
    const wider =
      this.many === 0xff ? new Uint16Array(this.capacity) : new Uint32Array(this.capacity);
    const many = this.many === 0xff ? 0xffff : 0xffffffff;
    for (let doc = 0; doc < this.cells.length; doc++) {
      const cell = this.cells[doc] as number;
      wider[doc] = cell === this.many ? many : cell;
    }
    this.cells = wider;
    this.many = many;
  }

  /**
   * Records one scalar value of document `doc` (documents arrive in ascending id order). A
   * string that reads as a number is also recorded as that number, as Meilisearch does, so
   * numeric filters and sorting see it.
   */
  addDocValue(doc: number, value: Scalar): void {
    this.addOne(doc, value);
    if (typeof value === 'string' && NUMERIC_STRING.test(value)) {
      const n = Number(value);
      if (Number.isFinite(n)) this.addOne(doc, n);
    }
  }

  private addOne(doc: number, value: Scalar): void {
    const id = this.valueId(value);
    const posting = this.postings[id] as U32List | number;
    if (typeof posting === 'number') {
      if (posting === doc) return;
      if (posting < 0) this.postings[id] = doc;
      else {
        const list = new U32List(4);
        list.push(posting);
        list.push(doc);
        this.postings[id] = list;
      }
    } else {
      if (posting.length > 0 && posting.last() === doc) return;
      posting.push(doc);
    }
    (this.counts as Uint32Array)[id] = ((this.counts as Uint32Array)[id] as number) + 1;
    const cached = this.bitsetCache[id];
    if (cached) setBit(cached, doc);
    if (this.isNumber[id]) this.rangeDirty = true;
    const current = this.cells[doc] as number;
    if (current === 0) this.cells[doc] = id + 1;
    else if (current === this.many) (this.multi.get(doc) as number[]).push(id);
    else {
      this.cells[doc] = this.many;
      this.multi.set(doc, [current - 1, id]);
      this.multiValued = true;
    }
    this.sortDirty = true;
  }

  markExists(doc: number): void {
    setBit(this.exists, doc);
  }

  markNull(doc: number): void {
    setBit(this.nulls, doc);
  }

  markEmpty(doc: number): void {
    setBit(this.empties, doc);
  }

  /** Forgets a deleted document (its ids stay in posting lists; callers mask with `alive`). */
  remove(doc: number): void {
    const current = this.cells[doc] as number;
    if (current === this.many) {
      for (const id of this.multi.get(doc) as number[]) this.decrement(id);
      this.multi.delete(doc);
    } else if (current !== 0) this.decrement(current - 1);
    this.cells[doc] = 0;
    clearBit(this.exists, doc);
    clearBit(this.nulls, doc);
    clearBit(this.empties, doc);
    this.sortDirty = true;
  }

  private decrement(id: number): void {
    this.counts[id] = (this.counts[id] as number) - 1;
    const cached = this.bitsetCache[id];
    if (cached) {
      // Cached bitsets only ever hold live documents.
      this.bitsetCache[id] = undefined;
    }
  }

  /** Value ids of a document (empty when it has none). */
  valuesOf(doc: number): readonly number[] {
    const current = this.cells[doc] as number;
    if (current === 0) return [];
    if (current === this.many) return this.multi.get(doc) as number[];
    return [current - 1];
  }

  /** ORs the documents holding value `id` into `target` (may include deleted documents). */
  orValueInto(id: number, target: Bitset, alive: Bitset): void {
    if (this.isDense(id)) {
      const cached = this.valueBits(id, alive);
      for (let i = 0; i < target.length; i++) {
        target[i] = (target[i] as number) | (cached[i] as number);
      }
      return;
    }
    setBits(target, this.postingDocs(id), this.postingLength(id));
  }

  /** Number of documents listed for value `id` (deleted ones included). */
  postingLength(id: number): number {
    const posting = this.postings[id] as U32List | number;
    if (typeof posting === 'number') return posting < 0 ? 0 : 1;
    return posting.length;
  }

  /**
   * The documents listed for value `id`: read the first {@link postingLength} entries. For a
   * single document this is a shared one-element array, valid until the next call.
   */
  postingDocs(id: number): Uint32Array {
    const posting = this.postings[id] as U32List | number;
    if (typeof posting === 'number') {
      SINGLE[0] = Math.max(posting, 0);
      return SINGLE;
    }
    return posting.data;
  }

  /** Whether value `id` is common enough to keep as a bitset (over 1/32 of capacity). */
  isDense(id: number): boolean {
    return this.postingLength(id) * 32 > this.capacity;
  }

  /** The live documents holding a dense value, as a cached bitset (do not modify). */
  valueBits(id: number, alive: Bitset): Bitset {
    let cached = this.bitsetCache[id];
    if (!cached) {
      cached = createBitset(this.capacity);
      setBits(cached, this.postingDocs(id), this.postingLength(id));
      for (let i = 0; i < cached.length; i++) {
        cached[i] = (cached[i] as number) & (alive[i] as number);
      }
      this.bitsetCache[id] = cached;
    }
    return cached;
  }

  private ensureOrder(): void {
    if (!this.orderDirty) return;
    const ids = Array.from({ length: this.key.length }, (_, i) => i);
    ids.sort((a, b) => {
      const an = this.isNumber[a] as boolean;
      const bn = this.isNumber[b] as boolean;
      if (an !== bn) return an ? -1 : 1;
      if (an) return (this.numberValue[a] as number) - (this.numberValue[b] as number);
      const ak = this.key[a] as string;
      const bk = this.key[b] as string;
      return ak < bk ? -1 : ak > bk ? 1 : 0;
    });
    this.sortedIds = Uint32Array.from(ids);
    this.alphaRankOf = new Uint32Array(ids.length);
    for (let rank = 0; rank < ids.length; rank++) this.alphaRankOf[ids[rank] as number] = rank;
    this.numberCount = 0;
    while (
      this.numberCount < ids.length &&
      (this.isNumber[ids[this.numberCount] as number] as boolean)
    )
      this.numberCount++;
    this.orderDirty = false;
    this.sortDirty = true;
  }

  /** Value ids in facet (alphanumeric) order: numbers ascending, then strings. */
  alphaOrder(): Uint32Array {
    this.ensureOrder();
    return this.sortedIds;
  }

  /** Position of a value id in {@link alphaOrder}. */
  alphaRank(): Uint32Array {
    this.ensureOrder();
    return this.alphaRankOf;
  }

  /** How many of the first {@link alphaOrder} entries are numbers. */
  numbersInOrder(): number {
    this.ensureOrder();
    return this.numberCount;
  }

  /** Releases spare capacity of the posting lists after a bulk load. */
  trim(): void {
    for (const posting of this.postings) if (typeof posting !== 'number') posting.trim();
  }

  /** Value ids of numbers in `[low, high]` with the given inclusiveness (alpha order slice). */
  numberRange(
    low: number,
    lowInclusive: boolean,
    high: number,
    highInclusive: boolean,
  ): [number, number] {
    this.ensureOrder();
    const ids = this.sortedIds;
    const n = this.numberCount;
    const lower = (target: number, inclusive: boolean) => {
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const v = this.numberValue[ids[mid] as number] as number;
        if (inclusive ? v < target : v <= target) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const from = low === Number.NEGATIVE_INFINITY ? 0 : lower(low, lowInclusive);
    const to = high === Number.POSITIVE_INFINITY ? n : lower(high, !highInclusive);
    return [from, Math.max(from, to)];
  }

  private ensureRanges(): void {
    this.ensureOrder();
    if (!this.rangeDirty) return;
    const ids = this.sortedIds;
    const n = this.numberCount;
    let total = 0;
    for (let i = 0; i < n; i++) total += this.postingLength(ids[i] as number);
    const docs = new Uint32Array(total);
    const starts = new Uint32Array(n + 1);
    let at = 0;
    for (let i = 0; i < n; i++) {
      starts[i] = at;
      const length = this.postingLength(ids[i] as number);
      docs.set(this.postingDocs(ids[i] as number).subarray(0, length), at);
      at += length;
    }
    starts[n] = at;
    this.numberDocs = docs;
    this.numberStarts = starts;
    this.prefixBits = [];
    this.bucketSize = 0;
    if (!this.multiValued && total >= PREFIX_MIN_DOCS) {
      // prefixBits[k]: documents at positions [0, k * bucketSize) of the value order.
      const size = Math.ceil(total / PREFIX_BUCKETS);
      let running = createBitset(this.capacity);
      this.prefixBits.push(running);
      for (let k = 1; k * size < total; k++) {
        running = running.slice();
        setBits(running, docs.subarray((k - 1) * size, k * size), size);
        this.prefixBits.push(running);
      }
      this.bucketSize = size;
    }
    this.rangeDirty = false;
  }

  /** ORs the documents at positions `[start, end)` of the value order into `target`. */
  private orPositions(start: number, end: number, target: Bitset): void {
    if (end > start) setBits(target, this.numberDocs.subarray(start, end), end - start);
  }

  /**
   * ORs into `target` the documents holding a number in the alpha-order slice `[from, to)`
   * (see {@link numberRange}). May include deleted documents. Wide ranges on single-valued
   * fields combine two prefix bitsets and only set the bits of the partial buckets at the ends.
   */
  orNumberRange(from: number, to: number, target: Bitset): void {
    this.ensureRanges();
    const starts = this.numberStarts;
    const start = starts[from] as number;
    const end = starts[to] as number;
    const size = this.bucketSize;
    if (size > 0 && end - start > 2 * size) {
      const first = Math.ceil(start / size);
      const last = Math.min(Math.floor(end / size), this.prefixBits.length - 1);
      if (first < last) {
        const low = this.prefixBits[first] as Bitset;
        const high = this.prefixBits[last] as Bitset;
        for (let i = 0; i < target.length; i++) {
          target[i] = (target[i] as number) | ((high[i] as number) & ~(low[i] as number));
        }
        this.orPositions(start, first * size, target);
        this.orPositions(last * size, end, target);
        return;
      }
    }
    this.orPositions(start, end, target);
  }

  /** Alpha-order slice of strings between two keys, lexicographically. */
  stringRange(
    low: string | undefined,
    lowInclusive: boolean,
    high: string | undefined,
    highInclusive: boolean,
  ): [number, number] {
    this.ensureOrder();
    const ids = this.sortedIds;
    const start = this.numberCount;
    const end = ids.length;
    const lower = (target: string, inclusive: boolean) => {
      let lo = start;
      let hi = end;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const v = this.key[ids[mid] as number] as string;
        if (inclusive ? v < target : v <= target) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const from = low === undefined ? start : lower(low, lowInclusive);
    const to = high === undefined ? end : lower(high, !highInclusive);
    return [from, Math.max(from, to)];
  }

  /** Sort ranks and orders for `sort` and custom ranking rules (built lazily). */
  sort(alive: Bitset, docCount: number): SortColumn {
    this.ensureOrder();
    if (!this.sortDirty && this.sortColumn) return this.sortColumn;
    this.sortColumn = buildSortColumn(this, alive, docCount);
    this.sortDirty = false;
    return this.sortColumn;
  }

  /** For document `doc`: alpha rank of its smallest value, preferring numbers. */
  ascendingKey(doc: number): number {
    const cell = this.cells[doc] as number;
    if (cell === 0) return -1;
    if (cell !== this.many) return this.alphaRankOf[cell - 1] as number;
    const values = this.valuesOf(doc);
    if (values.length === 0) return -1;
    let best = -1;
    for (const id of values) {
      const rank = this.alphaRankOf[id] as number;
      if (best === -1 || rank < best) best = rank;
    }
    return best;
  }

  /** For document `doc`: alpha rank of its largest number, else its largest string. */
  descendingKey(doc: number): number {
    const cell = this.cells[doc] as number;
    if (cell === 0) return -1;
    if (cell !== this.many) return this.alphaRankOf[cell - 1] as number;
    const values = this.valuesOf(doc);
    if (values.length === 0) return -1;
    let bestNumber = -1;
    let bestString = -1;
    for (const id of values) {
      const rank = this.alphaRankOf[id] as number;
      if (rank < this.numberCount) bestNumber = Math.max(bestNumber, rank);
      else bestString = Math.max(bestString, rank);
    }
    return bestNumber >= 0 ? bestNumber : bestString;
  }
}

/**
 * Per-document sort ranks (smaller first; {@link MISSING_RANK} for no value) and the live
 * documents ordered by rank, for both directions. Numbers come before strings either way.
 */
export interface SortColumn {
  rankAsc: Uint32Array;
  rankDesc: Uint32Array;
  orderAsc: Uint32Array;
  orderDesc: Uint32Array;
}

function buildSortColumn(field: FacetField, alive: Bitset, docCount: number): SortColumn {
  const valueTotal = field.valueCount;
  const numbers = field.numbersInOrder();
  const rankAsc = new Uint32Array(docCount).fill(MISSING_RANK);
  const rankDesc = new Uint32Array(docCount).fill(MISSING_RANK);
  const bucketAsc = new Uint32Array(valueTotal + 1);
  const bucketDesc = new Uint32Array(valueTotal + 1);
  let present = 0;
  for (let doc = 0; doc < docCount; doc++) {
    if ((((alive[doc >>> 5] as number) >>> (doc & 31)) & 1) === 0) continue;
    const asc = field.ascendingKey(doc);
    if (asc < 0) continue;
    const descAlpha = field.descendingKey(doc);
    // Descending: numbers from largest, then strings from largest.
    const desc =
      descAlpha < numbers ? numbers - 1 - descAlpha : numbers + (valueTotal - 1 - descAlpha);
    rankAsc[doc] = asc;
    rankDesc[doc] = desc;
    bucketAsc[asc + 1] = (bucketAsc[asc + 1] as number) + 1;
    bucketDesc[desc + 1] = (bucketDesc[desc + 1] as number) + 1;
    present++;
  }
  for (let i = 1; i <= valueTotal; i++) {
    bucketAsc[i] = (bucketAsc[i] as number) + (bucketAsc[i - 1] as number);
    bucketDesc[i] = (bucketDesc[i] as number) + (bucketDesc[i - 1] as number);
  }
  const orderAsc = new Uint32Array(present);
  const orderDesc = new Uint32Array(present);
  for (let doc = 0; doc < docCount; doc++) {
    const asc = rankAsc[doc] as number;
    if (asc === MISSING_RANK) continue;
    const desc = rankDesc[doc] as number;
    orderAsc[bucketAsc[asc] as number] = doc;
    bucketAsc[asc] = (bucketAsc[asc] as number) + 1;
    orderDesc[bucketDesc[desc] as number] = doc;
    bucketDesc[desc] = (bucketDesc[desc] as number) + 1;
  }
  return { rankAsc, rankDesc, orderAsc, orderDesc };
}
