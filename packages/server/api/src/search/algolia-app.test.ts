import { SearchEngine } from '@forecourt/search-engine';
import { type Algoliasearch, algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteRecord } from '../site-directory.ts';
import { createSearchApp, type SearchAppOptions } from './search-app.ts';
import {
  fetchWithHost,
  type SearchTestServer,
  startSearchTestServer,
} from './search-test-server.ts';

const ADMIN_KEY = 'algolia-test-admin-key';
const SEARCH_KEY = 'algolia-test-search-key';

interface Car {
  id: number;
  name: string;
  make: string;
  model: string;
  car_type: 'new' | 'used' | 'demo';
  price: number;
  year: number;
  colour: string;
  dealership_id: number;
}

const MODELS: [string, string][] = [
  ['Toyota', 'HiLux'],
  ['Toyota', 'Corolla'],
  ['Toyota', 'Land Cruiser'],
  ['Mazda', 'CX-5'],
  ['Ford', 'Ranger'],
  ['Kia', 'Sportage'],
];
const TYPES = ['new', 'used', 'demo'] as const;
const COLOURS = ['White', 'Black', 'Red & Blue'];

/** 36 cars, deterministic: every model in every car type, spread over dealerships 1–3. */
function makeCars(): Car[] {
  const cars: Car[] = [];
  let id = 1;
  for (let round = 0; round < 2; round++) {
    for (const [make, model] of MODELS) {
      for (const carType of TYPES) {
        const year = 2018 + ((id * 3) % 7);
        cars.push({
          id,
          name: `${year} ${make} ${model}`,
          make,
          model,
          car_type: carType,
          price: 9_000 + ((id * 7_919) % 60_000),
          year,
          colour: COLOURS[Math.floor(id / 2) % COLOURS.length] as string,
          // Groups of three (one of each car type) take turns between dealerships 1, 2 and 3.
          dealership_id: 1 + (Math.floor((id - 1) / 3) % 3),
        });
        id++;
      }
    }
  }
  return cars;
}

const CARS = makeCars();

function site(slug: string, dealershipIds: number[], searchFilters: string): SiteRecord {
  return { slug, dealershipIds, settings: { search_filters: searchFilters } } as never;
}
const ALPHA = site('alpha', [1], 'car_type = used');
const BETA = site('beta', [2, 3], '');

function newEngine(): SearchEngine {
  const engine = new SearchEngine();
  const cars = engine.createIndex('cars', { primaryKey: 'id' });
  cars.updateSettings({
    searchableAttributes: ['name', 'make', 'model', 'colour'],
    filterableAttributes: [
      'id',
      'make',
      'model',
      'car_type',
      'price',
      'year',
      'colour',
      'dealership_id',
    ],
    sortableAttributes: ['price', 'year'],
    pagination: { maxTotalHits: 30 },
  });
  cars.addDocuments(CARS.map((car) => ({ ...car })));
  const other = engine.createIndex('locations', { primaryKey: 'slug' });
  other.updateSettings({ filterableAttributes: ['state'] });
  other.addDocuments([
    { slug: 'newcastle', name: 'Newcastle', state: 'NSW' },
    { slug: 'geelong', name: 'Geelong', state: 'VIC' },
  ]);
  return engine;
}

async function serve(overrides: Partial<SearchAppOptions> = {}): Promise<SearchTestServer> {
  const app = createSearchApp({
    engine: newEngine(),
    adminKey: ADMIN_KEY,
    sites: {
      forHost: async (host) => {
        const name = host.replace(/:\d+$/, '');
        if (name === 'alpha.localhost') return ALPHA;
        if (name === 'beta.localhost') return BETA;
        return undefined;
      },
    },
    ...overrides,
  });
  return startSearchTestServer(app);
}

/** `127.0.0.1:<port>/search`: the host the Algolia clients are pointed at. */
function hostOf(server: SearchTestServer): string {
  return server.searchUrl.replace(/^http:\/\//, '');
}

/** The official client, pointed at the test server; `host` sends a site's Host header. */
function client(server: SearchTestServer, options: { key?: string; host?: string } = {}) {
  return algoliasearch('forecourt', options.key ?? 'any-key', {
    hosts: [{ url: hostOf(server), accept: 'readWrite', protocol: 'http' }],
    ...(options.host ? { baseHeaders: { host: options.host } } : {}),
  });
}

const ids = (hits: readonly { objectID: string }[]) => hits.map((hit) => Number(hit.objectID));
const sortedIds = (hits: readonly { objectID: string }[]) => ids(hits).sort((a, b) => a - b);
const idsOf = (cars: readonly Car[]) => cars.map((car) => car.id).sort((a, b) => a - b);

function countBy(cars: readonly Car[], key: (car: Car) => string | number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const car of cars) counts[String(key(car))] = (counts[String(key(car))] ?? 0) + 1;
  return counts;
}

