import { escapeHtml } from '@forecourt/format';
import { AlgoliaError } from './algolia-error.ts';
import { algoliaFilter, type EngineFilter } from './algolia-filters.ts';
import {
  type HighlightOptions,
  type HighlightTree,
  highlightResult,
  INSTANTSEARCH_PRE_TAG,
} from './algolia-highlight.ts';
import {
  type AlgoliaSearchParams,
  echoParams,
  mergeParams,
  resolveAlgoliaParams,
} from './algolia-params.ts';
import { isMeiliError } from './errors.ts';
import type { Document } from './flatten.ts';
import { parseQuery } from './matching.ts';
import type { SearchHit, SearchResponse } from './search.ts';
import type { SearchEngine } from './search-engine.ts';
import type { SearchIndex } from './search-index.ts';
import type { SearchParams } from './search-params.ts';
import { foldFacet } from './text.ts';

/**
 * The Algolia search API subset (`algoliasearch` v5, InstantSearch) answered from the engine:
 * requests in Algolia's shape in, answers in Algolia's shape out, no HTTP. Errors are
 * `AlgoliaError`s (`{ message, status }`); the engine's own errors become 4xx AlgoliaErrors.
 */

/**
 * A filter every search on an index must stay inside (a site's scope), or null/undefined for
 * none. It is ANDed beside the request's filters as its own part, so they cannot widen it.
 */
export type AlgoliaScope = (indexUid: string) => string | null | undefined;

/** An Algolia search answer. */
export interface AlgoliaSearchResponse {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
  exhaustiveFacetsCount: boolean;
  exhaustiveNbHits: boolean;
  exhaustive: { facetsCount: boolean; nbHits: boolean; typo: boolean };
  processingTimeMS: number;
  query: string;
  params: string;
  /** Multi-queries only: the index (name as requested) the result is for. */
  index?: string;
}

export type AlgoliaHit = Document & {
  objectID: string;
  _highlightResult?: Record<string, HighlightTree>;
};

export interface AlgoliaFacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface AlgoliaFacetSearchResponse {
  facetHits: AlgoliaFacetHit[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

/** An index name: a real index, or `<index>:<attribute>:<asc|desc>` for a sorted view of it. */
interface IndexTarget {
  name: string;
  uid: string;
  sort: string[];
}

function indexTarget(name: string): IndexTarget {
  const sorted = /^([^:]+):(.+):(asc|desc)$/.exec(name);
  if (sorted) {
    return { name, uid: sorted[1] as string, sort: [`${sorted[2]}:${sorted[3]}`] };
  }
  return { name, uid: name, sort: [] };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Runs `work`, turning the engine's client errors into Algolia-shaped ones. */
export function translated<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (isMeiliError(error) && error.httpStatus < 500) {
      // The engine's message without Meilisearch's `start:end source` line: it would show the
      // translated filter, not the one the client sent.
      throw new AlgoliaError(error.message.split('\n')[0] ?? error.message, error.httpStatus);
    }
    throw error;
  }
}

function indexFor(engine: SearchEngine, target: IndexTarget): SearchIndex {
  try {
    return engine.getIndex(target.uid);
  } catch (error) {
    if (isMeiliError(error) && error.code === 'index_not_found') {
      throw new AlgoliaError(`Index ${target.name} does not exist`, 404);
    }
    throw error;
  }
}

function withScope(
  filter: EngineFilter,
  target: IndexTarget,
  scope: AlgoliaScope | undefined,
): EngineFilter | null {
  const scoped = scope?.(target.uid);
  const parts = scoped ? [scoped, ...filter] : filter;
  return parts.length === 0 ? null : parts;
}

/** Keeps the attributes the client asked for (`*`: all), whatever else was fetched. */
function retrieve(hit: Document, attributes: readonly string[], extra: Set<string>): Document {
  if (attributes.includes('*')) {
    if (extra.size === 0) return hit;
    const out: Document = {};
    for (const [key, value] of Object.entries(hit)) if (!extra.has(key)) out[key] = value;
    return out;
  }
  const out: Document = {};
  for (const [key, value] of Object.entries(hit)) {
    if (attributes.some((rule) => rule === key || rule.startsWith(`${key}.`))) out[key] = value;
  }
  return out;
}

/** Facet counts in Algolia's order (count, or alpha), cut to `maxValuesPerFacet`. */
function orderFacets(
  distribution: Record<string, Record<string, number>>,
  params: AlgoliaSearchParams,
): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const [name, values] of Object.entries(distribution)) {
    const entries = Object.entries(values);
    if (params.sortFacetValuesBy === 'count') {
      entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    }
    out[name] = Object.fromEntries(entries.slice(0, params.maxValuesPerFacet));
  }
  return out;
}

