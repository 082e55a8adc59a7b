import { type Bitset, clearBit, createBitset, resizeBitset, setBit } from './bitset.ts';
import { FacetField } from './facet-field.ts';
import {
  type Document,
  type FieldVisitor,
  pathMatches,
  type Scalar,
  visitDocument,
} from './flatten.ts';
import { parseCustomRule, type Settings } from './settings.ts';
import { tokenize } from './text.ts';
import { packPosition, TextIndex } from './text-index.ts';

/** A cached facet computation. */
export interface FacetResult {
  facetDistribution: Record<string, Record<string, number>>;
  facetStats: Record<string, { min: number; max: number }>;
}

/** Positions skipped between two values of one attribute (array elements). */
const VALUE_GAP = 8;

/**
 * The searchable form of an index's documents under one set of settings: internal numeric
 * document ids (assigned in insertion order; deleted ids are masked by `alive` until the next
 * compaction), one {@link FacetField} per filterable/sortable path and the {@link TextIndex}.
 */
export class IndexData {
  /** Settings in force (swapped in place when a change needs no re-indexing). */
  settings: Settings;
  /** Document by internal id (`undefined` once deleted). */
  docs: (Document | undefined)[] = [];
  /** External id (as a string) by internal id. */
  externalIds: string[] = [];
  readonly idOf = new Map<string, number>();
  alive: Bitset;
  aliveCount = 0;
  capacity: number;
  readonly fields = new Map<string, FacetField>();
  readonly text = new TextIndex();
  /** Flattened paths in the order first seen (Meilisearch's field order). */
  readonly fieldOrder: string[] = [];
  private readonly fieldSeen = new Set<string>();
  private readonly facetRuleCache = new Map<string, boolean>();
  private readonly searchRankCache = new Map<string, number>();
  private readonly facetRules: string[];
  private readonly searchAll: boolean;
  private readonly scratchPool: Bitset[] = [];
  /**
   * Recent facet results by (query, filter, strategy, facets), most recent last; emptied by
   * every write. Results pages repeat the same refinements while paging and sorting.
   */
  readonly facetCache = new Map<string, FacetResult>();
  readonly facetCacheSize: number;

  constructor(settings: Settings, capacity = 1024, facetCacheSize = 0) {
    this.settings = settings;
    this.facetCacheSize = facetCacheSize;
    this.capacity = capacity;
    this.alive = createBitset(capacity);
    const custom = settings.rankingRules
      .map((rule) => parseCustomRule(rule)?.attribute)
      .filter((attribute): attribute is string => attribute !== undefined);
    this.facetRules = [
      ...new Set([...settings.filterableAttributes, ...settings.sortableAttributes, ...custom]),
    ];
    this.searchAll = settings.searchableAttributes.includes('*');
  }

  get docCount(): number {
    return this.docs.length;
  }

  /** Whether `path` gets a facet field (filterable, sortable or a custom ranking rule). */
  isFacetPath(path: string): boolean {
    let cached = this.facetRuleCache.get(path);
    if (cached === undefined) {
      cached = this.facetRules.some((rule) => pathMatches(rule, path));
      this.facetRuleCache.set(path, cached);
    }
    return cached;
  }

  /** Attribute rank of a searchable path (lower is more important), or -1. */
  searchRank(path: string): number {
    let cached = this.searchRankCache.get(path);
    if (cached !== undefined) return cached;
    if (this.searchAll) {
      cached = this.fieldOrder.indexOf(path);
    } else {
      cached = this.settings.searchableAttributes.findIndex((rule) => pathMatches(rule, path));
    }
    this.searchRankCache.set(path, cached);
    return cached;
  }

  /** Number of searchable attributes (for the ranking score's attribute scale). */
  searchableCount(): number {
    return this.searchAll ? this.fieldOrder.length : this.settings.searchableAttributes.length;
  }

  field(path: string): FacetField | undefined {
    return this.fields.get(path);
  }

