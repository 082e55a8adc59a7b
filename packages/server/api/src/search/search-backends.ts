import type { Queryable } from '@forecourt/db';
import {
  type Document,
  type FilterNode,
  parseFilter,
  type SearchEngine,
  type SettingsUpdate,
} from '@forecourt/search-engine';
import type { SearchBackendConfig, SearchClientDescriptor } from '@forecourt/site-config';
import { type Algoliasearch, algoliasearch } from 'algoliasearch';
import type { Meilisearch } from 'meilisearch';
import type { SiteRecord } from '../site-directory.ts';
import {
  CarIndexer,
  EmbeddedSearchWriter,
  MeilisearchWriter,
  SEARCH_BATCH_SIZE,
  type SearchWriter,
} from './indexer.ts';
import { CARS_INDEX } from './search-documents.ts';
import { scopeSearchFilter, siteSearchFilter } from './search-scope.ts';

/**
 * A site's search back end on the server: where the indexer writes the site's cars
 * and where the site's server-side searches (results loader, similar vehicles, budget finder,
 * models — everything that posts to the site's `/search/multi-search`) run. Three
 * implementations: the embedded engine (the default, shared by every embedded site), a
 * Meilisearch over HTTP (`meilisearch` client) and Algolia (`algoliasearch` v5's full client).
 * Searches speak Meilisearch's multi-search shape whatever the back end, and every search on
 * `cars` is scoped to the site exactly as the embedded `/search` scopes it.
 */
export interface SearchBackend extends SearchWriter {
  readonly kind: SearchBackendConfig['kind'];
  /** Meilisearch multi-search queries; each query on `cars` gets `siteFilter` ANDed in. */
  multiSearch(
    queries: readonly Record<string, unknown>[],
    siteFilter: string | null,
  ): Promise<{ results: Record<string, unknown>[] }>;
}

/** A Meilisearch query on `cars` with the site's filter as its own AND part. */
function scopedQuery(query: Record<string, unknown>, siteFilter: string | null) {
  if (query.indexUid !== CARS_INDEX || siteFilter === null) return query;
  return { ...query, filter: scopeSearchFilter(query.filter, siteFilter) };
}

/** The embedded engine: what `/search` serves; the indexer's `EmbeddedSearchWriter`. */
export class EmbeddedSearchBackend extends EmbeddedSearchWriter implements SearchBackend {
  readonly kind = 'embedded' as const;

  constructor(engine?: SearchEngine) {
    super(engine);
  }

  async multiSearch(queries: readonly Record<string, unknown>[], siteFilter: string | null) {
    return this.engine.multiSearch({
      queries: queries.map((query) => scopedQuery(query, siteFilter)) as never,
    }) as unknown as { results: Record<string, unknown>[] };
  }
}

/** Writes under another index name: the indexer's `cars` is the back end's `indexName`. */
function renamed(indexUid: string, indexName: string): string {
  return indexUid === CARS_INDEX ? indexName : indexUid;
}

export interface MeilisearchBackendOptions {
  url: string;
  /** A key that may write documents and settings (and search, for server-side searches). */
  adminKey: string;
  /** The cars index on that Meilisearch; default `cars`. */
  indexName?: string;
  batchSize?: number;
  taskIntervalMs?: number;
}

/** A Meilisearch (or anything speaking its API) over HTTP, with the official client. */
export class MeilisearchSearchBackend implements SearchBackend {
  readonly kind = 'meilisearch' as const;
  readonly writer: MeilisearchWriter;
  readonly indexName: string;
  private readonly client: Meilisearch;

  constructor(options: MeilisearchBackendOptions) {
    this.writer = new MeilisearchWriter({
      host: options.url,
      apiKey: options.adminKey,
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      ...(options.taskIntervalMs ? { taskIntervalMs: options.taskIntervalMs } : {}),
    });
    this.client = this.writer.client;
    this.indexName = options.indexName ?? CARS_INDEX;
  }

