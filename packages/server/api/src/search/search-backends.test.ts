import { readFileSync } from 'node:fs';
import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { SearchEngine } from '@forecourt/search-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteDirectory } from '../site-directory.ts';
import { seedFixture } from '../test-fixtures.ts';
import { startTestServer, TEST_ADMIN_KEY } from '../testing.ts';
import { createSearchApp } from './search-app.ts';
import {
  AlgoliaSearchBackend,
  algoliaFiltersOf,
  browserSearchClient,
  EmbeddedSearchBackend,
  MeilisearchSearchBackend,
  SearchBackends,
  siteIndexers,
} from './search-backends.ts';
import {
  fetchWithHost,
  type SearchTestServer,
  startSearchTestServer,
} from './search-test-server.ts';

const NOW = new Date('2026-05-04T02:00:00.000Z');
const SAMPLE_JSON = readFileSync(new URL('../../test-feeds/sample-stock.json', import.meta.url));
const REMOTE_ADMIN_KEY = 'remote-admin-key';
/** The secrets the site configs name (what the platform reads from its environment). */
const ENV: Record<string, string> = {
  TEST_MEILI_ADMIN_KEY: REMOTE_ADMIN_KEY,
  TEST_MEILI_SEARCH_KEY: 'remote-search-key-that-signs-tokens',
  TEST_ALGOLIA_WRITE_KEY: REMOTE_ADMIN_KEY,
};

/** What the results page, similar vehicles and the budget finder send (Meilisearch shape). */
const QUERIES = [
  {
    indexUid: 'cars',
    q: '',
    filter: ['show_on_dealer_website = true'],
    facets: ['make', 'body', 'price_range', 'car_type'],
    sort: ['price:asc'],
    hitsPerPage: 20,
    page: 1,
  },
  {
    indexUid: 'cars',
    q: '',
    filter: [['make = "Toyota"', 'make = Jayco'], 'price >= 1000', 'status != sold'],
    facets: ['make'],
    sort: ['price:desc'],
    limit: 3,
    offset: 0,
  },
  { indexUid: 'cars', q: 'toyota', hitsPerPage: 0, page: 1, facets: ['model'] },
];

type Result = {
  hits: { id: number; dealership_id: number }[];
  facetDistribution?: Record<string, Record<string, number>>;
  totalHits?: number;
  estimatedTotalHits?: number;
};

/** The parts of an answer a page reads: the cars (in order), counts and facet counts. */
function essentials(results: Result[]) {
  return results.map((result) => ({
    ids: result.hits.map((hit) => hit.id),
    total: result.totalHits ?? result.estimatedTotalHits,
    facets: result.facetDistribution,
  }));
}

