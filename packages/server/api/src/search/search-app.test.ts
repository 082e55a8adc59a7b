import { createHmac } from 'node:crypto';
import { SearchEngine } from '@forecourt/search-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteRecord } from '../site-directory.ts';
import {
  createSearchApp,
  type SearchAppOptions,
  scopeSearchFilter,
  siteSearchFilter,
  siteTenantToken,
} from './search-app.ts';
import {
  fetchWithHost,
  type SearchTestServer,
  startSearchTestServer,
} from './search-test-server.ts';

const ADMIN_KEY = 'admin-key-for-search-tests';
const SEARCH_KEY = 'search-only-key';

const MISSING_HEADER = {
  message: 'The Authorization header is missing. It must use the bearer authorization method.',
  code: 'missing_authorization_header',
  type: 'auth',
  link: 'https://docs.meilisearch.com/errors#missing_authorization_header',
};
const INVALID_KEY = {
  message: 'The provided API key is invalid.',
  code: 'invalid_api_key',
  type: 'auth',
  link: 'https://docs.meilisearch.com/errors#invalid_api_key',
};

/** A site record as far as scoping reads it. */
function site(slug: string, dealershipIds: number[], searchFilters: string): SiteRecord {
  return {
    slug,
    dealershipIds,
    settings: { search_filters: searchFilters },
  } as unknown as SiteRecord;
}

const ALPHA = site('alpha', [1], 'car_type = used');
const BETA = site('beta', [2, 3], '');

const CARS = [
  { id: 1, make: 'Toyota', model: 'HiLux', car_type: 'used', price: 45990, dealership_id: 1 },
  { id: 2, make: 'Mazda', model: 'CX-5', car_type: 'used', price: 27990, dealership_id: 1 },
  { id: 3, make: 'Toyota', model: 'Corolla', car_type: 'new', price: 32990, dealership_id: 1 },
  { id: 4, make: 'Ford', model: 'Ranger', car_type: 'used', price: 52990, dealership_id: 2 },
  { id: 5, make: 'Kia', model: 'Sportage', car_type: 'demo', price: 38990, dealership_id: 3 },
];

function newEngine(): SearchEngine {
  const engine = new SearchEngine();
  const cars = engine.createIndex('cars', { primaryKey: 'id' });
  cars.updateSettings({
    searchableAttributes: ['make', 'model'],
    filterableAttributes: ['make', 'car_type', 'price', 'dealership_id'],
    sortableAttributes: ['price'],
  });
  cars.addDocuments(CARS.map((car) => ({ ...car })));
  return engine;
}

async function serveApp(overrides: Partial<SearchAppOptions> = {}) {
  const engine = overrides.engine ?? newEngine();
  const app = createSearchApp({
    engine,
    adminKey: ADMIN_KEY,
    sites: {
      forHost: async (host) => {
        const name = host.replace(/:\d+$/, '');
        if (name === 'alpha.localhost' || name === 'www.alpha.com.au') return ALPHA;
        if (name === 'beta.localhost') return BETA;
        return undefined;
      },
    },
    ...overrides,
  });
  const server = await startSearchTestServer(app);
  return { engine, server };
}

