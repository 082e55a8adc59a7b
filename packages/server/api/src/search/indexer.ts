import type { Queryable } from '@forecourt/db';
import { type Document, SearchEngine, type SettingsUpdate } from '@forecourt/search-engine';
import {
  type EnqueuedTask,
  Meilisearch,
  type Settings as MeilisearchSettings,
  type Task,
} from 'meilisearch';
import { selectCars } from '../cars.ts';
import {
  CARS_INDEX,
  CARS_INDEX_SETTINGS,
  CARS_PRIMARY_KEY,
  type CarSearchDocument,
  toSearchDocument,
} from './search-documents.ts';

/** Documents per write: one Meilisearch task each, and one database page per rebuild step. */
export const SEARCH_BATCH_SIZE = 5_000;

/** What the indexer needs from a search service: the embedded engine or a Meilisearch. */
export interface SearchWriter {
  /** Creates the index when missing (with its primary key) and applies the settings. */
  configure(
    indexUid: string,
    options: { primaryKey: string; settings: SettingsUpdate },
  ): Promise<void>;
  /** Adds documents, replacing any with the same primary key. */
  upsert(indexUid: string, documents: readonly Document[]): Promise<void>;
  /** Deletes documents by primary key; unknown ids are ignored. */
  remove(indexUid: string, ids: readonly (string | number)[]): Promise<void>;
  /** Every document id in the index (as strings), so a rebuild can drop what the database lost. */
  documentIds(indexUid: string): Promise<string[]>;
}

/** Writes to the in-process engine (the embedded default); `engine` is what `/search` serves. */
export class EmbeddedSearchWriter implements SearchWriter {
  readonly engine: SearchEngine;

  constructor(engine: SearchEngine = new SearchEngine()) {
    this.engine = engine;
  }

  async configure(
    indexUid: string,
    options: { primaryKey: string; settings: SettingsUpdate },
  ): Promise<void> {
    this.engine
      .getOrCreateIndex(indexUid, { primaryKey: options.primaryKey })
      .updateSettings(options.settings);
  }

  async upsert(indexUid: string, documents: readonly Document[]): Promise<void> {
    if (documents.length === 0) return;
    this.engine.getIndex(indexUid).addDocuments([...documents]);
  }

  async remove(indexUid: string, ids: readonly (string | number)[]): Promise<void> {
    if (ids.length === 0) return;
    this.engine.getIndex(indexUid).deleteDocuments([...ids]);
  }

  async documentIds(indexUid: string): Promise<string[]> {
    if (!this.engine.hasIndex(indexUid)) return [];
    const index = this.engine.getIndex(indexUid);
    const key = index.primaryKey;
    if (key === null) return [];
    const ids: string[] = [];
    for (let offset = 0; ; offset += SEARCH_BATCH_SIZE) {
      const page = index.getDocuments({ offset, limit: SEARCH_BATCH_SIZE, fields: [key] });
      for (const document of page.results) ids.push(String(document[key]));
      if (offset + SEARCH_BATCH_SIZE >= page.total) return ids;
    }
  }
}

export interface MeilisearchWriterOptions {
  /** SEARCH_URL: the Meilisearch (or any server speaking its API, like our `/search`). */
  host: string;
  /** SEARCH_KEY: a key allowed to write documents and settings (the master or an admin key). */
  apiKey?: string | undefined;
  /** Documents per `addDocuments` task; default 5,000. */
  batchSize?: number;
  /** Longest wait for one task, in ms; default 5 minutes (a large batch can take a while). */
  taskTimeoutMs?: number;
  /** Poll interval while waiting for a task, in ms; default 50. */
  taskIntervalMs?: number;
}

function isIndexAlreadyExists(error: unknown): boolean {
  return (
    (error as { cause?: { code?: unknown } } | null)?.cause?.code === 'index_already_exists' ||
    (error as { code?: unknown } | null)?.code === 'index_already_exists'
  );
}