  configure(indexUid: string, options: { primaryKey: string; settings: SettingsUpdate }) {
    return this.writer.configure(renamed(indexUid, this.indexName), options);
  }
  upsert(indexUid: string, documents: readonly Document[]) {
    return this.writer.upsert(renamed(indexUid, this.indexName), documents);
  }
  remove(indexUid: string, ids: readonly (string | number)[]) {
    return this.writer.remove(renamed(indexUid, this.indexName), ids);
  }
  documentIds(indexUid: string) {
    return this.writer.documentIds(renamed(indexUid, this.indexName));
  }

  async multiSearch(queries: readonly Record<string, unknown>[], siteFilter: string | null) {
    const answer = await this.client.multiSearch({
      queries: queries.map((query) => {
        const scoped = scopedQuery(query, siteFilter);
        return { ...scoped, indexUid: renamed(String(scoped.indexUid), this.indexName) };
      }) as never,
    });
    return {
      results: answer.results.map((result) => ({
        ...(result as unknown as Record<string, unknown>),
        indexUid: result.indexUid === this.indexName ? CARS_INDEX : result.indexUid,
      })),
    };
  }
}

/** Meilisearch's filter (string or array form) as an Algolia `filters` string. */
export function algoliaFiltersOf(filter: unknown): string {
  const node = parseFilter(filter);
  return node ? algoliaFilterString(node, false) : '';
}

function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function isNumber(token: { value: string; quoted: boolean }): boolean {
  return !token.quoted && /^-?\d+(?:\.\d+)?$/.test(token.value);
}

function attributeName(token: { value: string }): string {
  return /^[A-Za-z0-9_.]+$/.test(token.value) ? token.value : quoted(token.value);
}

function equality(attribute: string, token: { value: string; quoted: boolean }): string {
  if (isNumber(token)) return `${attribute} = ${token.value}`;
  if (!token.quoted && (token.value === 'true' || token.value === 'false')) {
    return `${attribute}:${token.value}`;
  }
  return `${attribute}:${quoted(token.value)}`;
}

class UntranslatableFilter extends Error {
  override name = 'UntranslatableFilter';
}

/** Algolia filters: ANDs of ORs of single (optionally NOT-ed) conditions, no NOT of a group. */
function algoliaFilterString(node: FilterNode, inOr: boolean): string {
  switch (node.kind) {
    case 'and': {
      if (inOr) throw new UntranslatableFilter('Algolia filters cannot OR an AND group');
      const parts = node.children.map((child) => algoliaFilterString(child, false));
      return parts.map((part) => (node.children.length > 1 ? group(part) : part)).join(' AND ');
    }
    case 'or':
      return `(${node.children.map((child) => algoliaFilterString(child, true)).join(' OR ')})`;
    case 'not': {
      const child = node.child;
      if (child.kind === 'condition' && child.operator === 'IN') {
        const nots = child.values.map(
          (value) => `NOT ${equality(attributeName(child.attribute), value)}`,
        );
        if (inOr && nots.length > 1) throw new UntranslatableFilter('NOT IN inside an OR');
        return nots.join(' AND ');
      }
      if (child.kind === 'condition' && child.operator === '=') {
        return `NOT ${equality(attributeName(child.attribute), child.values[0] as never)}`;
      }
      throw new UntranslatableFilter(
        `Algolia filters cannot negate ${child.kind === 'condition' ? child.source : 'a group'}`,
      );
    }
    case 'condition': {
      const attribute = attributeName(node.attribute);
      const [first, second] = node.values;
      switch (node.operator) {
        case '=':
          return equality(attribute, first as never);
        case '>':
        case '>=':
        case '<':
        case '<=':
          if (!first || !isNumber(first))
            throw new UntranslatableFilter(`${node.source}: not a number`);
          return `${attribute} ${node.operator} ${first.value}`;
        case 'TO':
          return `${attribute}:${first?.value} TO ${second?.value}`;
        case 'IN': {
          const parts = node.values.map((value) => equality(attribute, value));
          if (parts.length === 1) return parts[0] as string;
          if (inOr) return parts.join(' OR ');
          return `(${parts.join(' OR ')})`;
        }
        default:
          throw new UntranslatableFilter(
            `Algolia filters have no ${node.operator}: ${node.source}`,
          );
      }
    }
    default:
      throw new UntranslatableFilter('Algolia filters have no geo search');
  }
}