function rawPost(server: SearchTestServer, path: string, body: unknown, headers = {}) {
  return fetch(`${server.searchUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('Algolia protocol on the search engine (algoliasearch v5)', () => {
  let server: SearchTestServer;
  let search: Algoliasearch;
  beforeAll(async () => {
    server = await serve();
    search = client(server);
  });
  afterAll(() => server.close());

  it('answers searchSingleIndex in Algolia shape: objectID, _highlightResult, counts, params', async () => {
    const response = await search.searchSingleIndex<Car>({
      indexName: 'cars',
      searchParams: { query: 'corolla', hitsPerPage: 3, analytics: false, clickAnalytics: true },
    });
    const corollas = CARS.filter((car) => car.model === 'Corolla');
    expect(response).toMatchObject({
      nbHits: corollas.length,
      page: 0,
      nbPages: Math.ceil(corollas.length / 3),
      hitsPerPage: 3,
      query: 'corolla',
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
    });
    expect(response.params).toBe('query=corolla&hitsPerPage=3&analytics=false&clickAnalytics=true');
    expect(typeof response.processingTimeMS).toBe('number');
    const [hit] = response.hits;
    const car = CARS.find((c) => c.id === Number(hit?.objectID)) as Car;
    expect(hit).toEqual({
      ...car,
      objectID: String(car.id),
      _highlightResult: {
        name: {
          value: `${car.year} Toyota <em>Corolla</em>`,
          matchLevel: 'full',
          matchedWords: ['corolla'],
          fullyHighlighted: false,
        },
        make: { value: 'Toyota', matchLevel: 'none', matchedWords: [] },
        model: {
          value: '<em>Corolla</em>',
          matchLevel: 'full',
          matchedWords: ['corolla'],
          fullyHighlighted: true,
        },
        colour: { value: car.colour.replace('&', '&amp;'), matchLevel: 'none', matchedWords: [] },
      },
    });
  });

  it('pages 0-based: nbPages = ceil(nbHits / hitsPerPage), the last page partial, beyond it empty', async () => {
    const toyotas = CARS.filter((car) => car.make === 'Toyota');
    const pages = [];
    for (let page = 0; page <= 3; page++) {
      pages.push(
        await search.searchSingleIndex<Car>({
          indexName: 'cars',
          searchParams: { filters: 'make:Toyota', hitsPerPage: 5, page },
        }),
      );
    }
    expect(pages.map((p) => [p.page, p.nbPages, p.nbHits, p.hits.length])).toEqual([
      [0, 4, 18, 5],
      [1, 4, 18, 5],
      [2, 4, 18, 5],
      [3, 4, 18, 3],
    ]);
    expect(pages.flatMap((p) => ids(p.hits)).sort((a, b) => a - b)).toEqual(idsOf(toyotas));
    const beyond = await search.searchSingleIndex({
      indexName: 'cars',
      searchParams: { filters: 'make:Toyota', hitsPerPage: 5, page: 9 },
    });
    expect(beyond).toMatchObject({ hits: [], page: 9, nbPages: 4, nbHits: 18 });
  });

  it("caps nbHits and nbPages at the index's maxTotalHits (Algolia's paginationLimitedTo)", async () => {
    const all = await search.searchSingleIndex({
      indexName: 'cars',
      searchParams: { hitsPerPage: 7 },
    });
    expect(CARS.length).toBe(36);
    expect(all).toMatchObject({ nbHits: 30, nbPages: 5, exhaustiveNbHits: false });
  });

  it('translates filters: facets, OR groups, NOT, comparisons and ranges', async () => {
    const response = await search.searchSingleIndex<Car>({
      indexName: 'cars',
      searchParams: {
        filters:
          'make:Toyota AND (car_type:new OR car_type:demo) AND price > 1000 AND price:5000 TO 50000 AND NOT model:"Land Cruiser"',
        hitsPerPage: 100,
      },
    });
    const expected = CARS.filter(
      (car) =>
        car.make === 'Toyota' &&
        (car.car_type === 'new' || car.car_type === 'demo') &&
        car.price > 1000 &&
        car.price >= 5000 &&
        car.price <= 50_000 &&
        car.model !== 'Land Cruiser',
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(sortedIds(response.hits)).toEqual(idsOf(expected));
  });

  it('translates facetFilters (outer AND, inner OR, - negation) and numericFilters', async () => {
    const response = await search.searchSingleIndex<Car>({
      indexName: 'cars',
      searchParams: {
        facetFilters: [['make:Mazda', 'make:Kia'], 'colour:-White'],
        numericFilters: ['year>=2019', ['price<20000', 'price>40000']],
        hitsPerPage: 100,
      },
    });
    const expected = CARS.filter(
      (car) =>
        (car.make === 'Mazda' || car.make === 'Kia') &&
        car.colour !== 'White' &&
        car.year >= 2019 &&
        (car.price < 20_000 || car.price > 40_000),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(response.hits)).toEqual(idsOf(expected));
  });

  it('answers multi-index queries with facets (count order, maxValuesPerFacet) and facets_stats', async () => {
    const { results } = await search.search<Car>({
      requests: [
        {
          indexName: 'cars',
          query: 'toyota',
          facets: ['model', 'car_type', 'price'],
          maxValuesPerFacet: 2,
          hitsPerPage: 0,
        },
        { indexName: 'locations', query: 'gee' },
      ],
    });
    const [cars, locations] = results as [Record<string, unknown>, Record<string, unknown>];
    const toyotas = CARS.filter((car) => car.make === 'Toyota');
    expect(cars).toMatchObject({ index: 'cars', nbHits: toyotas.length, hits: [], nbPages: 0 });
    const models = cars.facets as Record<string, Record<string, number>>;
    // Every Toyota model has 6 cars: the count tie keeps alphabetical order, cut to 2.
    expect(models.model).toEqual({ Corolla: 6, HiLux: 6 });
    expect(Object.keys(models.car_type ?? {})).toHaveLength(2);
    const prices = toyotas.map((car) => car.price);
    expect(cars.facets_stats).toEqual({
      price: { min: Math.min(...prices), max: Math.max(...prices) },
    });
    expect(locations).toMatchObject({ index: 'locations', nbHits: 1 });
    expect((locations.hits as { objectID: string }[])[0]?.objectID).toBe('geelong');
  });

  it('orders facet values by count, or alphabetically with sortFacetValuesBy: alpha', async () => {
    const filters = 'make:Toyota OR (make:Kia AND car_type:used)';
    const byCount = await search.searchSingleIndex({
      indexName: 'cars',
      searchParams: { filters, facets: ['make'], hitsPerPage: 0 },
    });
    expect(Object.entries(byCount.facets?.make ?? {})).toEqual([
      ['Toyota', 18],
      ['Kia', 2],
    ]);
    const alpha = await search.searchSingleIndex({
      indexName: 'cars',
      searchParams: { filters, facets: ['make'], hitsPerPage: 0, sortFacetValuesBy: 'alpha' },
    });
    expect(Object.keys(alpha.facets?.make ?? {})).toEqual(['Kia', 'Toyota']);
  });

  it('reads the url-encoded params string InstantSearch sends (JSON arrays and legacy lists)', async () => {
    const params = new URLSearchParams({
      query: 'ranger',
      hitsPerPage: '2',
      page: '1',
      facets: JSON.stringify(['colour']),
      facetFilters: JSON.stringify([['car_type:used', 'car_type:demo']]),
      numericFilters: 'price>0,year>=2018',
      attributesToRetrieve: 'name,price',
      attributesToHighlight: JSON.stringify(['model']),
      tagFilters: '',
    }).toString();
    const response = await rawPost(server, '/1/indexes/*/queries', {
      requests: [{ indexName: 'cars', params }],
    });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: Record<string, unknown>[] };
    const rangers = CARS.filter(
      (car) => car.model === 'Ranger' && (car.car_type === 'used' || car.car_type === 'demo'),
    );
    expect(results[0]).toMatchObject({
      nbHits: rangers.length,
      page: 1,
      hitsPerPage: 2,
      nbPages: 2,
      params,
      facets: { colour: countBy(rangers, (car) => car.colour) },
    });
    const hits = results[0]?.hits as Record<string, unknown>[];
    expect(hits).toHaveLength(2);
    expect(Object.keys(hits[0] ?? {}).sort()).toEqual([
      '_highlightResult',
      'name',
      'objectID',
      'price',
    ]);
    expect(hits[0]?._highlightResult).toEqual({
      model: {
        value: '<em>Ranger</em>',
        matchLevel: 'full',
        matchedWords: ['ranger'],
        fullyHighlighted: true,
      },
    });
  });

  it('takes the legacy request array (indexName + params object) the InstantSearch helper sends', async () => {
    const { results } = await search.search<Car>([
      {
        indexName: 'cars',
        params: { query: 'kia', hitsPerPage: 1, facetFilters: ['car_type:new'] },
      },
    ]);
    expect(results[0]).toMatchObject({ nbHits: 2, nbPages: 2 });
  });

  it('highlights with custom tags, partial/full levels, typos, and escapes HTML in values', async () => {
    const response = await search.searchSingleIndex<Car>({
      indexName: 'cars',
      searchParams: {
        query: 'red toyot corolla',
        filters: 'model:Corolla AND colour:"Red & Blue"',
        attributesToHighlight: ['name', 'colour'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
    });
    expect(response.hits.length).toBeGreaterThan(0);
    const hit = response.hits[0] as unknown as { _highlightResult: Record<string, unknown> };
    const car = CARS.find((c) => c.id === Number(response.hits[0]?.objectID)) as Car;
    expect(hit._highlightResult).toEqual({
      name: {
        value: `${car.year} <mark>Toyota</mark> <mark>Corolla</mark>`,
        matchLevel: 'partial',
        matchedWords: ['toyot', 'corolla'],
        fullyHighlighted: false,
      },
      colour: {
        value: '<mark>Red</mark> &amp; Blue',
        matchLevel: 'partial',
        matchedWords: ['red'],
        fullyHighlighted: false,
      },
    });
    const typo = await search.searchSingleIndex({
      indexName: 'cars',
      searchParams: { query: 'corola', attributesToHighlight: ['model'], hitsPerPage: 1 },
    });
    expect(typo.hits[0]?._highlightResult).toEqual({
      model: {
        value: '<em>Corolla</em>',
        matchLevel: 'full',
        matchedWords: ['corola'],
        fullyHighlighted: true,
      },
    });
  });

  it('leaves escaping to InstantSearch when it sends its own placeholder tags (it escapes hits itself)', async () => {
    const response = await search.searchSingleIndex({
      indexName: 'cars',
      searchParams: {
        query: 'red',
        filters: 'colour:"Red & Blue"',
        attributesToHighlight: ['colour'],
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
        hitsPerPage: 1,
      },
    });
    expect(response.hits[0]?._highlightResult).toMatchObject({
      colour: { value: '__ais-highlight__Red__/ais-highlight__ & Blue', matchLevel: 'full' },
    });
  });

  it('sends no _highlightResult for attributesToHighlight: [] and highlights every attribute for *', async () => {
    const none = await search.searchSingleIndex({
      indexName: 'cars',
      searchParams: { query: 'ford', attributesToHighlight: [], hitsPerPage: 1 },
    });
    expect(none.hits[0]).not.toHaveProperty('_highlightResult');
    const all = await search.searchSingleIndex({
      indexName: 'cars',
      searchParams: { query: 'ford', attributesToHighlight: ['*'], hitsPerPage: 1 },
    });
    expect(Object.keys(all.hits[0]?._highlightResult ?? {}).sort()).toEqual(
      Object.keys(CARS[0] as Car).sort(),
    );
  });

  it('searches facet values: highlighted prefix, counts in count order, maxFacetHits, filters', async () => {
    const response = await search.searchForFacetValues({
      indexName: 'cars',
      facetName: 'model',
      // The v5 client sends search parameters of a facet search in the `params` string.
      searchForFacetValuesRequest: {
        facetQuery: 'c',
        params: new URLSearchParams({ filters: 'car_type:used OR model:Corolla' }).toString(),
      },
    });
    expect(response.facetHits).toEqual([
      { value: 'Corolla', highlighted: '<em>C</em>orolla', count: 6 },
      { value: 'CX-5', highlighted: '<em>C</em>X-5', count: 2 },
    ]);
    expect(response.exhaustiveFacetsCount).toBe(true);
    expect(typeof response.processingTimeMS).toBe('number');
    const limited = await search.searchForFacetValues({
      indexName: 'cars',
      facetName: 'make',
      searchForFacetValuesRequest: { facetQuery: '', maxFacetHits: 2 },
    });
    expect(limited.facetHits.map((hit) => [hit.value, hit.count])).toEqual([
      ['Toyota', 18],
      ['Ford', 6],
    ]);
  });

  it('answers facet requests inside multi-queries (type: facet), as the lite client sends them', async () => {
    const lite = liteClient('forecourt', 'any-key', {
      hosts: [{ url: hostOf(server), accept: 'readWrite', protocol: 'http' }],
    });
    const {
      results: [facets],
    } = await lite.searchForFacets([
      {
        indexName: 'cars',
        type: 'facet',
        facet: 'make',
        facetQuery: 'to',
        params: { query: 'hilux' },
      },
    ]);
    expect(facets?.facetHits).toEqual([
      { value: 'Toyota', highlighted: '<em>To</em>yota', count: 6 },
    ]);
    const {
      results: [hits],
    } = await lite.searchForHits<Car>([
      { indexName: 'cars', params: { query: 'sportage', hitsPerPage: 50 } },
    ]);
    expect(hits?.nbHits).toBe(6);
  });

  it('gets objects: many with nulls for missing ones, one by id, attributesToRetrieve', async () => {
    const { results } = await search.getObjects<Car>({
      requests: [
        { indexName: 'cars', objectID: '3', attributesToRetrieve: ['make', 'model'] },
        { indexName: 'cars', objectID: '999' },
        { indexName: 'locations', objectID: 'geelong' },
      ],
    });
    expect(results).toEqual([
      { make: 'Toyota', model: 'HiLux', objectID: '3' },
      null,
      { slug: 'geelong', name: 'Geelong', state: 'VIC', objectID: 'geelong' },
    ]);
    const one = await search.getObject({ indexName: 'cars', objectID: '4' });
    expect(one).toEqual({ ...CARS[3], objectID: '4' });
    const some = await search.getObject({
      indexName: 'cars',
      objectID: '4',
      attributesToRetrieve: ['price'],
    });
    expect(some).toEqual({ price: CARS[3]?.price, objectID: '4' });
    await expect(search.getObject({ indexName: 'cars', objectID: '999' })).rejects.toMatchObject({
      status: 404,
      message: 'ObjectID does not exist',
    });
  });

  it('serves a sorted view of an index as <index>:<attribute>:<asc|desc>', async () => {
    const response = await search.searchSingleIndex<Car>({
      indexName: 'cars:price:desc',
      searchParams: { filters: 'make:Ford', hitsPerPage: 100 },
    });
    const fords = CARS.filter((car) => car.make === 'Ford').sort((a, b) => b.price - a.price);
    expect(response.hits.map((hit) => hit.price)).toEqual(fords.map((car) => car.price));
  });

  it.each([
    [{ filters: 'make:' }, 400, 'filters: Unexpected end of filter, expected a value at col 6'],
    [{ filters: 'colourway:Red' }, 400, /^Attribute `colourway` is not filterable\./],
    [
      { facetFilters: ['Toyota'] },
      400,
      'facetFilters: invalid filter "Toyota", expected attribute:value',
    ],
    [{ numericFilters: ['price ~ 5'] }, 400, /^numericFilters: invalid filter "price ~ 5"/],
    [
      { hitsPerPage: 5000 },
      400,
      'Invalid value for "hitsPerPage" parameter: expected an integer between 0 and 1000, got 5000',
    ],
    [{ page: -1 }, 400, /^Invalid value for "page" parameter/],
    [{ colourScheme: 'dark' }, 400, 'Unknown parameter: colourScheme'],
    [
      { aroundLatLng: '-33.9, 151.2' },
      400,
      'Geo search ("aroundLatLng") is not supported by this search service',
    ],
    [{ tagFilters: ['sale'] }, 400, /^tagFilters are not supported/],
  ])('answers %j with an Algolia-shaped %i', async (searchParams, status, message) => {
    const response = await rawPost(server, '/1/indexes/cars/query', searchParams);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; status: number };
    expect(body.status).toBe(status);
    expect(body.message).toMatch(message);
    await expect(
      search.searchSingleIndex({ indexName: 'cars', searchParams: searchParams as never }),
    ).rejects.toMatchObject({ status, name: 'ApiError' });
  });

  it('answers an unknown index 404, bad JSON 400, an unknown path 404, in Algolia shape', async () => {
    const missing = await rawPost(server, '/1/indexes/trucks/query', {});
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Index trucks does not exist', status: 404 });
    const bad = await rawPost(server, '/1/indexes/cars/query', '{"query":');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Invalid JSON', status: 400 });
    const unknown = await rawPost(server, '/1/indexes/cars/rules/search', {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Path not found', status: 404 });
    const notStar = await rawPost(server, '/1/indexes/cars/queries', { requests: [] });
    expect(notStar.status).toBe(404);
  });

  it('lets a browser preflight the Algolia headers, and sends CORS on answers', async () => {
    const preflight = await fetch(`${server.searchUrl}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://alpha.localhost:4000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-api-key, x-algolia-application-id',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key');
    const answer = await rawPost(server, '/1/indexes/cars/query', {});
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('Algolia protocol: limits and failures', () => {
  it('answers 413 above the search body limit, in Algolia shape', async () => {
    const server = await serve({ maxSearchPayloadBytes: 1024 });
    try {
      const response = await rawPost(server, '/1/indexes/cars/query', { query: 'x'.repeat(2048) });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'Request body too large', status: 413 });
    } finally {
      await server.close();
    }
  });

  it('answers 500 Internal error without the cause, and logs it', async () => {
    const logged: unknown[] = [];
    const engine = newEngine();
    const cars = engine.getIndex('cars');
    cars.search = () => {
      throw new Error('disk on fire');
    };
    const server = await serve({
      engine,
      logger: { error: (entry: unknown) => logged.push(entry) },
    });
    try {
      const response = await rawPost(server, '/1/indexes/cars/query', {});
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: 'Internal error', status: 500 });
      expect(logged).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

describe('Algolia protocol: search-only keys (FORECOURT_SEARCH_KEY set)', () => {
  let server: SearchTestServer;
  beforeAll(async () => {
    server = await serve({ searchKey: SEARCH_KEY });
  });
  afterAll(() => server.close());

  it('answers 403 without a key or with a wrong one, whatever the app id', async () => {
    const none = await rawPost(server, '/1/indexes/cars/query', {});
    expect(none.status).toBe(403);
    expect(await none.json()).toEqual({
      message: 'Invalid Application-ID or API key',
      status: 403,
    });
    await expect(
      client(server, { key: 'wrong' }).searchSingleIndex({ indexName: 'cars' }),
    ).rejects.toMatchObject({ status: 403, message: 'Invalid Application-ID or API key' });
    await expect(
      client(server, { key: 'wrong' }).getObject({ indexName: 'cars', objectID: '1' }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('accepts the search key (or the admin key) in X-Algolia-API-Key or as a query parameter', async () => {
    const viaHeader = await client(server, { key: SEARCH_KEY }).searchSingleIndex({
      indexName: 'cars',
    });
    expect(viaHeader.nbHits).toBe(30);
    const admin = await client(server, { key: ADMIN_KEY }).getObject({
      indexName: 'cars',
      objectID: '1',
    });
    expect(admin.objectID).toBe('1');
    const viaQuery = await rawPost(
      server,
      `/1/indexes/*/queries?x-algolia-application-id=anything&x-algolia-api-key=${SEARCH_KEY}`,
      { requests: [{ indexName: 'cars', hitsPerPage: 1 }] },
    );
    expect(viaQuery.status).toBe(200);
  });
});

describe('Algolia protocol: site scoping by Host', () => {
  let server: SearchTestServer;
  const alphaCars = CARS.filter((car) => car.dealership_id === 1 && car.car_type === 'used');
  const betaCars = CARS.filter((car) => car.dealership_id === 2 || car.dealership_id === 3);
  beforeAll(async () => {
    server = await serve();
  });
  afterAll(() => server.close());

  it("shows a site's host only its stock (its dealerships, within its search_filters)", async () => {
    const alpha = client(server, { host: 'alpha.localhost:4000' });
    const response = await alpha.searchSingleIndex({
      indexName: 'cars',
      searchParams: { hitsPerPage: 100, facets: ['make'] },
    });
    expect(alphaCars.length).toBeGreaterThan(2);
    expect(sortedIds(response.hits)).toEqual(idsOf(alphaCars));
    expect(response.facets?.make).toEqual(countBy(alphaCars, (car) => car.make));
    const beta = await client(server, { host: 'beta.localhost' }).searchSingleIndex({
      indexName: 'cars:price:asc',
      searchParams: { hitsPerPage: 100 },
    });
    expect(sortedIds(beta.hits)).toEqual(idsOf(betaCars));
  });

  it.each([
    [{ filters: 'car_type:new OR dealership_id:2' }, 200],
    [{ filters: 'make:Toyota OR NOT make:Toyota' }, 200],
    [{ filters: ') OR (dealership_id:2' }, 400],
    [{ filters: 'make:"x\\" OR dealership_id:2 OR make:\\"y"' }, 200],
    [{ facetFilters: [['dealership_id:2', 'dealership_id:1']] }, 200],
    [{ numericFilters: [['dealership_id>0', 'price>0']] }, 200],
    [{ facetFilters: ['make:Toyota" OR dealership_id = 2 OR make = "x'] }, 200],
  ])(
    'cannot escape the scope with %j (answers %i, only its own cars)',
    async (searchParams, status) => {
      // Node's fetch cannot send a Host header: node:http with the site's host.
      const send = fetchWithHost('alpha.localhost');
      const scoped = await send(`${server.searchUrl}/1/indexes/*/queries`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          requests: [{ indexName: 'cars', hitsPerPage: 100, ...searchParams }],
        }),
      });
      expect(scoped.status).toBe(status);
      if (status !== 200) return; // refused outright: nothing leaked either
      const { results } = (await scoped.json()) as { results: { hits: { objectID: string }[] }[] };
      const allowed = new Set(alphaCars.map((car) => car.id));
      for (const id of ids(results[0]?.hits ?? [])) expect(allowed.has(id)).toBe(true);
    },
  );

  it('scopes multi-queries, facet searches and object reads too', async () => {
    const alpha = client(server, { host: 'alpha.localhost' });
    const { results } = await alpha.search({
      requests: [
        { indexName: 'cars', filters: 'dealership_id:2', hitsPerPage: 100 },
        { indexName: 'cars', type: 'facet', facet: 'car_type', facetQuery: '' },
        { indexName: 'locations', query: '' },
      ],
    });
    expect(results[0]).toMatchObject({ nbHits: 0 });
    expect((results[1] as { facetHits: unknown[] }).facetHits).toEqual([
      { value: 'used', highlighted: 'used', count: alphaCars.length },
    ]);
    // Scoping is for cars only: other indexes answer in full.
    expect(results[2]).toMatchObject({ nbHits: 2 });
    const facets = await alpha.searchForFacetValues({
      indexName: 'cars',
      facetName: 'make',
      searchForFacetValuesRequest: { params: 'filters=dealership_id%3A2%20OR%20dealership_id%3A1' },
    });
    expect(Object.fromEntries(facets.facetHits.map((hit) => [hit.value, hit.count]))).toEqual(
      countBy(alphaCars, (car) => car.make),
    );

    const ownId = String(alphaCars[0]?.id);
    const otherId = String(betaCars[0]?.id);
    const { results: objects } = await alpha.getObjects({
      requests: [
        { indexName: 'cars', objectID: ownId },
        { indexName: 'cars', objectID: otherId },
      ],
    });
    expect(
      objects.map((object) => (object as { objectID?: string } | null)?.objectID ?? null),
    ).toEqual([ownId, null]);
    await expect(alpha.getObject({ indexName: 'cars', objectID: otherId })).rejects.toMatchObject({
      status: 404,
    });
    const own = (await alpha.getObject({ indexName: 'cars', objectID: ownId })) as Car;
    expect(own).toEqual({ ...alphaCars[0], objectID: ownId });
  });

  it('does not scope off a site host (the platform host)', async () => {
    const response = await client(server).searchSingleIndex({
      indexName: 'cars',
      searchParams: { filters: 'dealership_id:2', hitsPerPage: 100 },
    });
    expect(response.nbHits).toBe(CARS.filter((car) => car.dealership_id === 2).length);
  });
});
