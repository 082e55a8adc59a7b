import {
  type Document,
  type EnqueuedTask,
  MeiliError,
  type SearchEngine,
  type TaskQuery,
  type TaskStatus,
  type TaskType,
} from '@forecourt/search-engine';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { basePath } from 'hono/route';
import { generateTenantToken } from 'meilisearch/token';
import type { Logger } from 'pino';
import type { SiteDirectory, SiteRecord } from '../site-directory.ts';
import { createAlgoliaApp } from './algolia-app.ts';
import type { SearchBackend } from './search-backends.ts';
import { CARS_INDEX } from './search-documents.ts';
import {
  isAdminKey,
  isSearchKey,
  type SearchKeys,
  scopeSearchFilter,
  siteFilterForHost,
  siteSearchFilter,
} from './search-scope.ts';

export { scopeSearchFilter, siteSearchFilter };

/** Who may call a route: anyone, a search key (or none in the embedded default), the admin key. */
type Access = 'public' | 'search' | 'admin';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SearchAppOptions {
  /** The engine the routes answer from (the indexer's `EmbeddedSearchWriter.engine`). */
  engine: SearchEngine;
  /** FORECOURT_ADMIN_KEY: needed for every route but search and health. */
  adminKey: string;
  /**
   * FORECOURT_SEARCH_KEY: when set, searches need it (or the admin key); when unset, searches
   * need no key (the embedded default, like a Meilisearch without a master key).
   */
  searchKey?: string | undefined;
  /** Finds the site served on the request's Host, whose stock every search is scoped to. */
  sites: Pick<SiteDirectory, 'forHost'>;
  /** Unexpected errors are logged here (never sent to the client). */
  logger?: Pick<Logger, 'error'>;
  /** Largest JSON body of a write, in bytes; default 100 MiB (Meilisearch's default limit). */
  maxPayloadBytes?: number;
  /** Largest JSON body of a search, in bytes; default 1 MiB (searches need no key). */
  maxSearchPayloadBytes?: number;
  /**
   * The site's search back end: on a site host whose config names Meilisearch or
   * Algolia, `/multi-search` (every server-side search of the site) runs there, scoped the same.
   */
  backendForSite?: (site: SiteRecord) => SearchBackend;
}

export interface SiteTenantTokenOptions {
  /** The Meilisearch API key that signs the token (a search key of SEARCH_URL's Meilisearch). */
  apiKey: string;
  /** That key's uid (a UUID v4). */
  apiKeyUid: string;
  /** When the token stops working. */
  expiresAt?: Date | number;
}

/**
 * A Meilisearch tenant token for a site (SEARCH_URL mode): the site's front end searches with it
 * and Meilisearch itself ANDs `siteSearchFilter(site)` into every search on `cars`.
 */
export function siteTenantToken(
  site: Pick<SiteRecord, 'dealershipIds' | 'settings'>,
  options: SiteTenantTokenOptions,
): Promise<string> {
  return generateTenantToken({
    apiKey: options.apiKey,
    apiKeyUid: options.apiKeyUid,
    searchRules: { [CARS_INDEX]: { filter: siteSearchFilter(site) } },
    ...(options.expiresAt !== undefined ? { expiresAt: options.expiresAt } : {}),
  });
}

/**
 * The facet-search fields the engine reads. Meilisearch ignores any other field there on purpose
 * (clients such as instant-meilisearch send their whole search state: `attributesToHighlight`,
 * `facets`, `limit` …), but the engine rejects unknown fields, so the rest are dropped here.
 */
const FACET_SEARCH_FIELDS = [
  'facetName',
  'facetQuery',
  'q',
  'filter',
  'matchingStrategy',
  'attributesToSearchOn',
] as const;

/** A facet-search body as Meilisearch reads it: the known fields, the rest ignored. */
function facetSearchParams(body: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const field of FACET_SEARCH_FIELDS) {
    if (field in body) params[field] = body[field];
  }
  return params;
}

const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const CORS_HEADERS = ['Authorization', 'Content-Type', 'X-Meilisearch-Client'];
const CORS_MAX_AGE = '86400';

const MISSING_AUTHORIZATION_MESSAGE =
  'The Authorization header is missing. It must use the bearer authorization method.';