function group(part: string): string {
  return part.includes(' OR ') && !part.startsWith('(') ? `(${part})` : part;
}

/** CARS_INDEX_SETTINGS in Algolia's terms; sortable attributes become replicas `<index>:<attr>:<dir>`. */
export function algoliaSettingsOf(
  settings: SettingsUpdate,
  indexName: string,
): { primary: Record<string, unknown>; replicas: Record<string, Record<string, unknown>> } {
  const replicas: Record<string, Record<string, unknown>> = {};
  for (const attribute of settings.sortableAttributes ?? []) {
    for (const direction of ['asc', 'desc'] as const) {
      replicas[`${indexName}:${attribute}:${direction}`] = {
        customRanking: [`${direction}(${attribute})`],
      };
    }
  }
  return {
    primary: {
      searchableAttributes: settings.searchableAttributes ?? [],
      // Every filter is also a facet here: the results page counts most of them.
      attributesForFaceting: settings.filterableAttributes ?? [],
      replicas: Object.keys(replicas),
      ...(settings.faceting?.maxValuesPerFacet
        ? { maxValuesPerFacet: settings.faceting.maxValuesPerFacet }
        : {}),
      ...(settings.pagination?.maxTotalHits
        ? { paginationLimitedTo: settings.pagination.maxTotalHits }
        : {}),
    },
    replicas,
  };
}

export interface AlgoliaBackendOptions {
  appId: string;
  /** The write (admin) key: server only. */
  adminKey: string;
  indexName: string;
  /** Other hosts than Algolia's (tests: the platform's own engine over HTTP). */
  hosts?: { url: string; accept: 'read' | 'write' | 'readWrite'; protocol: 'http' | 'https' }[];
  batchSize?: number;
}

/** Algolia with `algoliasearch` v5's full client: saveObjects, deleteObjects, setSettings, waitForTask. */
export class AlgoliaSearchBackend implements SearchBackend {
  readonly kind = 'algolia' as const;
  readonly client: Algoliasearch;
  readonly indexName: string;
  private readonly batchSize: number;

  constructor(options: AlgoliaBackendOptions) {
    this.client = algoliasearch(options.appId, options.adminKey, {
      ...(options.hosts ? { hosts: options.hosts } : {}),
    });
    this.indexName = options.indexName;
    this.batchSize = Math.min(options.batchSize ?? 1_000, SEARCH_BATCH_SIZE);
  }

  async configure(indexUid: string, options: { primaryKey: string; settings: SettingsUpdate }) {
    const indexName = renamed(indexUid, this.indexName);
    const { primary, replicas } = algoliaSettingsOf(options.settings, indexName);
    const task = await this.client.setSettings({ indexName, indexSettings: primary });
    await this.client.waitForTask({ indexName, taskID: task.taskID });
    for (const [replica, settings] of Object.entries(replicas)) {
      const replicaTask = await this.client.setSettings({
        indexName: replica,
        indexSettings: settings,
      });
      await this.client.waitForTask({ indexName: replica, taskID: replicaTask.taskID });
    }
  }

  async upsert(indexUid: string, documents: readonly Document[]) {
    if (documents.length === 0) return;
    await this.client.saveObjects({
      indexName: renamed(indexUid, this.indexName),
      objects: documents.map((document) => ({ ...document, objectID: String(document.id) })),
      batchSize: this.batchSize,
      waitForTasks: true,
    });
  }

  async remove(indexUid: string, ids: readonly (string | number)[]) {
    if (ids.length === 0) return;
    await this.client.deleteObjects({
      indexName: renamed(indexUid, this.indexName),
      objectIDs: ids.map(String),
      batchSize: this.batchSize,
      waitForTasks: true,
    });
  }