describe.each(testDatabaseTargets())('site search back ends on $kind', ({ open }) => {
  let db: Database;
  let remoteMeili: SearchTestServer;
  let remoteAlgolia: SearchTestServer;
  const remoteMeiliEngine = new SearchEngine();
  const remoteAlgoliaEngine = new SearchEngine();

  beforeAll(async () => {
    db = await open();
    await db.query(
      'TRUNCATE sites, dealerships, manufacturers, stock_imports RESTART IDENTITY CASCADE',
    );
    await seedFixture(db, NOW);
    const api = await startTestServer(db, { now: () => NOW });
    try {
      const response = await api.fetch('/api/admin/stock?site=test-motors', {
        method: 'POST',
        body: SAMPLE_JSON,
        headers: { authorization: `Bearer ${TEST_ADMIN_KEY}`, 'content-type': 'application/json' },
      });
      expect(response.status).toBe(200);
    } finally {
      await api.close();
    }
    // "Hosted" Meilisearch and Algolia: our engine over HTTP, driven by the official clients.
    const remote = (engine: SearchEngine) =>
      startSearchTestServer(
        createSearchApp({
          engine,
          adminKey: REMOTE_ADMIN_KEY,
          sites: { forHost: async () => undefined },
        }),
      );
    remoteMeili = await remote(remoteMeiliEngine);
    remoteAlgolia = await remote(remoteAlgoliaEngine);
  });
  afterAll(async () => {
    await remoteMeili?.close();
    await remoteAlgolia?.close();
    await db.close();
  });

  const backendConfigs = () => ({
    embedded: { kind: 'embedded' },
    meilisearch: {
      kind: 'meilisearch',
      url: remoteMeili.searchUrl,
      admin_key_env: 'TEST_MEILI_ADMIN_KEY',
      search_key_env: 'TEST_MEILI_SEARCH_KEY',
      search_key_uid: '6062abda-a5aa-4414-ac91-ecd7944c0f8d',
      index_name: 'test_motors_cars',
    },
    algolia: {
      kind: 'algolia',
      app_id: 'TESTAPP',
      search_only_key: 'test-search-only-key',
      admin_key_env: 'TEST_ALGOLIA_WRITE_KEY',
      index_name: 'test_motors_cars',
    },
  });

  /** Points test-motors at a back end, indexes, and searches through the platform's /search. */
  async function searchThrough(kind: 'embedded' | 'meilisearch' | 'algolia') {
    await db.query(`UPDATE sites SET config = config || $1::jsonb WHERE slug = 'test-motors'`, [
      JSON.stringify({ search: { backend: backendConfigs()[kind] } }),
    ]);
    const sites = new SiteDirectory(db, () => NOW, 0);
    const embedded = new EmbeddedSearchBackend();
    const backends = new SearchBackends({
      embedded,
      secrets: (name) => ENV[name],
      algoliaHosts: [
        {
          url: remoteAlgolia.searchUrl.replace(/^http:\/\//, ''),
          accept: 'readWrite',
          protocol: 'http',
        },
      ],
    });
    const list = await sites.list();
    const indexers = siteIndexers(db, list, (site) => backends.forSite(site), embedded);
    for (const { indexer } of indexers) await indexer.rebuild();
    const platform = await startSearchTestServer(
      createSearchApp({
        engine: embedded.engine,
        adminKey: TEST_ADMIN_KEY,
        sites,
        backendForSite: (site) => backends.forSite(site),
      }),
    );
    try {
      const response = await fetchWithHost('test-motors.localhost')(
        `${platform.searchUrl}/multi-search`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ queries: QUERIES }),
        },
      );
      expect(response.status).toBe(200);
      const { results } = (await response.json()) as { results: Result[] };
      const site = list.find((record) => record.slug === 'test-motors');
      return { results, backend: backends.forSite(site as never), indexers, site };
    } finally {
      await platform.close();
    }
  }

  let baseline: ReturnType<typeof essentials>;
  beforeAll(async () => {
    const { results } = await searchThrough('embedded');
    baseline = essentials(results);
  });

  it('the embedded default answers the site scope: its dealership and used cars only', () => {
    expect(baseline[0]?.ids.length).toBeGreaterThan(0);
    expect(baseline[0]?.facets?.car_type).toEqual({ used: baseline[0]?.total });
  });

  it('a site on Meilisearch indexes its stock with the meilisearch client and answers the same cars', async () => {
    const { results, backend, indexers } = await searchThrough('meilisearch');
    expect(backend).toBeInstanceOf(MeilisearchSearchBackend);
    expect(indexers).toHaveLength(2);
    expect(essentials(results)).toEqual(baseline);
    // Only test-motors' dealership went to its Meilisearch.
    const remoteIds = (await backend.documentIds('cars')).map(Number).sort((a, b) => a - b);
    const own = await db.query<{ id: number }>(
      'SELECT id FROM cars WHERE dealership_id = 1 ORDER BY id',
    );
    expect(remoteIds).toEqual(own.map((row) => row.id));
    expect(
      remoteMeiliEngine.getIndex('test_motors_cars').getSettings().sortableAttributes,
    ).toContain('price');
  });

  it('a site on Algolia indexes its stock with algoliasearch and answers the same cars', async () => {
    const { results, backend, site } = await searchThrough('algolia');
    expect(backend).toBeInstanceOf(AlgoliaSearchBackend);
    expect(essentials(results)).toEqual(baseline);
    const own = await db.query<{ id: number }>(
      'SELECT id FROM cars WHERE dealership_id = 1 ORDER BY id',
    );
    expect((await backend.documentIds('cars')).map(Number).sort((a, b) => a - b)).toEqual(
      own.map((row) => row.id),
    );
    expect(remoteAlgoliaEngine.hasIndex('cars')).toBe(false);
    // The browser gets the search-only key, never the write key.
    const shown = await browserSearchClient(site as never, (name) => ENV[name], NOW);
    expect(shown).toEqual({
      kind: 'algolia',
      appId: 'TESTAPP',
      indexName: 'test_motors_cars',
      searchKey: 'test-search-only-key',
    });
  });

  it('a Meilisearch site’s browser key is a tenant token scoped to the site, not a stored key', async () => {
    const { site } = await searchThrough('meilisearch');
    const shown = await browserSearchClient(
      site as never,
      (name) => ENV[name],
      new Date(NOW.getTime() + 3_600_000),
    );
    expect(shown).toMatchObject({
      kind: 'meilisearch',
      url: remoteMeili.searchUrl,
      indexName: 'test_motors_cars',
    });
    const token = String((shown as { searchKey: string }).searchKey);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    expect(payload).toMatchObject({
      apiKeyUid: '6062abda-a5aa-4414-ac91-ecd7944c0f8d',
      searchRules: { test_motors_cars: { filter: '(dealership_id IN [1]) AND (car_type = used)' } },
    });
    expect(JSON.stringify(shown)).not.toContain(REMOTE_ADMIN_KEY);
    expect(JSON.stringify(shown)).not.toContain(ENV.TEST_MEILI_SEARCH_KEY);
  });

  it('GET /api/search/client hands a browser the site’s descriptor with a fresh token, nothing secret', async () => {
    await searchThrough('meilisearch');
    const api = await startTestServer(db, { now: () => NOW, searchSecrets: (name) => ENV[name] });
    try {
      const response = await api.fetch('/api/search/client?site=test-motors');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=300');
      const body = (await response.json()) as { searchClient: { searchKey: string } };
      expect(body.searchClient).toMatchObject({
        kind: 'meilisearch',
        indexName: 'test_motors_cars',
      });
      const payload = JSON.parse(
        Buffer.from(body.searchClient.searchKey.split('.')[1] as string, 'base64url').toString(),
      );
      // Valid for an hour from now, scoped to the site.
      expect(payload.exp).toBe(Math.floor(NOW.getTime() / 1000) + 3600);
      expect(payload.searchRules.test_motors_cars.filter).toContain('dealership_id IN [1]');
      const text = JSON.stringify(body);
      for (const secret of Object.values(ENV)) expect(text).not.toContain(secret);
      // Unknown site, no site, bad query.
      expect((await api.fetch('/api/search/client?site=nowhere')).status).toBe(404);
      const none = await api.fetch('/api/search/client');
      expect(none.status).toBe(400);
      expect(await none.json()).toMatchObject({ fields: { site: expect.any(String) } });
      expect((await api.fetch(`/api/search/client?site=${'x'.repeat(101)}`)).status).toBe(400);
    } finally {
      await api.close();
    }
    // A server without the signing key answers 503 and names nothing secret.
    const bare = await startTestServer(db, { now: () => NOW });
    try {
      const response = await bare.fetch('/api/search/client?site=test-motors');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: 'Search is not available for this site right now.',
      });
    } finally {
      await bare.close();
    }
    // Algolia: the configured search-only key as it is.
    await searchThrough('algolia');
    const algolia = await startTestServer(db, { now: () => NOW });
    try {
      const response = await algolia.fetch('/api/search/client?site=test-motors');
      expect(await response.json()).toEqual({
        searchClient: {
          kind: 'algolia',
          appId: 'TESTAPP',
          indexName: 'test_motors_cars',
          searchKey: 'test-search-only-key',
        },
      });
    } finally {
      await algolia.close();
    }
  });
});

describe('algoliaFiltersOf', () => {
  it('turns Meilisearch filters into Algolia filters, the site scope as its own AND part', () => {
    expect(
      algoliaFiltersOf(['(dealership_id IN [1, 2]) AND (car_type = used)', 'price >= 1000']),
    ).toBe('(dealership_id = 1 OR dealership_id = 2) AND car_type:"used" AND price >= 1000');
    expect(algoliaFiltersOf([['make = "Toyota"', 'make = Jayco'], 'status != sold'])).toBe(
      '(make:"Toyota" OR make:"Jayco") AND NOT status:"sold"',
    );
    expect(algoliaFiltersOf('show_on_dealer_website = true AND year 2018 TO 2020')).toBe(
      'show_on_dealer_website:true AND year:2018 TO 2020',
    );
    expect(() => algoliaFiltersOf('price IS NULL')).toThrow(/Algolia filters have no IS NULL/);
  });
});