const INVALID_API_KEY_MESSAGE = 'The provided API key is invalid.';

const DEFAULT_MAX_PAYLOAD_BYTES = 100 * 1024 * 1024;
const DEFAULT_MAX_SEARCH_PAYLOAD_BYTES = 1024 * 1024;

/** JSON of a value for an error message: at most 200 characters; a too-deep value is elided. */
function shortJson(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return '…';
  }
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array: \`${shortJson(value)}\``;
  if (typeof value === 'string') return `a string: \`${shortJson(value)}\``;
  if (typeof value === 'number') return `a number: \`${value}\``;
  if (typeof value === 'boolean') return `a boolean: \`${value}\``;
  return `an object: \`${shortJson(value)}\``;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function expectObject(value: unknown): Record<string, unknown> {
  if (!isObject(value)) {
    throw new MeiliError(
      'bad_request',
      `Invalid value type: expected an object, but found ${describeValue(value)}`,
    );
  }
  return value;
}

function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB` : `${bytes} B`;
}

/** Reads a JSON body the way Meilisearch does: JSON only, never empty, parse errors as 400. */
async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type');
  if (type === undefined || type.trim() === '') {
    throw new MeiliError(
      'missing_content_type',
      'A Content-Type header is missing. Accepted values for the Content-Type header are: `application/json`',
      415,
    );
  }
  const mediaType = (type.split(';')[0] ?? '').trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new MeiliError(
      'invalid_content_type',
      `The Content-Type \`${type}\` is invalid. Accepted values for the Content-Type header are: \`application/json\``,
      415,
    );
  }
  const raw = await c.req.text();
  if (raw.trim() === '') throw new MeiliError('missing_payload', 'A json payload is missing.');
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    throw new MeiliError(
      'malformed_payload',
      `The json payload provided is malformed. \`${(error as Error).message}\`.`,
    );
  }
}

type ParamKind = 'string' | 'int' | 'float' | 'bool' | 'list';

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Query-string parameters to typed values, with Meilisearch's error codes and wording. */
function readQuery(
  c: Context,
  kinds: Record<string, ParamKind>,
  codePrefix: string,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(c.req.query())) {
    const kind = kinds[name];
    if (kind === undefined) {
      throw new MeiliError(
        'bad_request',
        `Unknown parameter \`${name}\`: expected one of \`${Object.keys(kinds).join('`, `')}\``,
      );
    }
    const code = `${codePrefix}_${snakeCase(name)}`;
    switch (kind) {
      case 'string':
        result[name] = value;
        break;
      case 'list':
        result[name] = value
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== '');
        break;
      case 'int':
        if (!/^\d+$/.test(value)) {
          throw new MeiliError(
            code,
            `Invalid value in parameter \`${name}\`: could not parse \`${value}\` as a positive integer`,
          );
        }
        result[name] = Number(value);
        break;
      case 'float': {
        const parsed = Number(value);
        if (value.trim() === '' || !Number.isFinite(parsed)) {
          throw new MeiliError(
            code,
            `Invalid value in parameter \`${name}\`: could not parse \`${value}\` as a float`,
          );
        }
        result[name] = parsed;
        break;
      }
      case 'bool':
        if (value !== 'true' && value !== 'false') {
          throw new MeiliError(
            code,
            `Invalid value in parameter \`${name}\`: could not parse \`${value}\` as a boolean, expected either \`true\` or \`false\``,
          );
        }
        result[name] = value === 'true';
        break;
    }
  }
  return result;
}

const SEARCH_QUERY: Record<string, ParamKind> = {
  q: 'string',
  offset: 'int',
  limit: 'int',
  page: 'int',
  hitsPerPage: 'int',
  attributesToRetrieve: 'list',
  attributesToCrop: 'list',
  cropLength: 'int',
  cropMarker: 'string',
  attributesToHighlight: 'list',
  filter: 'string',
  sort: 'list',
  distinct: 'string',
  showMatchesPosition: 'bool',
  showRankingScore: 'bool',
  showRankingScoreDetails: 'bool',
  facets: 'list',
  highlightPreTag: 'string',
  highlightPostTag: 'string',
  matchingStrategy: 'string',
  attributesToSearchOn: 'list',
  rankingScoreThreshold: 'float',
  locales: 'list',
  retrieveVectors: 'bool',
};

