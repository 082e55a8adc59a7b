import {
  type Document,
  foldFacet,
  isMeiliError,
  normalizedWords,
  type SearchEngine,
  type SearchHit,
  type SearchIndex,
  type SearchParams,
} from '@forecourt/search-engine';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import type { SiteDirectory } from '../site-directory.ts';
import { AlgoliaError } from './algolia-error.ts';
import { algoliaFilter, type EngineFilter } from './algolia-filters.ts';
import {
  escapeHtml,
  type HighlightOptions,
  highlightResult,
  INSTANTSEARCH_PRE_TAG,
} from './algolia-highlight.ts';
import {
  type AlgoliaSearchParams,
  echoParams,
  mergeParams,
  resolveAlgoliaParams,
} from './algolia-params.ts';
import { CARS_INDEX } from './search-documents.ts';
import { isSearchKey, type SearchKeys, searchNeedsKey, siteFilterForHost } from './search-scope.ts';

export interface AlgoliaAppOptions {
  engine: SearchEngine;
  keys: SearchKeys;
  sites: Pick<SiteDirectory, 'forHost'>;
  logger?: Pick<Logger, 'error'> | undefined;
  /** Largest JSON body, in bytes. */
  maxPayloadBytes: number;
}

const INVALID_CREDENTIALS = 'Invalid Application-ID or API key';

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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `algoliasearch` posts JSON as text/plain (no CORS preflight), so any content type is read. */
async function readBody(c: Context): Promise<Record<string, unknown>> {
  const raw = await c.req.text();
  if (raw.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AlgoliaError('Invalid JSON');
  }
  if (!isObject(body)) throw new AlgoliaError('Invalid JSON: expected an object');
  return body;
}