  async documentIds(indexUid: string): Promise<string[]> {
    const indexName = renamed(indexUid, this.indexName);
    const ids: string[] = [];
    try {
      await this.client.browseObjects<Record<string, unknown>>({
        indexName,
        browseParams: { attributesToRetrieve: ['objectID'] },
        aggregator: (page) => {
          for (const hit of page.hits) ids.push(hit.objectID);
        },
      });
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) return [];
      throw error;
    }
    return ids;
  }

  /** Meilisearch queries in, Algolia searches out, Meilisearch-shaped answers back. */
  async multiSearch(queries: readonly Record<string, unknown>[], siteFilter: string | null) {
    const requests = queries.map((query) => this.algoliaRequest(scopedQuery(query, siteFilter)));
    const { results } = await this.client.search({ requests });
    return {
      results: results.map((result, position) =>
        meilisearchResult(queries[position] as Record<string, unknown>, result as never),
      ),
    };
  }

  private algoliaRequest(query: Record<string, unknown>) {
    const base = renamed(String(query.indexUid), this.indexName);
    const sort = query.sort as string[] | undefined;
    if (sort && sort.length > 1) throw new UntranslatableFilter('Algolia sorts by one replica');
    const indexName = sort?.[0] ? `${base}:${sort[0]}` : base;
    const filters = algoliaFiltersOf(query.filter);
    const params: Record<string, unknown> = {
      indexName,
      query: typeof query.q === 'string' ? query.q : '',
      attributesToHighlight: [],
      ...(filters ? { filters } : {}),
      ...(Array.isArray(query.facets) ? { facets: query.facets } : {}),
      ...(Array.isArray(query.attributesToRetrieve)
        ? { attributesToRetrieve: query.attributesToRetrieve }
        : {}),
    };
    if (query.page !== undefined || query.hitsPerPage !== undefined) {
      params.hitsPerPage = query.hitsPerPage ?? 20;
      params.page = Math.max(0, Number(query.page ?? 1) - 1);
    } else {
      params.offset = query.offset ?? 0;
      params.length = query.limit ?? 20;
    }
    return params as never;
  }
}

interface AlgoliaResult {
  hits: (Record<string, unknown> & { objectID: string })[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
  processingTimeMS: number;
  query: string;
}

function meilisearchResult(query: Record<string, unknown>, result: AlgoliaResult) {
  const hits = result.hits.map(
    ({ objectID: _id, _highlightResult: _h, _snippetResult: _s, _rankingInfo: _r, ...hit }) => hit,
  );
  const common = {
    indexUid: query.indexUid,
    hits,
    query: result.query,
    processingTimeMs: result.processingTimeMS,
    ...(result.facets ? { facetDistribution: result.facets } : {}),
    ...(result.facets_stats
      ? {
          facetStats: Object.fromEntries(
            Object.entries(result.facets_stats).map(([name, { min, max }]) => [name, { min, max }]),
          ),
        }
      : {}),
  };
  if (query.page !== undefined || query.hitsPerPage !== undefined) {
    return {
      ...common,
      hitsPerPage: result.hitsPerPage,
      page: result.page + 1,
      totalPages: result.nbPages,
      totalHits: result.nbHits,
    };
  }
  return {
    ...common,
    limit: query.limit ?? 20,
    offset: query.offset ?? 0,
    estimatedTotalHits: result.nbHits,
  };
}

/** Reads a named secret (never from the repo: the config names the variable). */
export type SecretSource = (name: string) => string | undefined;

/** A back end whose secret is missing: named, so the server can say which variable to set. */
export class SearchBackendConfigError extends Error {
  override name = 'SearchBackendConfigError';
}

/**
 * The server's back end for a site config: the shared embedded one, or a Meilisearch/Algolia
 * client with its write key read from the environment variable the config names.
 */
export function searchBackendFor(
  config: SearchBackendConfig,
  options: {
    embedded: EmbeddedSearchBackend;
    secrets: SecretSource;
    /** Tests: where an `algolia` back end's requests go instead of Algolia's hosts. */
    algoliaHosts?: AlgoliaBackendOptions['hosts'];
  },
): SearchBackend {
  const secret = (name: string) => {
    const value = options.secrets(name)?.trim();
    if (!value) throw new SearchBackendConfigError(`environment variable ${name} is not set`);
    return value;
  };
  switch (config.kind) {
    case 'meilisearch':
      return new MeilisearchSearchBackend({
        url: config.url,
        adminKey: secret(config.admin_key_env),
        indexName: config.index_name,
      });
    case 'algolia':
      return new AlgoliaSearchBackend({
        appId: config.app_id,
        adminKey: secret(config.admin_key_env),
        indexName: config.index_name,
        ...(options.algoliaHosts ? { hosts: options.algoliaHosts } : {}),
      });
    default:
      return options.embedded;
  }
}

/**
 * The site's public search descriptor with a fresh Meilisearch tenant token (signed here with
 * the search key the config names, filter-scoped to the site): what a browser may be given.
 */
export async function browserSearchClient(
  site: Pick<SiteRecord, 'dealershipIds' | 'settings'>,
  secrets: SecretSource,
  expiresAt: Date,
): Promise<SearchClientDescriptor> {
  const backend = site.settings.search.backend;
  if (backend.kind !== 'meilisearch') {
    return backend.kind === 'algolia'
      ? {
          kind: 'algolia',
          appId: backend.app_id,
          indexName: backend.index_name,
          searchKey: backend.search_only_key,
        }
      : { kind: 'embedded', indexName: 'cars' };
  }
  const apiKey = secrets(backend.search_key_env)?.trim();
  if (!apiKey)
    throw new SearchBackendConfigError(`environment variable ${backend.search_key_env} is not set`);
  const { generateTenantToken } = await import('meilisearch/token');
  const searchKey = await generateTenantToken({
    apiKey,
    apiKeyUid: backend.search_key_uid,
    searchRules: { [backend.index_name]: { filter: siteSearchFilter(site) } },
    expiresAt,
  });
  return { kind: 'meilisearch', url: backend.url, indexName: backend.index_name, searchKey };
}

/** One back end per distinct target (kind, where, index), shared by the sites that name it. */
export class SearchBackends {
  readonly embedded: EmbeddedSearchBackend;
  private readonly secrets: SecretSource;
  private readonly algoliaHosts: AlgoliaBackendOptions['hosts'];
  private readonly byTarget = new Map<string, SearchBackend>();