const DOCUMENTS_QUERY: Record<string, ParamKind> = {
  offset: 'int',
  limit: 'int',
  fields: 'list',
  filter: 'string',
  retrieveVectors: 'bool',
};

const DOCUMENT_QUERY: Record<string, ParamKind> = { fields: 'list', retrieveVectors: 'bool' };

const INDEXES_QUERY: Record<string, ParamKind> = { offset: 'int', limit: 'int' };

const TASKS_QUERY: Record<string, ParamKind> = {
  indexUids: 'list',
  statuses: 'list',
  types: 'list',
  limit: 'int',
  from: 'int',
};

interface SearchRoute {
  method: Method;
  path: string;
  access: Access;
  handler: (c: Context) => Response | Promise<Response>;
}

function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The search HTTP layer: the Meilisearch routes the site clients (`meilisearch`,
 * `@meilisearch/instant-meilisearch`) and the indexer's `MeilisearchWriter` use, answered from
 * the in-process engine, with Meilisearch's auth, errors and CORS. Searches on `cars` made on a
 * site's host are scoped to that site's stock (`siteSearchFilter`). The Algolia search protocol
 * (`algoliasearch` v5, InstantSearch) is answered at `/1/...` from the same engine with the same
 * keys and scoping (`createAlgoliaApp`). Mount it at `/search`.
 */