function requestedKey(c: Context): string | undefined {
  return c.req.header('x-algolia-api-key') ?? c.req.query('x-algolia-api-key') ?? undefined;
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

/**
 * The Algolia search API subset that `algoliasearch` v5 and InstantSearch send, answered from the
 * same engine as the Meilisearch routes, with the same site scoping and search keys. Mounted at
 * `/1` inside the search app (so at `/search/1/...` on the platform server).
 */
export function createAlgoliaApp(options: AlgoliaAppOptions): Hono {
  const { engine, keys, sites } = options;
  const app = new Hono();

  const authorize: MiddlewareHandler = async (c, next) => {
    if (searchNeedsKey(keys)) {
      const key = requestedKey(c);
      if (!key || !isSearchKey(key, keys)) throw new AlgoliaError(INVALID_CREDENTIALS, 403);
    }
    return next();
  };

  const limit = bodyLimit({
    maxSize: options.maxPayloadBytes,
    onError: () => {
      throw new AlgoliaError('Request body too large', 413);
    },
  });

  /** The site filter of this request's host (scopes `cars` and its sorted views), or null. */
  const siteFilterFor = (c: Context, target: IndexTarget): Promise<string | null> =>
    target.uid === CARS_INDEX
      ? siteFilterForHost(sites, c.req.header('host'))
      : Promise.resolve(null);

  const scopedFilter = (filter: EngineFilter, siteFilter: string | null): EngineFilter | null => {
    const parts = siteFilter === null ? filter : [siteFilter, ...filter];
    return parts.length === 0 ? null : parts;
  };

  const indexFor = (target: IndexTarget): SearchIndex => {
    try {
      return engine.getIndex(target.uid);
    } catch (error) {
      if (isMeiliError(error) && error.code === 'index_not_found') {
        throw new AlgoliaError(`Index ${target.name} does not exist`, 404);
      }
      throw error;
    }
  };

  const search = (
    target: IndexTarget,
    request: Record<string, unknown>,
    siteFilter: string | null,
  ): Record<string, unknown> => {
    const started = performance.now();
    const params = resolveAlgoliaParams(mergeParams(request));
    const index = indexFor(target);
    const primaryKey = index.info().primaryKey ?? 'id';
    const highlightAttributes =
      params.attributesToHighlight ?? index.getSettings().searchableAttributes;
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
    const filter = scopedFilter(algoliaFilter(params), siteFilter);
    const engineParams: SearchParams = {
      q: params.query,
      filter,
      attributesToRetrieve: fetch,
      showMatchesPosition: highlightAttributes.length > 0,
      ...(target.sort.length > 0 ? { sort: target.sort } : {}),
      ...(params.facets.length > 0 ? { facets: params.facets } : {}),
      ...(params.offset !== undefined
        ? { offset: params.offset, limit: params.length ?? params.hitsPerPage }
        : { page: params.page + 1, hitsPerPage: params.hitsPerPage }),
    };
    const response = index.search(engineParams);
    const highlight: HighlightOptions = {
      queryWords: normalizedWords(params.query),
      preTag: params.highlightPreTag,
      postTag: params.highlightPostTag,
      escape: params.highlightPreTag !== INSTANTSEARCH_PRE_TAG,
    };
    const hits = response.hits.map((engineHit: SearchHit) => {
      const { _matchesPosition: positions, ...document } = engineHit;
      const hit: Record<string, unknown> = {
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
    const hitsPerPage =
      params.offset !== undefined ? (params.length ?? params.hitsPerPage) : params.hitsPerPage;
    const answer: Record<string, unknown> = {
      hits,
      nbHits,
      page: params.offset !== undefined ? 0 : params.page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
    };
    if (params.offset !== undefined) {
      answer.offset = params.offset;
      answer.length = params.length ?? params.hitsPerPage;
    }
    if (params.facets.length > 0) {
      answer.facets = orderFacets(response.facetDistribution ?? {}, params);
      answer.facets_stats = response.facetStats ?? {};
    }
    const maxTotalHits = index.getSettings().pagination.maxTotalHits;
    return {
      ...answer,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: nbHits < maxTotalHits,
      exhaustive: { facetsCount: true, nbHits: nbHits < maxTotalHits, typo: true },
      processingTimeMS: Math.max(
        response.processingTimeMs,
        Math.round(performance.now() - started),
      ),
      query: params.query,
      params: echoParams(request),
    };
  };

  const facetSearch = (
    target: IndexTarget,
    facet: string,
    request: Record<string, unknown>,
    siteFilter: string | null,
  ): Record<string, unknown> => {
    const started = performance.now();
    const params = resolveAlgoliaParams(mergeParams(request));
    const index = indexFor(target);
    const filter = scopedFilter(algoliaFilter(params), siteFilter);
    const response = index.facetSearch({
      facetName: facet,
      facetQuery: params.facetQuery,
      q: params.query,
      ...(filter === null ? {} : { filter }),
    });
    const query = foldFacet(params.facetQuery);
    const escapes = params.highlightPreTag !== INSTANTSEARCH_PRE_TAG;
    const esc = escapes ? escapeHtml : (value: string) => value;
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
      processingTimeMS: Math.max(
        response.processingTimeMs,
        Math.round(performance.now() - started),
      ),
    };
  };

  /** Documents by id, `null` for one that is missing or outside the site's scope. */
  const getObjects = (
    target: IndexTarget,
    requests: { objectID: string; attributesToRetrieve: string[] }[],
    siteFilter: string | null,
  ): (Record<string, unknown> | null)[] => {
    const index = indexFor(target);
    const primaryKey = index.info().primaryKey ?? 'id';
    let inScope: Set<string> | undefined;
    if (siteFilter !== null && requests.length > 0) {
      const ids = requests.map((request) => JSON.stringify(request.objectID));
      const scoped = index.search({
        filter: [siteFilter, `${JSON.stringify(primaryKey)} IN [${ids.join(', ')}]`],
        attributesToRetrieve: [primaryKey],
        limit: requests.length,
      });
      inScope = new Set(scoped.hits.map((hit) => String(hit[primaryKey])));
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
  };

  app.post('/indexes/:index/queries', authorize, limit, async (c) => {
    if (c.req.param('index') !== '*') throw new AlgoliaError('Path not found', 404);
    const body = await readBody(c);
    const requests = body.requests;
    if (!Array.isArray(requests)) throw new AlgoliaError('Missing "requests" in the body');
    const results: unknown[] = [];
    for (const request of requests) {
      if (!isObject(request)) throw new AlgoliaError('Each request must be an object');
      if (typeof request.indexName !== 'string' || request.indexName === '') {
        throw new AlgoliaError('Missing "indexName" in a request');
      }
      const target = indexTarget(request.indexName);
      const siteFilter = await siteFilterFor(c, target);
      if (request.type === 'facet') {
        if (typeof request.facet !== 'string' || request.facet === '') {
          throw new AlgoliaError('Missing "facet" in a facet request');
        }
        results.push(facetSearch(target, request.facet, request, siteFilter));
      } else if (request.type === undefined || request.type === 'default') {
        results.push({ ...search(target, request, siteFilter), index: target.name });
      } else {
        throw new AlgoliaError(`Invalid request type "${String(request.type)}"`);
      }
    }
    return c.json({ results });
  });

  app.post('/indexes/:index/query', authorize, limit, async (c) => {
    const target = indexTarget(c.req.param('index') ?? '');
    const body = await readBody(c);
    return c.json(search(target, body, await siteFilterFor(c, target)));
  });

  app.post('/indexes/:index/facets/:facet/query', authorize, limit, async (c) => {
    const target = indexTarget(c.req.param('index') ?? '');
    const body = await readBody(c);
    const facet = c.req.param('facet') ?? '';
    return c.json(facetSearch(target, facet, body, await siteFilterFor(c, target)));
  });

  app.post('/indexes/:index/objects', authorize, limit, async (c) => {
    if (c.req.param('index') !== '*') throw new AlgoliaError('Path not found', 404);
    const body = await readBody(c);
    const requests = body.requests;
    if (!Array.isArray(requests)) throw new AlgoliaError('Missing "requests" in the body');
    const groups = new Map<
      string,
      { position: number; objectID: string; attributesToRetrieve: string[] }[]
    >();
    requests.forEach((request: unknown, position) => {
      if (!isObject(request) || typeof request.indexName !== 'string') {
        throw new AlgoliaError('Each request needs an "indexName"');
      }
      const objectID = request.objectID;
      if (typeof objectID !== 'string' && typeof objectID !== 'number') {
        throw new AlgoliaError('Each request needs an "objectID"');
      }
      const attributes = request.attributesToRetrieve ?? ['*'];
      if (!Array.isArray(attributes) || attributes.some((name) => typeof name !== 'string')) {
        throw new AlgoliaError('"attributesToRetrieve" must be an array of strings');
      }
      const group = groups.get(request.indexName) ?? [];
      groups.set(request.indexName, group);
      group.push({ position, objectID: String(objectID), attributesToRetrieve: attributes });
    });
    const results: (Record<string, unknown> | null)[] = new Array(requests.length).fill(null);
    for (const [name, group] of groups) {
      const target = indexTarget(name);
      const found = getObjects(target, group, await siteFilterFor(c, target));
      group.forEach((request, i) => {
        results[request.position] = found[i] ?? null;
      });
    }
    return c.json({ results });
  });

  app.get('/indexes/:index/:objectID', authorize, async (c) => {
    const target = indexTarget(c.req.param('index') ?? '');
    const objectID = c.req.param('objectID') ?? '';
    const attributes = c.req.query('attributesToRetrieve');
    const attributesToRetrieve =
      attributes === undefined
        ? ['*']
        : attributes
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== '');
    const [found] = getObjects(
      target,
      [{ objectID, attributesToRetrieve }],
      await siteFilterFor(c, target),
    );
    if (!found) throw new AlgoliaError('ObjectID does not exist', 404);
    return c.json(found);
  });

  app.all('*', () => {
    throw new AlgoliaError('Path not found', 404);
  });

  app.onError((error, c) => {
    if (error instanceof AlgoliaError) {
      return c.json(error.toJSON(), error.status as 400);
    }
    if (isMeiliError(error) && error.httpStatus < 500) {
      // The engine's message, without Meilisearch's `start:end source` line (it would show the
      // translated filter, not the one the client sent).
      const message = error.message.split('\n')[0] ?? error.message;
      return c.json({ message, status: error.httpStatus }, error.httpStatus as 400);
    }
    options.logger?.error({ err: error, method: c.req.method, path: c.req.path }, 'search failed');
    return c.json({ message: 'Internal error', status: 500 }, 500);
  });

  return app;
}