function runSearch(
  engine: SearchEngine,
  target: IndexTarget,
  request: Record<string, unknown>,
  scope: AlgoliaScope | undefined,
): AlgoliaSearchResponse {
  const params = resolveAlgoliaParams(mergeParams(request));
  const index = indexFor(engine, target);
  const primaryKey = index.info().primaryKey ?? 'id';
  const settings = index.getSettings();
  const highlightAttributes = params.attributesToHighlight ?? settings.searchableAttributes;
  const wanted = params.attributesToRetrieve;
  const extra = new Set<string>();
  let fetch: string[] = ['*'];
  if (!wanted.includes('*')) {
    fetch = [...wanted];
    for (const name of [primaryKey, ...highlightAttributes]) {
      if (name === '*') {
        fetch = ['*'];
        break;
      }
      if (!fetch.includes(name)) {
        fetch.push(name);
        extra.add(name);
      }
    }
  }
  const paged = params.offset === undefined;
  const hitsPerPage = paged ? params.hitsPerPage : (params.length ?? params.hitsPerPage);
  const engineParams: SearchParams = {
    q: params.query,
    filter: withScope(algoliaFilter(params), target, scope),
    attributesToRetrieve: fetch,
    showMatchesPosition: highlightAttributes.length > 0,
    ...(target.sort.length > 0 ? { sort: target.sort } : {}),
    ...(params.facets.length > 0 ? { facets: params.facets } : {}),
    ...(paged
      ? { page: params.page + 1, hitsPerPage }
      : { offset: params.offset, limit: hitsPerPage }),
  };
  const response: SearchResponse = translated(() => index.search(engineParams));
  const highlight: HighlightOptions = {
    queryWords: parseQuery(params.query).words,
    preTag: params.highlightPreTag,
    postTag: params.highlightPostTag,
    escape: params.highlightPreTag !== INSTANTSEARCH_PRE_TAG,
  };
  const hits = response.hits.map((engineHit: SearchHit) => {
    const { _matchesPosition: positions, ...document } = engineHit;
    const hit: AlgoliaHit = {
      ...retrieve(document, wanted, extra),
      objectID: String(document[primaryKey]),
    };
    if (highlightAttributes.length > 0) {
      hit._highlightResult = highlightResult(
        document,
        highlightAttributes,
        positions ?? {},
        highlight,
      );
    }
    return hit;
  });
  const nbHits = response.totalHits ?? response.estimatedTotalHits ?? 0;
  const exhaustiveNbHits = nbHits < settings.pagination.maxTotalHits;
  const answer: AlgoliaSearchResponse = {
    hits,
    nbHits,
    page: paged ? params.page : 0,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits,
    exhaustive: { facetsCount: true, nbHits: exhaustiveNbHits, typo: true },
    processingTimeMS: response.processingTimeMs,
    query: params.query,
    params: echoParams(request),
  };
  if (!paged) {
    answer.offset = params.offset as number;
    answer.length = hitsPerPage;
  }
  if (params.facets.length > 0) {
    answer.facets = orderFacets(response.facetDistribution ?? {}, params);
    answer.facets_stats = response.facetStats ?? {};
  }
  // The engine's own clock (injected through `new SearchEngine({ clock })`).
  return answer;
}

function runFacetSearch(
  engine: SearchEngine,
  target: IndexTarget,
  facet: string,
  request: Record<string, unknown>,
  scope: AlgoliaScope | undefined,
): AlgoliaFacetSearchResponse {
  const params = resolveAlgoliaParams(mergeParams(request));
  const index = indexFor(engine, target);
  const filter = withScope(algoliaFilter(params), target, scope);
  const response = translated(() =>
    index.facetSearch({
      facetName: facet,
      facetQuery: params.facetQuery,
      q: params.query,
      ...(filter === null ? {} : { filter }),
    }),
  );
  const query = foldFacet(params.facetQuery);
  const esc =
    params.highlightPreTag === INSTANTSEARCH_PRE_TAG ? (value: string) => value : escapeHtml;
  const found = [...response.facetHits];
  if (params.sortFacetValuesBy === 'count') found.sort((a, b) => b.count - a.count);
  const facetHits = found.slice(0, params.maxFacetHits).map(({ value, count }) => {
    const prefix = query !== '' && foldFacet(value).startsWith(query) ? query.length : 0;
    const highlighted =
      prefix === 0
        ? esc(value)
        : params.highlightPreTag +
          esc(value.slice(0, prefix)) +
          params.highlightPostTag +
          esc(value.slice(prefix));
    return { value, highlighted, count };
  });
  return {
    facetHits,
    exhaustiveFacetsCount: true,
    processingTimeMS: response.processingTimeMs,
  };
}

/** `POST /1/indexes/{index}/query`: one search. */
export function algoliaSearch(
  engine: SearchEngine,
  indexName: string,
  request: Record<string, unknown>,
  scope?: AlgoliaScope,
): AlgoliaSearchResponse {
  return runSearch(engine, indexTarget(indexName), request, scope);
}

/** `POST /1/indexes/{index}/facets/{facet}/query`: search for facet values. */
export function algoliaFacetSearch(
  engine: SearchEngine,
  indexName: string,
  facet: string,
  request: Record<string, unknown>,
  scope?: AlgoliaScope,
): AlgoliaFacetSearchResponse {
  return runFacetSearch(engine, indexTarget(indexName), facet, request, scope);
}

