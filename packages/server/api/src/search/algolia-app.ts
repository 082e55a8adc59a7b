import {
  AlgoliaError,
  type AlgoliaScope,
  algoliaBatch,
  algoliaBrowse,
  algoliaClear,
  algoliaFacetSearch,
  algoliaGetObject,
  algoliaGetObjects,
  algoliaGetSettings,
  algoliaGetTask,
  algoliaMultiSearch,
  algoliaSearch,
  algoliaSetSettings,
  type SearchEngine,
} from '@forecourt/search-engine';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import type { SiteDirectory } from '../site-directory.ts';
import { CARS_INDEX } from './search-documents.ts';
import {
  isAdminKey,
  isSearchKey,
  type SearchKeys,
  searchNeedsKey,
  siteFilterForHost,
} from './search-scope.ts';

export interface AlgoliaAppOptions {
  engine: SearchEngine;
  keys: SearchKeys;
  sites: Pick<SiteDirectory, 'forHost'>;
  logger?: Pick<Logger, 'error'> | undefined;
  /** Largest JSON body of a search, in bytes. */
  maxPayloadBytes: number;
  /** Largest JSON body of a write (`batch`), in bytes; default the search limit. */
  maxWritePayloadBytes?: number;
}

const INVALID_CREDENTIALS = 'Invalid Application-ID or API key';

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

/**
 * The HTTP side of the Algolia search protocol (the translation is the engine's `algolia*`
 * functions): routes, keys and the site scope of the request's Host, exactly as the Meilisearch
 * routes have them. Mounted at `/1` inside the search app (`/search/1/...` on the platform).
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

  /** Writes, settings, browse and tasks: the admin key only, as Algolia's ACLs. */
  const admin: MiddlewareHandler = async (c, next) => {
    const key = requestedKey(c);
    if (!key) throw new AlgoliaError(INVALID_CREDENTIALS, 403);
    if (!isAdminKey(key, keys)) {
      throw new AlgoliaError(
        isSearchKey(key, keys) ? 'Method not allowed with this API key' : INVALID_CREDENTIALS,
        403,
      );
    }
    return next();
  };

  const writeLimit = bodyLimit({
    maxSize: options.maxWritePayloadBytes ?? options.maxPayloadBytes,
    onError: () => {
      throw new AlgoliaError('Request body too large', 413);
    },
  });

  const indexParam = (c: Context) => c.req.param('index') ?? '';

  app.post('/indexes/:index/batch', admin, writeLimit, async (c) =>
    c.json(algoliaBatch(engine, indexParam(c), await readBody(c))),
  );
  app.post('/indexes/:index/clear', admin, async (c) =>
    c.json(algoliaClear(engine, indexParam(c))),
  );
  app.put('/indexes/:index/settings', admin, limit, async (c) =>
    c.json(algoliaSetSettings(engine, indexParam(c), await readBody(c))),
  );
  app.get('/indexes/:index/settings', admin, (c) =>
    c.json(algoliaGetSettings(engine, indexParam(c))),
  );
  app.get('/indexes/:index/task/:taskID', admin, (c) =>
    c.json(algoliaGetTask(engine, indexParam(c), c.req.param('taskID') ?? '')),
  );
  app.post('/indexes/:index/browse', admin, limit, async (c) =>
    c.json(algoliaBrowse(engine, indexParam(c), await readBody(c))),
  );

  /** The site scope of this request's host: its filter on `cars` (and sorted views of it). */
  const scopeFor = async (c: Context): Promise<AlgoliaScope> => {
    const siteFilter = await siteFilterForHost(sites, c.req.header('host'));
    return (uid) => (uid === CARS_INDEX ? siteFilter : null);
  };

  const starOnly = (c: Context) => {
    if (c.req.param('index') !== '*') throw new AlgoliaError('Path not found', 404);
  };

  app.post('/indexes/:index/queries', authorize, limit, async (c) => {
    starOnly(c);
    const body = await readBody(c);
    return c.json(algoliaMultiSearch(engine, body, await scopeFor(c)));
  });

  app.post('/indexes/:index/query', authorize, limit, async (c) => {
    const body = await readBody(c);
    return c.json(algoliaSearch(engine, c.req.param('index') ?? '', body, await scopeFor(c)));
  });

  app.post('/indexes/:index/facets/:facet/query', authorize, limit, async (c) => {
    const body = await readBody(c);
    const index = c.req.param('index') ?? '';
    const facet = c.req.param('facet') ?? '';
    return c.json(algoliaFacetSearch(engine, index, facet, body, await scopeFor(c)));
  });

  app.post('/indexes/:index/objects', authorize, limit, async (c) => {
    starOnly(c);
    const body = await readBody(c);
    return c.json(algoliaGetObjects(engine, body, await scopeFor(c)));
  });

  app.get('/indexes/:index/:objectID', authorize, async (c) => {
    const attributes = c.req.query('attributesToRetrieve');
    const attributesToRetrieve =
      attributes === undefined
        ? ['*']
        : attributes
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== '');
    const index = c.req.param('index') ?? '';
    const objectID = c.req.param('objectID') ?? '';
    return c.json(
      algoliaGetObject(engine, index, objectID, attributesToRetrieve, await scopeFor(c)),
    );
  });

  app.all('*', () => {
    throw new AlgoliaError('Path not found', 404);
  });

  app.onError((error, c) => {
    if (error instanceof AlgoliaError) return c.json(error.toJSON(), error.status as 400);
    options.logger?.error({ err: error, method: c.req.method, path: c.req.path }, 'search failed');
    return c.json({ message: 'Internal error', status: 500 }, 500);
  });

  return app;
}