/**
 * Writes to a Meilisearch with the official `meilisearch` client: every write is a task the
 * writer waits for (`tasks.waitForTask`); a failed task throws with Meilisearch's message.
 */
export class MeilisearchWriter implements SearchWriter {
  readonly client: Meilisearch;
  private readonly batchSize: number;
  private readonly waitOptions: { timeout: number; interval: number };

  constructor(options: MeilisearchWriterOptions) {
    this.client = new Meilisearch({
      host: options.host,
      ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    });
    this.batchSize = options.batchSize ?? SEARCH_BATCH_SIZE;
    this.waitOptions = {
      timeout: options.taskTimeoutMs ?? 300_000,
      interval: options.taskIntervalMs ?? 50,
    };
  }

  private async wait(enqueued: Promise<EnqueuedTask>): Promise<Task> {
    const task = await this.client.tasks.waitForTask(await enqueued, this.waitOptions);
    if (task.status === 'failed') {
      // `cause` is Meilisearch's error body, as on the client's own MeilisearchApiError.
      throw new Error(
        `Meilisearch task ${task.uid} (${task.type}) failed: ${task.error?.message ?? 'no message'}`,
        { cause: task.error },
      );
    }
    return task;
  }

  async configure(
    indexUid: string,
    options: { primaryKey: string; settings: SettingsUpdate },
  ): Promise<void> {
    try {
      await this.wait(this.client.createIndex(indexUid, { primaryKey: options.primaryKey }));
    } catch (error) {
      // Meilisearch fails the task; the embedded `/search` answers 409 at once. Either is fine.
      if (!isIndexAlreadyExists(error)) throw error;
    }
    await this.wait(
      this.client.index(indexUid).updateSettings(options.settings as MeilisearchSettings),
    );
  }

  async upsert(indexUid: string, documents: readonly Document[]): Promise<void> {
    const index = this.client.index(indexUid);
    for (let start = 0; start < documents.length; start += this.batchSize) {
      await this.wait(index.addDocuments(documents.slice(start, start + this.batchSize)));
    }
  }

  async remove(indexUid: string, ids: readonly (string | number)[]): Promise<void> {
    const index = this.client.index(indexUid);
    for (let start = 0; start < ids.length; start += this.batchSize) {
      await this.wait(
        index.deleteDocuments(ids.slice(start, start + this.batchSize).map((id) => String(id))),
      );
    }
  }

  async documentIds(indexUid: string): Promise<string[]> {
    const index = this.client.index(indexUid);
    let primaryKey: string | null | undefined;
    try {
      primaryKey = (await index.getRawInfo()).primaryKey;
    } catch (error) {
      if ((error as { cause?: { code?: unknown } }).cause?.code === 'index_not_found') return [];
      throw error;
    }
    if (!primaryKey) return [];
    const ids: string[] = [];
    for (let offset = 0; ; offset += this.batchSize) {
      const page = await index.getDocuments<Record<string, unknown>>({
        offset,
        limit: this.batchSize,
        fields: [primaryKey],
      });
      for (const document of page.results) ids.push(String(document[primaryKey]));
      if (page.results.length < this.batchSize || offset + this.batchSize >= page.total) {
        return ids;
      }
    }
  }
}

/** What a rebuild did. */
export interface RebuildReport {
  /** Cars written to the index (every car in the database). */
  indexed: number;
  /** Documents removed because their car is no longer in the database. */
  removed: number;
  /** Wall time in milliseconds. */
  ms: number;
}

/** What a refresh did. */
export interface RefreshReport {
  /** Cars re-read and written. */
  upserted: number;
  /** Ids whose car no longer exists, deleted from the index. */
  removed: number;
}

export interface CarIndexerOptions {
  db: Queryable;
  writer: SearchWriter;
  /** Cars per database page and per write; default 5,000. */
  batchSize?: number;
  /** Monotonic milliseconds for the rebuild time (injected in tests). */
  clock?: () => number;
  /**
   * Only these dealerships' cars (a site's own Meilisearch or Algolia index holds its stock
   * alone); every car when absent (the embedded index every site shares).
   */
  dealershipIds?: readonly number[];
}