export function createSearchApp(options: SearchAppOptions): Hono {
  const { engine, sites } = options;
  if (!options.adminKey) throw new Error('createSearchApp needs an admin key');
  const adminKey = options.adminKey;
  const searchKey = options.searchKey || undefined;
  const maxPayloadBytes = options.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;
  const maxSearchPayloadBytes = options.maxSearchPayloadBytes ?? DEFAULT_MAX_SEARCH_PAYLOAD_BYTES;
  const keys: SearchKeys = { adminKey, searchKey };

  const authorize =
    (access: Access): MiddlewareHandler =>
    async (c, next) => {
      if (access === 'public' || (access === 'search' && searchKey === undefined)) {
        return next();
      }
      const header = c.req.header('authorization') ?? '';
      const key = /^Bearer\s+(\S.*)$/i.exec(header.trim())?.[1]?.trim();
      if (!key) throw new MeiliError('missing_authorization_header', MISSING_AUTHORIZATION_MESSAGE);
      const allowed = access === 'search' ? isSearchKey(key, keys) : isAdminKey(key, keys);
      if (!allowed) {
        throw new MeiliError('invalid_api_key', INVALID_API_KEY_MESSAGE);
      }
      return next();
    };

  const limitBody = (maxSize: number): MiddlewareHandler =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new MeiliError(
          'payload_too_large',
          `The provided payload reached the size limit. The maximum accepted payload size is ${formatBytes(maxSize)}.`,
          413,
        );
      },
    });

  /** The site filter for this request's host, or null off a site host. */
  const siteFilterFor = (c: Context): Promise<string | null> =>
    siteFilterForHost(sites, c.req.header('host'));

  const scoped = (params: Record<string, unknown>, siteFilter: string | null) =>
    siteFilter === null
      ? params
      : { ...params, filter: scopeSearchFilter(params.filter, siteFilter) };

  const accepted = (c: Context, task: EnqueuedTask) => c.json(task, 202);

  const lastTask = (): EnqueuedTask => {
    const uid = engine.lastTaskUid();
    if (uid === undefined) throw new MeiliError('internal', 'No task was recorded.', 500);
    const task = engine.getTask(uid);
    return {
      taskUid: task.uid,
      indexUid: task.indexUid,
      status: task.status,
      type: task.type,
      enqueuedAt: task.enqueuedAt,
    };
  };

  const uidParam = (c: Context): string => c.req.param('uid') ?? '';

  const routes: SearchRoute[] = [
    {
      method: 'GET',
      path: '/health',
      access: 'public',
      handler: (c) => c.json({ status: 'available' }),
    },
    {
      method: 'GET',
      path: '/version',
      access: 'admin',
      handler: (c) =>
        c.json({
          commitSha: 'forecourt-search-engine',
          commitDate: 'unknown',
          pkgVersion: 'forecourt-embedded',
        }),
    },
    {
      method: 'GET',
      path: '/stats',
      access: 'admin',
      handler: (c) => {
        const indexes: Record<string, unknown> = {};
        let lastUpdate: string | null = null;
        for (const info of engine.listIndexes({ limit: Number.MAX_SAFE_INTEGER }).results) {
          indexes[info.uid] = engine.getIndex(info.uid).getStats();
          if (lastUpdate === null || info.updatedAt > lastUpdate) lastUpdate = info.updatedAt;
        }
        return c.json({ databaseSize: 0, usedDatabaseSize: 0, lastUpdate, indexes });
      },
    },
    {
      method: 'POST',
      path: '/multi-search',
      access: 'search',
      handler: async (c) => {
        const body = expectObject(await readJson(c));
        const host = c.req.header('host');
        const site = host ? await sites.forHost(host) : undefined;
        const backend = site ? options.backendForSite?.(site) : undefined;
        if (site && backend && backend.kind !== 'embedded') {
          if (!Array.isArray(body.queries) || !body.queries.every(isObject)) {
            throw new MeiliError(
              'invalid_multi_search_queries',
              '`.queries`: expected an array of objects.',
            );
          }
          return c.json(await backend.multiSearch(body.queries, siteSearchFilter(site)));
        }
        const siteFilter = site ? siteSearchFilter(site) : null;
        const queries = body.queries;
        const request =
          siteFilter !== null && Array.isArray(queries)
            ? {
                ...body,
                queries: queries.map((query: unknown) =>
                  isObject(query) && query.indexUid === CARS_INDEX
                    ? scoped(query, siteFilter)
                    : query,
                ),
              }
            : body;
        return c.json(engine.multiSearch(request as never));
      },
    },
    {
      method: 'POST',
      path: '/indexes/:uid/search',
      access: 'search',
      handler: async (c) => {
        const params = expectObject(await readJson(c));
        const uid = uidParam(c);
        const siteFilter = uid === CARS_INDEX ? await siteFilterFor(c) : null;
        return c.json(engine.getIndex(uid).search(scoped(params, siteFilter) as never));
      },
    },
    {
      method: 'GET',
      path: '/indexes/:uid/search',
      access: 'search',
      handler: async (c) => {
        const params = readQuery(c, SEARCH_QUERY, 'invalid_search');
        const uid = uidParam(c);
        const siteFilter = uid === CARS_INDEX ? await siteFilterFor(c) : null;
        return c.json(engine.getIndex(uid).search(scoped(params, siteFilter) as never));
      },
    },
    {
      method: 'POST',
      path: '/indexes/:uid/facet-search',
      access: 'search',
      handler: async (c) => {
        const params = facetSearchParams(expectObject(await readJson(c)));
        const uid = uidParam(c);
        const siteFilter = uid === CARS_INDEX ? await siteFilterFor(c) : null;
        return c.json(engine.getIndex(uid).facetSearch(scoped(params, siteFilter) as never));
      },
    },
    {
      method: 'GET',
      path: '/indexes',
      access: 'admin',
      handler: (c) => c.json(engine.listIndexes(readQuery(c, INDEXES_QUERY, 'invalid_index'))),
    },
    {
      method: 'POST',
      path: '/indexes',
      access: 'admin',
      handler: async (c) => {
        const body = expectObject(await readJson(c));
        if (body.uid === undefined)
          throw new MeiliError('missing_index_uid', 'Missing field `uid`');
        const primaryKey = body.primaryKey;
        if (primaryKey !== undefined && primaryKey !== null && typeof primaryKey !== 'string') {
          throw new MeiliError(
            'invalid_index_primary_key',
            `Invalid value type at \`.primaryKey\`: expected a string, but found ${describeValue(primaryKey)}`,
          );
        }
        engine.createIndex(body.uid as string, { primaryKey: primaryKey ?? null });
        return accepted(c, lastTask());
      },
    },
    {
      method: 'GET',
      path: '/indexes/:uid',
      access: 'admin',
      handler: (c) => c.json(engine.getIndex(uidParam(c)).info()),
    },
    {
      method: 'DELETE',
      path: '/indexes/:uid',
      access: 'admin',
      handler: (c) => accepted(c, engine.deleteIndex(uidParam(c))),
    },
    {
      method: 'GET',
      path: '/indexes/:uid/stats',
      access: 'admin',
      handler: (c) => c.json(engine.getIndex(uidParam(c)).getStats()),
    },
    {
      method: 'GET',
      path: '/indexes/:uid/documents',
      access: 'admin',
      handler: (c) => {
        const query = readQuery(c, DOCUMENTS_QUERY, 'invalid_document');
        return c.json(engine.getIndex(uidParam(c)).getDocuments(query));
      },
    },
    {
      method: 'POST',
      path: '/indexes/:uid/documents/fetch',
      access: 'admin',
      handler: async (c) => {
        const body = expectObject(await readJson(c));
        return c.json(engine.getIndex(uidParam(c)).getDocuments(body));
      },
    },
    {
      method: 'GET',
      path: '/indexes/:uid/documents/:id',
      access: 'admin',
      handler: (c) => {
        const query = readQuery(c, DOCUMENT_QUERY, 'invalid_document');
        const fields = query.fields as string[] | undefined;
        return c.json(
          engine
            .getIndex(uidParam(c))
            .getDocument(c.req.param('id') ?? '', fields ? { fields } : undefined),
        );
      },
    },
    ...(['POST', 'PUT'] as const).map(
      (method): SearchRoute => ({
        method,
        path: '/indexes/:uid/documents',
        access: 'admin',
        handler: async (c) => {
          const documents = await readJson(c);
          const primaryKey = c.req.query('primaryKey') || undefined;
          const index = engine.getOrCreateIndex(uidParam(c), { primaryKey: primaryKey ?? null });
          const options = primaryKey ? { primaryKey } : undefined;
          const list = documents as Document[];
          return accepted(
            c,
            method === 'POST'
              ? index.addDocuments(list, options)
              : index.updateDocuments(list, options),
          );
        },
      }),
    ),
    {
      method: 'POST',
      path: '/indexes/:uid/documents/delete-batch',
      access: 'admin',
      handler: async (c) => {
        const ids = await readJson(c);
        if (!Array.isArray(ids)) {
          throw new MeiliError(
            'bad_request',
            `Invalid value type: expected an array, but found ${describeValue(ids)}`,
          );
        }
        ids.forEach((id, i) => {
          if (typeof id !== 'string' && typeof id !== 'number') {
            throw new MeiliError(
              'bad_request',
              `Invalid value type at \`[${i}]\`: expected a string or an integer, but found ${describeValue(id)}`,
            );
          }
        });
        return accepted(
          c,
          engine.getIndex(uidParam(c)).deleteDocuments(ids as (string | number)[]),
        );
      },
    },
    {
      method: 'POST',
      path: '/indexes/:uid/documents/delete',
      access: 'admin',
      handler: async (c) => {
        const body = expectObject(await readJson(c));
        if (body.filter === undefined || body.filter === null) {
          throw new MeiliError('missing_document_filter', 'Missing field `filter`');
        }
        return accepted(
          c,
          engine.getIndex(uidParam(c)).deleteDocuments({ filter: body.filter as never }),
        );
      },
    },
    {
      method: 'DELETE',
      path: '/indexes/:uid/documents',
      access: 'admin',
      handler: (c) => accepted(c, engine.getIndex(uidParam(c)).deleteAllDocuments()),
    },
    {
      method: 'DELETE',
      path: '/indexes/:uid/documents/:id',
      access: 'admin',
      handler: (c) =>
        accepted(c, engine.getIndex(uidParam(c)).deleteDocument(c.req.param('id') ?? '')),
    },
    {
      method: 'GET',
      path: '/indexes/:uid/settings',
      access: 'admin',
      handler: (c) => c.json(engine.getIndex(uidParam(c)).getSettings()),
    },
    {
      method: 'PATCH',
      path: '/indexes/:uid/settings',
      access: 'admin',
      handler: async (c) => {
        const update = expectObject(await readJson(c));
        return accepted(c, engine.getOrCreateIndex(uidParam(c)).updateSettings(update));
      },
    },
    {
      method: 'DELETE',
      path: '/indexes/:uid/settings',
      access: 'admin',
      handler: (c) => accepted(c, engine.getIndex(uidParam(c)).resetSettings()),
    },
    {
      method: 'GET',
      path: '/tasks',
      access: 'admin',
      handler: (c) => {
        const query = readQuery(c, TASKS_QUERY, 'invalid_task');
        const taskQuery: TaskQuery = {
          ...(query.indexUids ? { indexUids: query.indexUids as string[] } : {}),
          ...(query.statuses ? { statuses: query.statuses as TaskStatus[] } : {}),
          ...(query.types ? { types: query.types as TaskType[] } : {}),
          ...(query.limit !== undefined ? { limit: query.limit as number } : {}),
          ...(query.from !== undefined ? { from: query.from as number } : {}),
        };
        return c.json(engine.getTasks(taskQuery));
      },
    },
    {
      method: 'GET',
      path: '/tasks/:taskUid',
      access: 'admin',
      handler: (c) => {
        const raw = c.req.param('taskUid') ?? '';
        if (!/^\d+$/.test(raw)) {
          throw new MeiliError(
            'invalid_task_uids',
            `Task uid \`${raw}\` is invalid. It should only contain numeric characters.`,
          );
        }
        return c.json(engine.getTask(Number(raw)));
      },
    },
  ];

  const app = new Hono();

  // CORS as Meilisearch answers it: any origin, method and header; preflights need no key.
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      const requested = (c.req.header('access-control-request-headers') ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
      const allowed = [...CORS_HEADERS];
      for (const name of requested) {
        if (!allowed.some((known) => known.toLowerCase() === name.toLowerCase())) {
          allowed.push(name);
        }
      }
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': CORS_METHODS,
        'Access-Control-Allow-Headers': allowed.join(', '),
        'Access-Control-Max-Age': CORS_MAX_AGE,
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
  });

  for (const route of routes) {
    const limit =
      route.access === 'admin' ? limitBody(maxPayloadBytes) : limitBody(maxSearchPayloadBytes);
    app.on(route.method, route.path, authorize(route.access), limit, route.handler);
  }

  // The Algolia search protocol over the same engine, keys and site scoping (algolia-app.ts).
  app.route(
    '/1',
    createAlgoliaApp({
      engine,
      keys,
      sites,
      logger: options.logger,
      maxPayloadBytes: maxSearchPayloadBytes,
      maxWritePayloadBytes: maxPayloadBytes,
    }),
  );

  const patterns = routes.map((route) => ({
    method: route.method,
    pattern: pathPattern(route.path),
  }));

  // Unknown routes (a sub-app's notFound does not apply once mounted, so a catch-all answers).
  app.all('*', (c) => {
    const base = basePath(c);
    const path = c.req.path.slice(base === '/' ? 0 : base.length) || '/';
    const allowed = [
      ...new Set(patterns.filter((route) => route.pattern.test(path)).map((route) => route.method)),
    ];
    if (allowed.length > 0) {
      const error = new MeiliError(
        'method_not_allowed',
        `Method \`${c.req.method}\` is not allowed on \`${path}\`: expected one of \`${allowed.join('`, `')}\`.`,
        405,
      );
      return c.json(error.toJSON(), 405, { Allow: allowed.join(', ') });
    }
    const error = new MeiliError('not_found', 'Not found.', 404);
    return c.json(error.toJSON(), 404);
  });

  app.onError((error, c) => {
    if (error instanceof MeiliError) {
      const headers: Record<string, string> = {};
      if (error.code === 'payload_too_large') headers.Connection = 'close';
      if (error.code === 'missing_authorization_header') headers['WWW-Authenticate'] = 'Bearer';
      return c.json(error.toJSON(), error.httpStatus as 400, headers);
    }
    options.logger?.error({ err: error, method: c.req.method, path: c.req.path }, 'search failed');
    const internal = new MeiliError('internal', 'Something went wrong on our side.', 500);
    return c.json(internal.toJSON(), 500);
  });

  return app;
}