function call(
  server: SearchTestServer,
  path: string,
  init: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  return fetch(`${server.searchUrl}${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body === undefined ? {} : { body }),
  });
}

const admin = { authorization: `Bearer ${ADMIN_KEY}` };

describe('search app: embedded default (no FORECOURT_SEARCH_KEY)', () => {
  let server: SearchTestServer;
  let engine: SearchEngine;
  beforeAll(async () => {
    ({ server, engine } = await serveApp());
  });
  afterAll(() => server.close());

  it('answers GET /health with {status: available} without a key', async () => {
    const response = await call(server, '/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'available' });
  });

  it('searches without a key (POST and GET), with filter, sort and facets', async () => {
    const post = await call(server, '/indexes/cars/search', {
      json: { filter: 'car_type = used', sort: ['price:asc'], facets: ['make'] },
    });
    expect(post.status).toBe(200);
    const body = (await post.json()) as {
      hits: { id: number }[];
      facetDistribution: Record<string, Record<string, number>>;
      estimatedTotalHits: number;
    };
    expect(body.hits.map((hit) => hit.id)).toEqual([2, 1, 4]);
    expect(body.facetDistribution).toEqual({ make: { Ford: 1, Mazda: 1, Toyota: 1 } });

    const get = await call(
      server,
      '/indexes/cars/search?q=toyota&filter=price%20%3E%2040000&sort=price:desc&facets=car_type,make&limit=5',
    );
    expect(get.status).toBe(200);
    const getBody = (await get.json()) as { hits: { id: number }[]; limit: number };
    expect(getBody.hits.map((hit) => hit.id)).toEqual([1]);
    expect(getBody.limit).toBe(5);
  });

  it('ignores an Authorization header on searches when no search key is set', async () => {
    const response = await call(server, '/indexes/cars/search', {
      json: {},
      headers: { authorization: 'Bearer anything' },
    });
    expect(response.status).toBe(200);
  });

  it('answers multi-search and facet-search', async () => {
    const multi = await call(server, '/multi-search', {
      json: {
        queries: [
          { indexUid: 'cars', filter: 'make = Toyota', limit: 10 },
          { indexUid: 'cars', q: 'ranger' },
        ],
      },
    });
    expect(multi.status).toBe(200);
    const { results } = (await multi.json()) as {
      results: { indexUid: string; hits: { id: number }[] }[];
    };
    expect(results.map((result) => result.indexUid)).toEqual(['cars', 'cars']);
    expect(results.map((result) => result.hits.map((hit) => hit.id))).toEqual([[1, 3], [4]]);

    const facets = await call(server, '/indexes/cars/facet-search', {
      json: { facetName: 'make', facetQuery: 'to' },
    });
    expect(facets.status).toBe(200);
    expect(await facets.json()).toMatchObject({
      facetHits: [{ value: 'Toyota', count: 2 }],
      facetQuery: 'to',
    });
  });

  it('ignores search-only fields in a facet search, as Meilisearch does (instant-meilisearch sends them)', async () => {
    const response = await call(server, '/indexes/cars/facet-search', {
      json: {
        facetName: 'make',
        facetQuery: 'k',
        filter: 'car_type = demo',
        attributesToHighlight: ['*'],
        highlightPreTag: '__ais-highlight__',
        facets: ['make'],
        limit: 21,
        offset: 0,
      },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { facetHits: unknown }).facetHits).toEqual([
      { value: 'Kia', count: 1 },
    ]);
  });

  it('needs the admin key for writes and reads other than search: 401 without, 403 wrong', async () => {
    for (const [method, path, json] of [
      ['POST', '/indexes/cars/documents', [{ id: 9 }]],
      ['PUT', '/indexes/cars/documents', [{ id: 9 }]],
      ['POST', '/indexes/cars/documents/delete-batch', [1]],
      ['DELETE', '/indexes/cars/documents', undefined],
      ['DELETE', '/indexes/cars/documents/1', undefined],
      ['PATCH', '/indexes/cars/settings', { sortableAttributes: [] }],
      ['GET', '/indexes/cars/settings', undefined],
      ['GET', '/indexes/cars/documents', undefined],
      ['GET', '/indexes/cars/documents/1', undefined],
      ['GET', '/indexes', undefined],
      ['POST', '/indexes', { uid: 'x' }],
      ['GET', '/indexes/cars', undefined],
      ['DELETE', '/indexes/cars', undefined],
      ['GET', '/tasks', undefined],
      ['GET', '/tasks/0', undefined],
      ['GET', '/version', undefined],
      ['GET', '/stats', undefined],
    ] as const) {
      const missing = await call(server, path, { method, ...(json ? { json } : {}) });
      expect(missing.status, `${method} ${path}`).toBe(401);
      expect(await missing.json()).toEqual(MISSING_HEADER);
      const wrong = await call(server, path, {
        method,
        ...(json ? { json } : {}),
        headers: { authorization: 'Bearer not-the-key' },
      });
      expect(wrong.status, `${method} ${path}`).toBe(403);
      expect(await wrong.json()).toEqual(INVALID_KEY);
    }
    expect(engine.getIndex('cars').numberOfDocuments).toBe(CARS.length);
  });

  it('treats a non-Bearer Authorization header as missing', async () => {
    const response = await call(server, '/indexes', { headers: { authorization: 'Basic abc' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('adds, reads, updates and deletes documents with the admin key (202 tasks)', async () => {
    const added = await call(server, '/indexes/cars/documents', {
      json: [{ id: 10, make: 'Holden', model: 'Commodore', car_type: 'used', dealership_id: 1 }],
      headers: admin,
    });
    expect(added.status).toBe(202);
    const task = (await added.json()) as { taskUid: number; indexUid: string; type: string };
    expect(task).toMatchObject({ indexUid: 'cars', type: 'documentAdditionOrUpdate' });
    const taskResponse = await call(server, `/tasks/${task.taskUid}`, { headers: admin });
    expect(await taskResponse.json()).toMatchObject({
      uid: task.taskUid,
      status: 'succeeded',
      details: { receivedDocuments: 1, indexedDocuments: 1 },
    });

    const updated = await call(server, '/indexes/cars/documents', {
      method: 'PUT',
      json: [{ id: 10, price: 9990 }],
      headers: admin,
    });
    expect(updated.status).toBe(202);
    const one = await call(server, '/indexes/cars/documents/10?fields=id,make,price', {
      headers: admin,
    });
    expect(await one.json()).toEqual({ id: 10, make: 'Holden', price: 9990 });

    const page = await call(server, '/indexes/cars/documents?limit=2&offset=1&fields=id', {
      headers: admin,
    });
    expect(await page.json()).toEqual({
      results: [{ id: 2 }, { id: 3 }],
      offset: 1,
      limit: 2,
      total: 6,
    });
    const fetched = await call(server, '/indexes/cars/documents/fetch', {
      json: { filter: 'make = Holden', fields: ['id'] },
      headers: admin,
    });
    expect(await fetched.json()).toMatchObject({ results: [{ id: 10 }], total: 1 });

    const deleted = await call(server, '/indexes/cars/documents/10', {
      method: 'DELETE',
      headers: admin,
    });
    expect(deleted.status).toBe(202);
    const gone = await call(server, '/indexes/cars/documents/10', { headers: admin });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      message: 'Document `10` not found.',
      code: 'document_not_found',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#document_not_found',
    });
  });

  it('deletes by batch, by filter and all; manages indexes, settings, tasks, stats', async () => {
    const created = await call(server, '/indexes', {
      json: { uid: 'scratch', primaryKey: 'id' },
      headers: admin,
    });
    expect(created.status).toBe(202);
    expect(await created.json()).toMatchObject({ indexUid: 'scratch', type: 'indexCreation' });
    const again = await call(server, '/indexes', { json: { uid: 'scratch' }, headers: admin });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'index_already_exists' });

    await call(server, '/indexes/scratch/settings', {
      method: 'PATCH',
      json: { filterableAttributes: ['colour'] },
      headers: admin,
    });
    const settings = await call(server, '/indexes/scratch/settings', { headers: admin });
    expect(await settings.json()).toMatchObject({ filterableAttributes: ['colour'] });

    await call(server, '/indexes/scratch/documents', {
      json: [1, 2, 3, 4].map((id) => ({ id, colour: id % 2 ? 'White' : 'Red' })),
      headers: admin,
    });
    await call(server, '/indexes/scratch/documents/delete-batch', {
      json: [1, '2'],
      headers: admin,
    });
    expect(
      (await (await call(server, '/indexes/scratch/stats', { headers: admin })).json()) as object,
    ).toMatchObject({
      numberOfDocuments: 2,
    });
    await call(server, '/indexes/scratch/documents/delete', {
      json: { filter: 'colour = Red' },
      headers: admin,
    });
    const left = await call(server, '/indexes/scratch/documents?fields=id', { headers: admin });
    expect(await left.json()).toMatchObject({ results: [{ id: 3 }] });
    await call(server, '/indexes/scratch/documents', { method: 'DELETE', headers: admin });
    const info = await call(server, '/indexes/scratch', { headers: admin });
    expect(await info.json()).toMatchObject({ uid: 'scratch', primaryKey: 'id' });

    const list = await call(server, '/indexes', { headers: admin });
    expect(
      ((await list.json()) as { results: { uid: string }[] }).results.map((i) => i.uid),
    ).toEqual(['cars', 'scratch']);
    const stats = (await (await call(server, '/stats', { headers: admin })).json()) as {
      indexes: Record<string, { numberOfDocuments: number }>;
    };
    expect(stats.indexes.scratch?.numberOfDocuments).toBe(0);
    const version = await call(server, '/version', { headers: admin });
    expect(await version.json()).toHaveProperty('pkgVersion');

    const dropped = await call(server, '/indexes/scratch', { method: 'DELETE', headers: admin });
    expect(dropped.status).toBe(202);
    const tasks = (await (
      await call(server, '/tasks?indexUids=scratch&limit=2', { headers: admin })
    ).json()) as { results: { type: string }[]; limit: number };
    expect(tasks.limit).toBe(2);
    expect(tasks.results[0]?.type).toBe('indexDeletion');
    const missing = await call(server, '/indexes/scratch', { headers: admin });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'index_not_found' });
  });

  it("answers engine errors in Meilisearch's shape with their status", async () => {
    const filter = await call(server, '/indexes/cars/search', { json: { filter: 'colour = red' } });
    expect(filter.status).toBe(400);
    const body = (await filter.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['code', 'link', 'message', 'type']);
    expect(body).toMatchObject({
      code: 'invalid_search_filter',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#invalid_search_filter',
    });

    const unknownIndex = await call(server, '/indexes/nope/search', { json: {} });
    expect(unknownIndex.status).toBe(404);
    expect(await unknownIndex.json()).toEqual({
      message: 'Index `nope` not found.',
      code: 'index_not_found',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#index_not_found',
    });

    const multi = await call(server, '/multi-search', {
      json: { queries: [{ indexUid: 'cars' }, { indexUid: 'cars', sort: ['km:asc'] }] },
    });
    expect(multi.status).toBe(400);
    const multiBody = (await multi.json()) as { code: string; message: string };
    expect(multiBody.code).toBe('invalid_search_sort');
    expect(multiBody.message.startsWith('Inside `.queries[1]`: ')).toBe(true);

    const unknownParam = await call(server, '/indexes/cars/search', { json: { colour: 'red' } });
    expect(unknownParam.status).toBe(400);
    expect(await unknownParam.json()).toMatchObject({ code: 'bad_request' });

    const task = await call(server, '/tasks/99999', { headers: admin });
    expect(task.status).toBe(404);
    expect(await task.json()).toMatchObject({ code: 'task_not_found' });
    const badTask = await call(server, '/tasks/abc', { headers: admin });
    expect(badTask.status).toBe(400);
    expect(await badTask.json()).toMatchObject({ code: 'invalid_task_uids' });
  });

  it('rejects bad query-string values the way Meilisearch words them', async () => {
    const limit = await call(server, '/indexes/cars/search?limit=ten');
    expect(limit.status).toBe(400);
    expect(await limit.json()).toEqual({
      message: 'Invalid value in parameter `limit`: could not parse `ten` as a positive integer',
      code: 'invalid_search_limit',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#invalid_search_limit',
    });
    const flag = await call(server, '/indexes/cars/search?showRankingScore=yes');
    expect(await flag.json()).toMatchObject({ code: 'invalid_search_show_ranking_score' });
    const unknown = await call(server, '/indexes/cars/search?colour=red');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'bad_request' });
    const offset = await call(server, '/indexes/cars/documents?offset=-1', { headers: admin });
    expect(await offset.json()).toMatchObject({ code: 'invalid_document_offset' });
  });

  it('answers malformed JSON 400 malformed_payload, no body 400, wrong content type 415', async () => {
    const malformed = await call(server, '/indexes/cars/search', {
      body: '{"q": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const body = (await malformed.json()) as { code: string; message: string; type: string };
    expect(body.code).toBe('malformed_payload');
    expect(body.type).toBe('invalid_request');
    expect(body.message.startsWith('The json payload provided is malformed. `')).toBe(true);

    const empty = await call(server, '/indexes/cars/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      code: 'missing_payload',
      message: 'A json payload is missing.',
    });

    // Node's fetch labels a string body text/plain; a raw request can leave the header out.
    const noType = await fetchWithHost('localhost')(`${server.searchUrl}/indexes/cars/search`, {
      method: 'POST',
      body: '{}',
    });
    expect(noType.status).toBe(415);
    expect(await noType.json()).toMatchObject({ code: 'missing_content_type' });
    const text = await call(server, '/indexes/cars/search', { body: '{}' });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({
      code: 'invalid_content_type',
      message:
        'The Content-Type `text/plain;charset=UTF-8` is invalid. Accepted values for the Content-Type header are: `application/json`',
    });
    const csv = await call(server, '/indexes/cars/documents', {
      body: 'id\n1',
      headers: { ...admin, 'content-type': 'text/csv' },
    });
    expect(csv.status).toBe(415);
    expect(await csv.json()).toMatchObject({ code: 'invalid_content_type' });

    const notObject = await call(server, '/indexes/cars/search', { json: null });
    expect(notObject.status).toBe(400);
    expect(await notObject.json()).toMatchObject({ code: 'bad_request' });
    const notArray = await call(server, '/indexes/cars/documents/delete-batch', {
      json: { id: 1 },
      headers: admin,
    });
    expect(notArray.status).toBe(400);
  });

  it('answers an unknown route 404 and a wrong method 405 with Allow, in Meilisearch shape', async () => {
    const unknown = await call(server, '/nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      message: 'Not found.',
      code: 'not_found',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#not_found',
    });
    const wrong = await call(server, '/indexes/cars/search', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST, GET');
    expect(await wrong.json()).toMatchObject({ code: 'method_not_allowed' });
  });

  it('answers CORS like Meilisearch: preflight 204 without a key, any origin on every answer', async () => {
    const preflight = await call(server, '/indexes/cars/search', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://www.alpha.com.au',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-meilisearch-client,x-extra',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const name of ['authorization', 'content-type', 'x-meilisearch-client', 'x-extra']) {
      expect(allowed).toContain(name);
    }
    expect(preflight.headers.get('access-control-max-age')).toBe('86400');

    const search = await call(server, '/indexes/cars/search', {
      json: {},
      headers: { origin: 'https://www.alpha.com.au' },
    });
    expect(search.headers.get('access-control-allow-origin')).toBe('*');
    const denied = await call(server, '/indexes', { headers: { origin: 'https://x.example' } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('*');
    const notFound = await call(server, '/nope');
    expect(notFound.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('search app with FORECOURT_SEARCH_KEY', () => {
  let server: SearchTestServer;
  beforeAll(async () => {
    ({ server } = await serveApp({ searchKey: SEARCH_KEY }));
  });
  afterAll(() => server.close());

  it('needs a key for searches: 401 without, 403 wrong; the search or the admin key works', async () => {
    for (const [path, json] of [
      ['/indexes/cars/search', {}],
      ['/multi-search', { queries: [{ indexUid: 'cars' }] }],
      ['/indexes/cars/facet-search', { facetName: 'make' }],
    ] as const) {
      const missing = await call(server, path, { json });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual(MISSING_HEADER);
      const wrong = await call(server, path, {
        json,
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.status).toBe(403);
      expect(await wrong.json()).toEqual(INVALID_KEY);
      for (const key of [SEARCH_KEY, ADMIN_KEY]) {
        const ok = await call(server, path, { json, headers: { authorization: `Bearer ${key}` } });
        expect(ok.status, `${path} with ${key}`).toBe(200);
      }
    }
    const get = await call(server, '/indexes/cars/search?q=kia');
    expect(get.status).toBe(401);
  });

  it('does not let the search key write or read documents (403)', async () => {
    const write = await call(server, '/indexes/cars/documents', {
      json: [{ id: 99 }],
      headers: { authorization: `Bearer ${SEARCH_KEY}` },
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual(INVALID_KEY);
    const read = await call(server, '/indexes/cars/documents/1', {
      headers: { authorization: `Bearer ${SEARCH_KEY}` },
    });
    expect(read.status).toBe(403);
  });

  it('keeps /health open', async () => {
    expect((await call(server, '/health')).status).toBe(200);
  });
});

describe('search app limits and failures', () => {
  it('answers 413 payload_too_large above the search body limit', async () => {
    const { server } = await serveApp({ maxSearchPayloadBytes: 64 });
    try {
      const response = await call(server, '/indexes/cars/search', { json: { q: 'x'.repeat(200) } });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
    } finally {
      await server.close();
    }
  });

  it('answers 500 internal without the cause when something unexpected fails', async () => {
    const errors: unknown[] = [];
    const { server } = await serveApp({
      sites: {
        forHost: async () => {
          throw new Error('database is down: secret detail');
        },
      },
      logger: { error: (entry: unknown) => errors.push(entry) } as never,
    });
    try {
      const response = await call(server, '/indexes/cars/search', { json: {} });
      expect(response.status).toBe(500);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe('internal');
      expect(body.message).not.toContain('secret');
      expect(errors).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

describe('site scoping by Host', () => {
  let server: SearchTestServer;
  beforeAll(async () => {
    ({ server } = await serveApp());
  });
  afterAll(() => server.close());

  async function searchAs(host: string, path: string, json: unknown) {
    const response = await fetchWithHost(host)(`${server.searchUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  const ids = (body: Record<string, unknown>) =>
    (body.hits as { id: number }[]).map((hit) => hit.id).sort((a, b) => a - b);

  it("ANDs the site's dealerships and search_filters into every search on its host", async () => {
    expect(ids(await searchAs('alpha.localhost:4000', '/indexes/cars/search', {}))).toEqual([1, 2]);
    expect(ids(await searchAs('www.alpha.com.au', '/indexes/cars/search', {}))).toEqual([1, 2]);
    expect(ids(await searchAs('beta.localhost', '/indexes/cars/search', {}))).toEqual([4, 5]);
    expect(ids(await searchAs('localhost', '/indexes/cars/search', {}))).toEqual([1, 2, 3, 4, 5]);
  });

  it("cannot widen the site's scope with its own filter (string or array form)", async () => {
    for (const filter of [
      'dealership_id = 2',
      'dealership_id = 1 OR dealership_id = 2',
      ['dealership_id = 2 OR car_type = new'],
      [['dealership_id = 2', 'dealership_id = 3']],
      ') OR (dealership_id = 2',
    ]) {
      const response = await fetchWithHost('alpha.localhost')(
        `${server.searchUrl}/indexes/cars/search`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ filter }),
        },
      );
      if (response.status === 200) {
        const body = (await response.json()) as Record<string, unknown>;
        for (const id of ids(body)) expect([1, 2]).toContain(id);
      } else {
        expect(response.status).toBe(400);
      }
    }
  });

  it('scopes multi-search, facet-search and GET search too', async () => {
    const multi = await searchAs('beta.localhost', '/multi-search', {
      queries: [
        { indexUid: 'cars', facets: ['make'] },
        { indexUid: 'cars', filter: 'make = Toyota' },
      ],
    });
    const results = multi.results as Record<string, unknown>[];
    expect(results.map(ids)).toEqual([[4, 5], []]);
    expect(results[0]?.facetDistribution).toEqual({ make: { Ford: 1, Kia: 1 } });

    const facets = await searchAs('alpha.localhost', '/indexes/cars/facet-search', {
      facetName: 'make',
    });
    expect(facets.facetHits).toEqual([
      { value: 'Mazda', count: 1 },
      { value: 'Toyota', count: 1 },
    ]);

    const get = await fetchWithHost('beta.localhost')(
      `${server.searchUrl}/indexes/cars/search?filter=make%20%3D%20Toyota`,
    );
    expect(((await get.json()) as { hits: unknown[] }).hits).toEqual([]);
  });
});

describe('siteSearchFilter / scopeSearchFilter / siteTenantToken', () => {
  it('builds the dealership filter, ANDed with search_filters when set', () => {
    expect(siteSearchFilter(ALPHA)).toBe('(dealership_id IN [1]) AND (car_type = used)');
    expect(siteSearchFilter(BETA)).toBe('dealership_id IN [2, 3]');
  });

  it('leaves out the stock numbers the site rules exclude (vehicle-stock §6 stock exclusions)', () => {
    const excluding = {
      ...BETA,
      settings: { search_filters: '', rules: { excluded_stock_numbers: ['S1', 'S2'] } },
    } as unknown as SiteRecord;
    expect(siteSearchFilter(excluding)).toBe(
      '(dealership_id IN [2, 3]) AND (stocknum NOT IN ["S1", "S2"])',
    );
  });

  it('keeps the request filter as its own AND part', () => {
    expect(scopeSearchFilter(undefined, 'S')).toBe('S');
    expect(scopeSearchFilter('  ', 'S')).toBe('S');
    expect(scopeSearchFilter([], 'S')).toBe('S');
    expect(scopeSearchFilter('a = 1 OR b = 2', 'S')).toEqual(['S', 'a = 1 OR b = 2']);
    expect(scopeSearchFilter(['a = 1', ['b = 2', 'c = 3']], 'S')).toEqual([
      'S',
      'a = 1',
      ['b = 2', 'c = 3'],
    ]);
  });

  it("signs a tenant token whose search rules carry the site's filter on cars", async () => {
    const apiKey = 'a-meilisearch-search-key';
    const apiKeyUid = '6062abda-a5aa-4414-ac91-ecd7944c0f8d';
    const expiresAt = new Date('2030-01-01T00:00:00Z');
    const token = await siteTenantToken(ALPHA, { apiKey, apiKeyUid, expiresAt });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(JSON.parse(Buffer.from(payload, 'base64').toString())).toEqual({
      searchRules: { cars: { filter: '(dealership_id IN [1]) AND (car_type = used)' } },
      apiKeyUid,
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
    const expected = createHmac('sha256', apiKey)
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(signature).toBe(expected);
  });
});