  constructor(options: {
    embedded: EmbeddedSearchBackend;
    secrets: SecretSource;
    algoliaHosts?: AlgoliaBackendOptions['hosts'];
  }) {
    this.embedded = options.embedded;
    this.secrets = options.secrets;
    this.algoliaHosts = options.algoliaHosts;
  }

  /** The site's back end (the embedded one unless its config names another). */
  forSite(site: Pick<SiteRecord, 'settings'>): SearchBackend {
    const config = site.settings.search.backend;
    if (config.kind === 'embedded') return this.embedded;
    const target =
      config.kind === 'algolia'
        ? `algolia ${config.app_id} ${config.index_name}`
        : `meilisearch ${config.url} ${config.index_name}`;
    let backend = this.byTarget.get(target);
    if (!backend) {
      backend = searchBackendFor(config, {
        embedded: this.embedded,
        secrets: this.secrets,
        ...(this.algoliaHosts ? { algoliaHosts: this.algoliaHosts } : {}),
      });
      this.byTarget.set(target, backend);
    }
    return backend;
  }
}

/**
 * The indexers a platform needs: one over the embedded engine with every car, and one per
 * distinct remote back end with only the cars of the sites that point at it.
 */
export function siteIndexers(
  db: Queryable,
  sites: readonly SiteRecord[],
  backendOf: (site: SiteRecord) => SearchBackend,
  embedded: EmbeddedSearchBackend,
): { backend: SearchBackend; indexer: CarIndexer }[] {
  const remote = new Map<SearchBackend, Set<number>>();
  for (const site of sites) {
    const backend = backendOf(site);
    if (backend === embedded) continue;
    const ids = remote.get(backend) ?? new Set<number>();
    for (const id of site.dealershipIds) ids.add(id);
    remote.set(backend, ids);
  }
  return [
    { backend: embedded, indexer: new CarIndexer({ db, writer: embedded }) },
    ...[...remote].map(([backend, ids]) => ({
      backend,
      indexer: new CarIndexer({ db, writer: backend, dealershipIds: [...ids] }),
    })),
  ];
}