/**
 * Keeps the `cars` index in step with the `cars` table (the source of truth). The index holds
 * every car — sold, hidden, every dealership; each site's search filter decides what it shows
 * (see `siteSearchFilter`). Operations run one at a time, in call order, so a refresh never
 * writes an older read over a newer one.
 */
export class CarIndexer {
  private readonly db: Queryable;
  private readonly writer: SearchWriter;
  private readonly batchSize: number;
  private readonly clock: () => number;
  private readonly dealershipIds: readonly number[] | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private configured = false;

  constructor(options: CarIndexerOptions) {
    this.db = options.db;
    this.writer = options.writer;
    this.batchSize = options.batchSize ?? SEARCH_BATCH_SIZE;
    this.clock = options.clock ?? (() => performance.now());
    this.dealershipIds = options.dealershipIds ? [...options.dealershipIds] : undefined;
  }

  /** `where` limited to the indexer's dealerships (when it has a subset); `$n` numbering kept. */
  private scoped(where: string, params: unknown[]): [string, unknown[]] {
    if (!this.dealershipIds) return [where, params];
    return [
      `(${where}) AND c.dealership_id = ANY($${params.length + 1}::int[])`,
      [...params, this.dealershipIds],
    ];
  }

  private async configure(): Promise<void> {
    await this.writer.configure(CARS_INDEX, {
      primaryKey: CARS_PRIMARY_KEY,
      settings: CARS_INDEX_SETTINGS,
    });
    this.configured = true;
  }

  private serialise<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Fills the index from the database: applies the settings, writes every car in pages of
   * `batchSize` (by id, so memory stays flat), then deletes documents of cars that are gone.
   * Documents are replaced in place, so searches keep answering during a rebuild.
   */
  rebuild(): Promise<RebuildReport> {
    return this.serialise(async () => {
      const started = this.clock();
      await this.configure();
      const stale = new Set(await this.writer.documentIds(CARS_INDEX));
      let indexed = 0;
      let lastId = 0;
      for (;;) {
        const [where, params] = this.scoped('c.id > $1', [lastId]);
        const cars = await selectCars(
          this.db,
          where,
          params,
          `ORDER BY c.id LIMIT ${this.batchSize}`,
        );
        if (cars.length === 0) break;
        const documents = cars.map(toSearchDocument);
        await this.writer.upsert(CARS_INDEX, documents);
        for (const document of documents) stale.delete(String(document.id));
        indexed += documents.length;
        lastId = (cars[cars.length - 1] as { id: number }).id;
        if (cars.length < this.batchSize) break;
      }
      await this.writer.remove(CARS_INDEX, [...stale]);
      return { indexed, removed: stale.size, ms: Math.round(this.clock() - started) };
    });
  }

  /**
   * Re-reads these cars (after a stock import or a sold mark): writes the ones that exist (in the
   * indexer's dealerships) and deletes the rest from the index.
   */
  refresh(carIds: readonly number[]): Promise<RefreshReport> {
    const ids = [...new Set(carIds)].filter((id) => Number.isInteger(id));
    return this.serialise(async () => {
      if (ids.length === 0) return { upserted: 0, removed: 0 };
      if (!this.configured) await this.configure();
      let upserted = 0;
      const found = new Set<number>();
      for (let start = 0; start < ids.length; start += this.batchSize) {
        const [where, params] = this.scoped('c.id = ANY($1::int[])', [
          ids.slice(start, start + this.batchSize),
        ]);
        const cars = await selectCars(this.db, where, params);
        const documents: CarSearchDocument[] = cars.map(toSearchDocument);
        await this.writer.upsert(CARS_INDEX, documents);
        for (const document of documents) found.add(document.id);
        upserted += documents.length;
      }
      const gone = ids.filter((id) => !found.has(id));
      await this.writer.remove(CARS_INDEX, gone);
      return { upserted, removed: gone.length };
    });
  }
}
