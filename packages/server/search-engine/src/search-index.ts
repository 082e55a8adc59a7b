import { documentNotFound, MeiliError } from './errors.ts';
import {
  executeFacetSearch,
  type FacetSearchParams,
  type FacetSearchResponse,
} from './facet-search.ts';
import { evaluateFilter } from './filter.ts';
import { parseFilter } from './filter-parser.ts';
import type { Document } from './flatten.ts';
import { IndexData } from './index-data.ts';
import { executeSearch, projectDocument, type SearchResponse } from './search.ts';
import type { Filter, SearchParams } from './search-params.ts';
import {
  applySettingsUpdate,
  defaultSettings,
  type Settings,
  type SettingsUpdate,
} from './settings.ts';
import type { EnqueuedTask, TaskLog } from './tasks.ts';

/** An index as `GET /indexes/{uid}` shows it. */
export interface IndexInfo {
  uid: string;
  primaryKey: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DocumentsQuery {
  offset?: number;
  limit?: number;
  fields?: string[] | null;
  filter?: Filter | null;
}

export interface DocumentsPage {
  results: Document[];
  offset: number;
  limit: number;
  total: number;
}

export interface AddDocumentsOptions {
  primaryKey?: string;
}

export interface IndexStats {
  numberOfDocuments: number;
  isIndexing: boolean;
  fieldDistribution: Record<string, number>;
}

/** What an index needs from its engine. */
export interface IndexContext {
  tasks: TaskLog;
  now: () => Date;
  clock: () => number;
  /** Facet results kept per index for repeated refinements (0 turns the cache off). */
  facetCacheSize: number;
}

const DOCUMENT_ID = /^[a-zA-Z0-9_-]{1,511}$/;

function idString(value: unknown, primaryKey: string, document: Document): string {
  if (value === undefined || value === null) {
    throw new MeiliError(
      'missing_document_id',
      `Document doesn't have a \`${primaryKey}\` attribute: \`${JSON.stringify(document)}\`.`,
    );
  }
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string' && DOCUMENT_ID.test(value)) return value;
  throw new MeiliError(
    'invalid_document_id',
    `Document identifier \`${JSON.stringify(value)}\` is invalid. A document identifier can be of type integer or string, only composed of alphanumeric characters (a-z A-Z 0-9), hyphens (-) and underscores (_), and can not be more than 511 bytes.`,
  );
}

/** A write of at least this many documents releases spare list capacity afterwards. */
const BULK_BATCH = 1000;

/** Documents deleted but still holding ids before a compaction rebuilds the index. */
const COMPACTION_FLOOR = 1024;

/**
 * One index: its documents, settings and search. Writes apply synchronously and answer with
 * a task (already succeeded) as Meilisearch's API would.
 */
export class SearchIndex {
  readonly uid: string;
  private primaryKeyValue: string | null;
  private settings: Settings = defaultSettings();
  private data: IndexData;
  private stale = false;
  private readonly createdAt: Date;
  private updatedAt: Date;
  private readonly context: IndexContext;

  constructor(uid: string, primaryKey: string | null, context: IndexContext) {
    this.context = context;
    this.uid = uid;
    this.primaryKeyValue = primaryKey;
    this.createdAt = context.now();
    this.updatedAt = this.createdAt;
    this.data = new IndexData(this.settings, 1024, context.facetCacheSize);
  }

  get primaryKey(): string | null {
    return this.primaryKeyValue;
  }