  private fieldFor(path: string): FacetField {
    let field = this.fields.get(path);
    if (!field) {
      field = new FacetField(path, this.capacity);
      this.fields.set(path, field);
    }
    return field;
  }

  private ensureCapacity(needed: number): void {
    if (needed <= this.capacity) return;
    let capacity = this.capacity;
    while (capacity < needed) capacity *= 2;
    this.capacity = capacity;
    this.alive = resizeBitset(this.alive, capacity);
    for (const field of this.fields.values()) field.grow(capacity);
    this.scratchPool.length = 0;
  }

  /** Adds a document under a new internal id and indexes it. */
  append(externalId: string, document: Document): number {
    const doc = this.docs.length;
    this.ensureCapacity(doc + 1);
    this.docs.push(document);
    this.externalIds.push(externalId);
    this.idOf.set(externalId, doc);
    setBit(this.alive, doc);
    this.aliveCount++;
    this.text.beginDocument();
    this.facetCache.clear();
    this.current = doc;
    this.positions.clear();
    visitDocument(document, this.visitor);
    return doc;
  }

  /** Document being indexed by `append`, and its next word position per attribute. */
  private current = 0;
  private readonly positions = new Map<string, number>();
  private nextPosition = 0;
  private lastTerm = -1;
  private currentRank = 0;
  private readonly onWord = (word: string): void => {
    this.lastTerm = this.text.addToken(
      this.current,
      word,
      packPosition(this.currentRank, this.nextPosition),
    );
    this.nextPosition++;
  };
  private readonly visitor: FieldVisitor = {
    exists: (path) => {
      if (!this.fieldSeen.has(path)) {
        this.fieldSeen.add(path);
        this.fieldOrder.push(path);
      }
      if (this.isFacetPath(path)) this.fieldFor(path).markExists(this.current);
    },
    null: (path) => {
      if (this.isFacetPath(path)) this.fieldFor(path).markNull(this.current);
    },
    empty: (path) => {
      if (this.isFacetPath(path)) this.fieldFor(path).markEmpty(this.current);
    },
    value: (path: string, value: Scalar) => {
      const doc = this.current;
      if (this.isFacetPath(path)) this.fieldFor(path).addDocValue(doc, value);
      const rank = this.searchRank(path);
      if (rank < 0) return;
      const string = typeof value === 'string' ? value : String(value);
      const previous = this.positions.get(path);
      const position = previous === undefined ? 0 : previous + VALUE_GAP;
      this.currentRank = rank;
      this.nextPosition = position;
      this.lastTerm = -1;
      tokenize(string, this.onWord);
      if (this.nextPosition === position + 1) this.text.addSole(doc, this.lastTerm);
      this.positions.set(path, this.nextPosition);
    },
  };

  /** Removes a document (by internal id) from every structure. */
  remove(doc: number): void {
    if (this.docs[doc] === undefined) return;
    this.facetCache.clear();
    for (const field of this.fields.values()) field.remove(doc);
    clearBit(this.alive, doc);
    this.aliveCount--;
    this.idOf.delete(this.externalIds[doc] as string);
    this.docs[doc] = undefined;
  }

  /** Deleted ids still occupying space. */
  get deadCount(): number {
    return this.docs.length - this.aliveCount;
  }

  /** A zeroed bitset of the current capacity from the pool; give it back with `release`. */
  acquire(): Bitset {
    const bits = this.scratchPool.pop();
    if (bits && bits.length === (this.capacity + 31) >>> 5) {
      bits.fill(0);
      return bits;
    }
    return createBitset(this.capacity);
  }

  release(bits: Bitset): void {
    if (bits.length === (this.capacity + 31) >>> 5 && this.scratchPool.length < 32) {
      this.scratchPool.push(bits);
    }
  }

  /** Releases spare capacity after a bulk load. */
  trim(): void {
    this.text.trim();
    for (const field of this.fields.values()) field.trim();
  }
}
