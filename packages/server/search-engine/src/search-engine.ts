import { indexNotFound, MeiliError } from './errors.ts';
import type { SearchResponse } from './search.ts';
import { type IndexInfo, SearchIndex } from './search-index.ts';
import type { SearchParams } from './search-params.ts';
import { type EnqueuedTask, type Task, type TaskList, TaskLog, type TaskQuery } from './tasks.ts';

export interface SearchEngineOptions {
  /** Wall clock for task and index timestamps. */
  now?: () => Date;
  /** Monotonic milliseconds for `processingTimeMs` and task durations. */
  clock?: () => number;
  /**
   * Facet results each index keeps for repeated (query, filter, facets) combinations, cleared
   * by any write. Default 64; 0 turns the cache off.
   */
  facetCacheSize?: number;
}

export interface CreateIndexOptions {
  primaryKey?: string | null;
}

/** One query of a multi-search: search parameters plus the index to run them on. */
export type MultiSearchQuery = SearchParams & { indexUid: string };

export interface MultiSearchRequest {
  queries: MultiSearchQuery[];
}

export type MultiSearchResult = SearchResponse & { indexUid: string };

export interface MultiSearchResponse {
  results: MultiSearchResult[];
}

export interface IndexList {
  results: IndexInfo[];
  offset: number;
  limit: number;
  total: number;
}

const INDEX_UID = /^[a-zA-Z0-9_-]{1,400}$/;

function checkUid(uid: unknown): string {
  if (typeof uid !== 'string' || !INDEX_UID.test(uid)) {
    throw new MeiliError(
      'invalid_index_uid',
      `\`${String(uid)}\` is not a valid index uid. Index uid can be an integer or a string containing only alphanumeric characters, hyphens (-) and underscores (_), and can not be more than 400 bytes.`,
    );
  }
  return uid;
}

/**
 * An in-process search engine with Meilisearch's API shapes: indexes, documents, settings,
 * search, multi-search, facet search and a task log.
 */
export class SearchEngine {
  private readonly indexes = new Map<string, SearchIndex>();
  private readonly tasks: TaskLog;
  private readonly now: () => Date;
  private readonly clock: () => number;
  private readonly facetCacheSize: number;

  constructor(options: SearchEngineOptions = {}) {
    this.facetCacheSize = options.facetCacheSize ?? 64;
    this.now = options.now ?? (() => new Date());
    this.clock = options.clock ?? (() => performance.now());
    this.tasks = new TaskLog(this.now, this.clock);
  }

  /** Creates an index; throws `index_already_exists` if the uid is taken. */
  createIndex(uid: string, options: CreateIndexOptions = {}): SearchIndex {
    const { result } = this.tasks.run(uid, 'indexCreation', () => {
      checkUid(uid);
      if (this.indexes.has(uid)) {
        throw new MeiliError('index_already_exists', `Index \`${uid}\` already exists.`);
      }
      const index = new SearchIndex(uid, options.primaryKey ?? null, {
        tasks: this.tasks,
        now: this.now,
        clock: this.clock,
        facetCacheSize: this.facetCacheSize,
      });
      this.indexes.set(uid, index);
      return { result: index, details: { primaryKey: options.primaryKey ?? null } };
    });
    return result as SearchIndex;
  }

  /** The uid of the most recent task (for an HTTP layer answering `202` after createIndex). */
  lastTaskUid(): number | undefined {
    return this.tasks.list({ limit: 1 }).results[0]?.uid;
  }

  /** An index by uid; throws `index_not_found`. */
  getIndex(uid: string): SearchIndex {
    const index = this.indexes.get(uid);
    if (!index) throw indexNotFound(uid);
    return index;
  }

  hasIndex(uid: string): boolean {
    return this.indexes.has(uid);
  }

  /** The index, created (with `options`) when missing — as Meilisearch does on first write. */
  getOrCreateIndex(uid: string, options: CreateIndexOptions = {}): SearchIndex {
    return this.indexes.get(uid) ?? this.createIndex(uid, options);
  }

  deleteIndex(uid: string): EnqueuedTask {
    return this.tasks.run(uid, 'indexDeletion', () => {
      const index = this.getIndex(uid);
      const deletedDocuments = index.numberOfDocuments;
      this.indexes.delete(uid);
      return { details: { deletedDocuments } };
    }).task;
  }

  /** Indexes in uid order, paginated like `GET /indexes`. */
  listIndexes(query: { offset?: number; limit?: number } = {}): IndexList {
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 20;
    const all = [...this.indexes.values()]
      .sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0))
      .map((index) => index.info());
    return { results: all.slice(offset, offset + limit), offset, limit, total: all.length };
  }

  /** Several searches in one call; errors name the failing query (`.queries[i]`). */
  multiSearch(request: MultiSearchRequest): MultiSearchResponse {
    if (!request || !Array.isArray(request.queries)) {
      throw new MeiliError('bad_request', 'Missing field `queries`');
    }
    if ('federation' in request && (request as { federation?: unknown }).federation != null) {
      throw new MeiliError(
        'bad_request',
        'Federated multi-search is not supported by this engine.',
      );
    }
    const results: MultiSearchResult[] = [];
    request.queries.forEach((query, i) => {
      try {
        if (!query || typeof query !== 'object') {
          throw new MeiliError('bad_request', 'Invalid value type: expected an object.');
        }
        const { indexUid, ...params } = query;
        if (indexUid === undefined) {
          throw new MeiliError('missing_index_uid', 'Missing field `indexUid`');
        }
        const index = this.getIndex(checkUid(indexUid));
        results.push({ indexUid, ...index.search(params) });
      } catch (error) {
        if (error instanceof MeiliError) {
          const wrapped = new MeiliError(
            error.code,
            `Inside \`.queries[${i}]\`: ${error.message}`,
            400,
          );
          throw wrapped;
        }
        throw error;
      }
    });
    return { results };
  }

  /** A recorded task; throws `task_not_found`. */
  getTask(uid: number): Task {
    return this.tasks.get(uid);
  }

  getTasks(query?: TaskQuery): TaskList {
    return this.tasks.list(query);
  }
}