/**
 * `POST /1/indexes/*\/queries`: `{ requests: [{ indexName, type?, facet?, params?, ... }] }`.
 * Every request runs (the `strategy` is not applied); `type: 'facet'` ones search facet values.
 */
export function algoliaMultiSearch(
  engine: SearchEngine,
  body: Record<string, unknown>,
  scope?: AlgoliaScope,
): { results: (AlgoliaSearchResponse | AlgoliaFacetSearchResponse)[] } {
  const requests = body.requests;
  if (!Array.isArray(requests)) throw new AlgoliaError('Missing "requests" in the body');
  const results: (AlgoliaSearchResponse | AlgoliaFacetSearchResponse)[] = [];
  for (const request of requests) {
    if (!isObject(request)) throw new AlgoliaError('Each request must be an object');
    if (typeof request.indexName !== 'string' || request.indexName === '') {
      throw new AlgoliaError('Missing "indexName" in a request');
    }
    const target = indexTarget(request.indexName);
    if (request.type === 'facet') {
      if (typeof request.facet !== 'string' || request.facet === '') {
        throw new AlgoliaError('Missing "facet" in a facet request');
      }
      results.push(runFacetSearch(engine, target, request.facet, request, scope));
    } else if (request.type === undefined || request.type === 'default') {
      results.push({ ...runSearch(engine, target, request, scope), index: target.name });
    } else {
      throw new AlgoliaError(`Invalid request type "${String(request.type)}"`);
    }
  }
  return { results };
}

interface ObjectRequest {
  objectID: string;
  attributesToRetrieve: string[];
}

/** Documents by id, null for one that is missing or outside the scope. */
function objectsOf(
  engine: SearchEngine,
  target: IndexTarget,
  requests: ObjectRequest[],
  scope: AlgoliaScope | undefined,
): (Document | null)[] {
  const index = indexFor(engine, target);
  const primaryKey = index.info().primaryKey ?? 'id';
  const scoped = scope?.(target.uid);
  let inScope: Set<string> | undefined;
  if (scoped && requests.length > 0) {
    const ids = requests.map((request) => JSON.stringify(request.objectID));
    const found = translated(() =>
      index.search({
        filter: [scoped, `${JSON.stringify(primaryKey)} IN [${ids.join(', ')}]`],
        attributesToRetrieve: [primaryKey],
        limit: requests.length,
      }),
    );
    inScope = new Set(found.hits.map((hit) => String(hit[primaryKey])));
  }
  return requests.map(({ objectID, attributesToRetrieve }) => {
    if (inScope && !inScope.has(objectID)) return null;
    let document: Document;
    try {
      document = index.getDocument(objectID);
    } catch (error) {
      if (isMeiliError(error) && error.code === 'document_not_found') return null;
      throw error;
    }
    return { ...retrieve(document, attributesToRetrieve, new Set()), objectID };
  });
}

function attributeList(value: unknown): string[] {
  if (value === undefined || value === null) return ['*'];
  if (!Array.isArray(value) || value.some((name) => typeof name !== 'string')) {
    throw new AlgoliaError('"attributesToRetrieve" must be an array of strings');
  }
  return value as string[];
}

/** `POST /1/indexes/*\/objects`: `{ requests: [{ indexName, objectID, attributesToRetrieve? }] }`. */
export function algoliaGetObjects(
  engine: SearchEngine,
  body: Record<string, unknown>,
  scope?: AlgoliaScope,
): { results: (Document | null)[] } {
  const requests = body.requests;
  if (!Array.isArray(requests)) throw new AlgoliaError('Missing "requests" in the body');
  const groups = new Map<string, (ObjectRequest & { position: number })[]>();
  requests.forEach((request: unknown, position) => {
    if (!isObject(request) || typeof request.indexName !== 'string') {
      throw new AlgoliaError('Each request needs an "indexName"');
    }
    const objectID = request.objectID;
    if (typeof objectID !== 'string' && typeof objectID !== 'number') {
      throw new AlgoliaError('Each request needs an "objectID"');
    }
    const group = groups.get(request.indexName) ?? [];
    groups.set(request.indexName, group);
    group.push({
      position,
      objectID: String(objectID),
      attributesToRetrieve: attributeList(request.attributesToRetrieve),
    });
  });
  const results: (Document | null)[] = new Array(requests.length).fill(null);
  for (const [name, group] of groups) {
    const found = objectsOf(engine, indexTarget(name), group, scope);
    group.forEach((request, i) => {
      results[request.position] = found[i] ?? null;
    });
  }
  return { results };
}

/** `GET /1/indexes/{index}/{objectID}`: one document; 404 when missing or outside the scope. */
export function algoliaGetObject(
  engine: SearchEngine,
  indexName: string,
  objectID: string,
  attributesToRetrieve: string[] = ['*'],
  scope?: AlgoliaScope,
): Document {
  const [found] = objectsOf(
    engine,
    indexTarget(indexName),
    [{ objectID, attributesToRetrieve }],
    scope,
  );
  if (!found) throw new AlgoliaError('ObjectID does not exist', 404);
  return found;
}