  /** Index metadata in Meilisearch's shape. */
  info(): IndexInfo {
    return {
      uid: this.uid,
      primaryKey: this.primaryKeyValue,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }

  toJSON(): IndexInfo {
    return this.info();
  }

  /** The up-to-date searchable data (rebuilt after settings changes or many deletions). */
  private current(): IndexData {
    if (this.stale || this.data.deadCount > Math.max(COMPACTION_FLOOR, this.data.aliveCount)) {
      this.rebuild();
    }
    return this.data;
  }

  private rebuild(): void {
    const old = this.data;
    let capacity = 1024;
    while (capacity < old.aliveCount) capacity *= 2;
    const next = new IndexData(this.settings, capacity, this.context.facetCacheSize);
    for (let doc = 0; doc < old.docs.length; doc++) {
      const document = old.docs[doc];
      if (document !== undefined) next.append(old.externalIds[doc] as string, document);
    }
    next.trim();
    this.data = next;
    this.stale = false;
  }

  private touch(): void {
    this.updatedAt = this.context.now();
  }

  private resolvePrimaryKey(documents: Document[], requested: string | undefined): string {
    if (this.primaryKeyValue !== null) {
      if (requested !== undefined && requested !== this.primaryKeyValue) {
        throw new MeiliError(
          'index_primary_key_already_exists',
          `Index \`${this.uid}\`: Index already has a primary key: \`${this.primaryKeyValue}\`.`,
        );
      }
      return this.primaryKeyValue;
    }
    if (requested !== undefined) return requested;
    const first = documents[0];
    if (!first) {
      throw new MeiliError(
        'index_primary_key_no_candidate_found',
        'The primary key inference failed as the engine did not find any field ending with `id` in its name. Please specify the primary key manually using the `primaryKey` query parameter.',
      );
    }
    const candidates = Object.keys(first).filter((key) => key.toLowerCase().endsWith('id'));
    if (candidates.length === 1) return candidates[0] as string;
    if (candidates.length === 0) {
      throw new MeiliError(
        'index_primary_key_no_candidate_found',
        'The primary key inference failed as the engine did not find any field ending with `id` in its name. Please specify the primary key manually using the `primaryKey` query parameter.',
      );
    }
    throw new MeiliError(
      'index_primary_key_multiple_candidates_found',
      `The primary key inference failed as the engine found ${candidates.length} fields ending with \`id\` in their names: ${candidates.map((c) => `'${c}'`).join(' and ')}. Please specify the primary key manually using the \`primaryKey\` query parameter.`,
    );
  }

  private write(
    documents: unknown,
    options: AddDocumentsOptions | undefined,
    merge: boolean,
  ): EnqueuedTask {
    return this.context.tasks.run(this.uid, 'documentAdditionOrUpdate', () => {
      const list = Array.isArray(documents) ? documents : [documents];
      for (const document of list) {
        if (document === null || typeof document !== 'object' || Array.isArray(document)) {
          throw new MeiliError(
            'malformed_payload',
            `The \`json\` payload provided is malformed. \`Couldn't serialize document value: invalid type: ${JSON.stringify(document)}, expected a map\`.`,
          );
        }
      }
      const docs = list as Document[];
      if (docs.length === 0) return { details: { receivedDocuments: 0, indexedDocuments: 0 } };
      const primaryKey = this.resolvePrimaryKey(docs, options?.primaryKey);
      const batch = new Map<string, Document>();
      for (const document of docs) {
        const id = idString(document[primaryKey], primaryKey, document);
        const earlier = batch.get(id);
        if (merge) {
          const base = earlier ?? this.storedDocument(id);
          batch.set(id, base ? { ...base, ...document } : { ...document });
        } else batch.set(id, document);
      }
      this.primaryKeyValue = primaryKey;
      const data = this.current();
      for (const [id, document] of batch) {
        const existing = data.idOf.get(id);
        if (existing !== undefined) data.remove(existing);
        data.append(id, document);
      }
      // Bulk loads leave lists with doubling slack; small writes keep it for the next ones.
      if (batch.size >= BULK_BATCH) data.trim();
      this.touch();
      return { details: { receivedDocuments: docs.length, indexedDocuments: batch.size } };
    }).task;
  }

  private storedDocument(id: string): Document | undefined {
    const internal = this.data.idOf.get(id);
    return internal === undefined ? undefined : this.data.docs[internal];
  }

  /** Adds documents, replacing any with the same primary key (`POST /documents`). */
  addDocuments(documents: Document[], options?: AddDocumentsOptions): EnqueuedTask {
    return this.write(documents, options, false);
  }

  /** Adds documents, merging fields into any with the same primary key (`PUT /documents`). */
  updateDocuments(documents: Document[], options?: AddDocumentsOptions): EnqueuedTask {
    return this.write(documents, options, true);
  }

  /** Deletes documents by primary key, or those matching `{ filter }`. */
  deleteDocuments(ids: (string | number)[] | { filter: Filter }): EnqueuedTask {
    return this.context.tasks.run(this.uid, 'documentDeletion', () => {
      const data = this.current();
      let deleted = 0;
      if (Array.isArray(ids)) {
        for (const id of ids) {
          const internal = data.idOf.get(String(id));
          if (internal !== undefined) {
            data.remove(internal);
            deleted++;
          }
        }
        this.touch();
        return { details: { providedIds: ids.length, deletedDocuments: deleted } };
      }
      const node = parseFilter(ids.filter);
      if (!node) {
        throw new MeiliError('invalid_document_filter', 'Invalid filter: the filter is empty.');
      }
      const bits = evaluateFilter(data, node);
      for (let doc = 0; doc < data.docs.length; doc++) {
        if (((bits[doc >>> 5] as number) >>> (doc & 31)) & 1) {
          data.remove(doc);
          deleted++;
        }
      }
      data.release(bits);
      this.touch();
      return { details: { originalFilter: JSON.stringify(ids.filter), deletedDocuments: deleted } };
    }).task;
  }

  deleteDocument(id: string | number): EnqueuedTask {
    return this.deleteDocuments([id]);
  }

  deleteAllDocuments(): EnqueuedTask {
    return this.context.tasks.run(this.uid, 'documentDeletion', () => {
      const deleted = this.data.aliveCount;
      this.data = new IndexData(this.settings, 1024, this.context.facetCacheSize);
      this.stale = false;
      this.touch();
      return { details: { deletedDocuments: deleted } };
    }).task;
  }

  /** One document by primary key; throws `document_not_found`. */
  getDocument(id: string | number, options?: { fields?: string[] | null }): Document {
    const data = this.current();
    const internal = data.idOf.get(String(id));
    if (internal === undefined) throw documentNotFound(String(id));
    return projectDocument(data.docs[internal] as Document, ['*'], options?.fields ?? ['*']);
  }

  /** A page of documents in insertion order (`GET /documents`). */
  getDocuments(query: DocumentsQuery = {}): DocumentsPage {
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 20;
    for (const [name, value] of [
      ['offset', offset],
      ['limit', limit],
    ] as const) {
      if (!Number.isInteger(value) || value < 0) {
        throw new MeiliError(
          `invalid_document_${name}`,
          `Invalid value in parameter \`${name}\`: could not parse \`${value}\` as a positive integer`,
        );
      }
    }
    const data = this.current();
    const fields = query.fields ?? ['*'];
    const node = parseFilter(query.filter);
    let bits = data.alive;
    if (node) {
      try {
        bits = evaluateFilter(data, node);
      } catch (error) {
        if (error instanceof MeiliError && error.code === 'invalid_search_filter') {
          throw new MeiliError('invalid_document_filter', error.message);
        }
        throw error;
      }
    }
    const results: Document[] = [];
    let total = 0;
    for (let doc = 0; doc < data.docs.length; doc++) {
      if (!((((bits[doc >>> 5] as number) >>> (doc & 31)) & 1) === 1)) continue;
      if (total >= offset && results.length < limit) {
        results.push(projectDocument(data.docs[doc] as Document, ['*'], fields));
      }
      total++;
    }
    if (node) data.release(bits);
    return { results, offset, limit, total };
  }

  /** Number of live documents. */
  get numberOfDocuments(): number {
    return this.data.aliveCount;
  }

  getStats(): IndexStats {
    const data = this.current();
    const fieldDistribution: Record<string, number> = {};
    for (const document of data.docs) {
      if (!document) continue;
      for (const key of Object.keys(document))
        fieldDistribution[key] = (fieldDistribution[key] ?? 0) + 1;
    }
    return { numberOfDocuments: data.aliveCount, isIndexing: false, fieldDistribution };
  }

  /** Current settings (a copy). */
  getSettings(): Settings {
    return structuredClone(this.settings);
  }

  /** Applies a partial settings update (`PATCH /settings`); `null` resets a setting. */
  updateSettings(update: SettingsUpdate): EnqueuedTask {
    return this.context.tasks.run(this.uid, 'settingsUpdate', () => {
      const next = applySettingsUpdate(this.settings, update);
      const rebuild =
        JSON.stringify([
          next.searchableAttributes,
          next.filterableAttributes,
          next.sortableAttributes,
          next.rankingRules,
        ]) !==
        JSON.stringify([
          this.settings.searchableAttributes,
          this.settings.filterableAttributes,
          this.settings.sortableAttributes,
          this.settings.rankingRules,
        ]);
      this.settings = next;
      if (rebuild) this.stale = true;
      else {
        this.data.settings = next;
        this.data.facetCache.clear();
      }
      this.touch();
      return { details: { ...update } };
    }).task;
  }

  resetSettings(): EnqueuedTask {
    return this.updateSettings({
      displayedAttributes: null,
      searchableAttributes: null,
      filterableAttributes: null,
      sortableAttributes: null,
      rankingRules: null,
      stopWords: null,
      synonyms: null,
      distinctAttribute: null,
      typoTolerance: null,
      faceting: null,
      pagination: null,
    });
  }

  /** Searches the index with Meilisearch search parameters. */
  search(params?: SearchParams): SearchResponse {
    return executeSearch(this.current(), params, this.context.clock);
  }

  /** Searches the values of one facet (`POST /facet-search`). */
  facetSearch(params: FacetSearchParams): FacetSearchResponse {
    return executeFacetSearch(this.current(), params, this.context.clock);
  }
}
