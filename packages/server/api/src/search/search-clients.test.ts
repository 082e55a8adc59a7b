import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import {
  generateSampleData,
  type SampleCar,
  type SampleData,
  seedDatabase,
} from '@forecourt/sample-data';
import {
  IN_STOCK_STATUSES,
  pickSimilarVehicles,
  type SimilarVehicleHit,
  similarPriceWindow,
  similarVehicleQueries,
} from '@forecourt/stock-eligibility';
import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import algoliasearchHelper from 'algoliasearch-helper';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteDirectory } from '../site-directory.ts';
import { CarIndexer, EmbeddedSearchWriter } from './indexer.ts';
import { createSearchApp } from './search-app.ts';
import {
  hostHttpClient,
  type SearchTestServer,
  startSearchTestServer,
} from './search-test-server.ts';

const NOW = new Date('2026-05-04T02:00:00.000Z');
const ADMIN_KEY = 'clients-test-admin-key';

// Expected values below come straight from the generated sample rows, not from the index.

function countBy<T>(
  items: readonly T[],
  key: (item: T) => string | number | null,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const value = key(item);
    if (value !== null) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  }
  return counts;
}

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
const ids = (hits: readonly object[]) =>
  ascending(hits.map((hit) => Number((hit as { id?: unknown }).id)));
const isInStock = (car: SampleCar) => (IN_STOCK_STATUSES as readonly string[]).includes(car.status);

describe.each(testDatabaseTargets())('Meilisearch clients against /search on $kind', ({ open }) => {
  let db: Database;
  let data: SampleData;
  let server: SearchTestServer;
  let directory: SiteDirectory;
  /** The sample cars each demo site should show: its dealerships, within its search_filters. */
  const siteCars = new Map<string, SampleCar[]>();

  beforeAll(async () => {
    db = await open();
    data = generateSampleData({ now: NOW });
    await seedDatabase(db, data);
    const writer = new EmbeddedSearchWriter();
    const report = await new CarIndexer({ db, writer }).rebuild();
    expect(report.indexed).toBe(data.cars.length);
    directory = new SiteDirectory(db, () => NOW);
    server = await startSearchTestServer(
      createSearchApp({ engine: writer.engine, adminKey: ADMIN_KEY, sites: directory }),
    );
    for (const site of data.sites) {
      const dealershipIds = new Set(
        data.dealerships.filter((d) => site.dealerships.includes(d.slug)).map((d) => d.id),
      );
      // The classic template is used-only unless the site sets its own rule (vehicle-stock §5
      // "Default search-filter rule is per site": the caravan yard sells new caravans too); the
      // record says so, and the expectation applies it to the raw rows.
      const ownFilter = site.config.search_filters;
      const usedOnly =
        (typeof ownFilter === 'string'
          ? ownFilter
          : site.template === 'classic'
            ? 'car_type = used'
            : '') === 'car_type = used';
      const record = await directory.get(site.slug);
      expect(record.settings.search_filters).toBe(usedOnly ? 'car_type = used' : '');
      siteCars.set(
        site.slug,
        data.cars.filter(
          (car) => dealershipIds.has(car.dealership_id) && (!usedOnly || car.car_type === 'used'),
        ),
      );
    }
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  const carsOf = (slug: string): SampleCar[] => siteCars.get(slug) ?? [];

  describe('meilisearch 0.57 client', () => {
    it('searches cars with filter, sort, facets and facet stats (page mode)', async () => {
      const client = new Meilisearch({ host: server.searchUrl });
      const response = await client.index('cars').search('', {
        filter: ['car_type = used', 'price < 20000'],
        sort: ['price:asc'],
        facets: ['make', 'body', 'price'],
        hitsPerPage: 21,
        page: 1,
      });
      const expected = data.cars.filter((car) => car.car_type === 'used' && car.price < 20_000);
      expect(expected.length).toBeGreaterThan(21);
      expect(response.totalHits).toBe(expected.length);
      expect(response.totalPages).toBe(Math.ceil(expected.length / 21));
      expect(response.hits.map((hit) => hit.price)).toEqual(
        ascending(expected.map((car) => car.price)).slice(0, 21),
      );
      expect(response.facetDistribution?.make).toEqual(countBy(expected, (car) => car.make));
      expect(response.facetDistribution?.body).toEqual(countBy(expected, (car) => car.simple_body));
      const prices = expected.map((car) => car.price);
      expect(response.facetStats?.price).toEqual({
        min: Math.min(...prices),
        max: Math.max(...prices),
      });
    });

    it('finds a model by text, typo-tolerant, and answers searchGet with sort by year', async () => {
      const client = new Meilisearch({ host: server.searchUrl });
      const expected = data.cars.filter((car) => car.make === 'Toyota' && car.model === 'HiLux');
      expect(expected.length).toBeGreaterThan(0);
      for (const q of ['hilux', 'hiluz']) {
        const response = await client.index('cars').search(q, {
          filter: 'make = Toyota',
          attributesToRetrieve: ['id', 'model'],
          limit: 1000,
        });
        expect(ids(response.hits)).toEqual(ids(expected));
      }
      const get = await client.index('cars').searchGet('hilux', {
        filter: 'make = Toyota AND year >= 2020',
        sort: ['year:desc'],
        limit: 5,
      });
      const years = expected.filter((car) => car.year >= 2020).map((car) => car.year);
      expect(get.hits.map((hit) => hit.year)).toEqual(ascending(years).reverse().slice(0, 5));
    });

    it("multi-searches the similar-vehicle queries and picks up to 6 of the site's in-stock cars (vehicle-stock §7, §9)", async () => {
      const metro = carsOf('metro-auto-group');
      const car = metro.find(
        (candidate) =>
          candidate.status === 'in_stock' &&
          candidate.price < 50_000 &&
          metro.filter(
            (other) =>
              isInStock(other) && other.make === candidate.make && other.model === candidate.model,
          ).length > 3,
      ) as SampleCar;
      expect(car).toBeDefined();
      const client = new Meilisearch({
        host: server.searchUrl,
        httpClient: hostHttpClient('metro-auto-group.localhost:4000'),
      });
      const queries = similarVehicleQueries(car, { indexUid: 'cars' });
      expect(queries).toHaveLength(2);
      const { results } = await client.multiSearch({ queries });

      const window = similarPriceWindow(car.price);
      const expectedSameModel = metro.filter(
        (other) => isInStock(other) && other.make === car.make && other.model === car.model,
      );
      const expectedSameBody = metro.filter(
        (other) =>
          isInStock(other) &&
          other.simple_body === car.simple_body &&
          other.price >= window.min &&
          other.price <= window.max,
      );
      // No sort: hits come in index (= car id) order, 10 per query.
      const firstTen = (cars: SampleCar[]) => ascending(cars.map((c) => c.id)).slice(0, 10);
      expect(results.map((result) => result.hits.map((hit) => Number(hit.id)))).toEqual([
        firstTen(expectedSameModel),
        firstTen(expectedSameBody),
      ]);
      expect(results.map((result) => result.estimatedTotalHits)).toEqual([
        expectedSameModel.length,
        expectedSameBody.length,
      ]);

      const picked = pickSimilarVehicles(
        car,
        results as unknown as { hits: SimilarVehicleHit[] }[],
      );
      expect(picked.length).toBe(
        Math.min(
          6,
          new Set([...firstTen(expectedSameModel), ...firstTen(expectedSameBody)]).size - 1,
        ),
      );
      expect(picked.map((hit) => hit.id)).not.toContain(car.id);
      const sameModel = picked.map((hit) => hit.make === car.make && hit.model === car.model);
      expect(sameModel).toEqual([...sameModel].sort((a, b) => Number(b) - Number(a)));
    });
  });

  function newHelperFor(host: string) {
    const { searchClient } = instantMeiliSearch(server.searchUrl, '', {
      httpClient: hostHttpClient(host),
      finitePagination: true,
    });
    return algoliasearchHelper(searchClient as never, 'cars', {
      disjunctiveFacets: ['make', 'price'],
      hitsPerPage: 21,
    });
  }

  describe('instant-meilisearch 0.31 through algoliasearch-helper (InstantSearch)', () => {
    const newHelper = () => newHelperFor('metro-auto-group.localhost:4000');

    it('keeps the other makes and their counts visible while makes are refined (disjunctive)', async () => {
      const helper = newHelper();
      helper
        .addDisjunctiveFacetRefinement('make', 'Mazda')
        .addDisjunctiveFacetRefinement('make', 'Kia');
      const { content } = await helper.searchOnce({});
      const metro = carsOf('metro-auto-group');
      const chosen = metro.filter((car) => car.make === 'Mazda' || car.make === 'Kia');
      expect(content.nbHits).toBe(chosen.length);
      expect(content.hits).toHaveLength(21);
      const makes = Object.fromEntries(
        (
          content.getFacetValues('make', { sortBy: ['name:asc'] }) as {
            name: string;
            count: number;
          }[]
        ).map((value) => [value.name, value.count]),
      );
      expect(makes).toEqual(countBy(metro, (car) => car.make));
      expect(Object.keys(makes).length).toBeGreaterThan(2);
    });

    it('applies a price range with facet stats, sorts by cars:price:asc and pages (21 a page, page 2)', async () => {
      const helper = newHelper();
      helper
        .addDisjunctiveFacetRefinement('make', 'Mazda')
        .addDisjunctiveFacetRefinement('make', 'Kia')
        .addNumericRefinement('price', '>=', 20_000)
        .addNumericRefinement('price', '<=', 40_000);
      const metro = carsOf('metro-auto-group');
      const inRange = (car: SampleCar) => car.price >= 20_000 && car.price <= 40_000;
      const chosenMakes = metro.filter((car) => car.make === 'Mazda' || car.make === 'Kia');
      const expected = chosenMakes.filter(inRange);
      expect(expected.length).toBeGreaterThan(42);

      const first = (await helper.searchOnce({})).content;
      expect(first.nbHits).toBe(expected.length);
      // The range's own facet query leaves the range out, so the stats span the refined makes.
      const prices = chosenMakes.map((car) => car.price);
      expect(first.getFacetStats('price')).toMatchObject({
        min: Math.min(...prices),
        max: Math.max(...prices),
      });
      // The make facet's own query keeps the price range and leaves the makes out.
      const makes = Object.fromEntries(
        (first.getFacetValues('make', {}) as { name: string; count: number }[]).map((value) => [
          value.name,
          value.count,
        ]),
      );
      expect(makes).toEqual(countBy(metro.filter(inRange), (car) => car.make));

      helper.setIndex('cars:price:asc');
      const sorted = ascending(expected.map((car) => car.price));
      const pageOne = (await helper.searchOnce({})).content;
      expect(pageOne.hits.map((hit) => hit.price)).toEqual(sorted.slice(0, 21));
      expect(pageOne.nbPages).toBe(Math.ceil(expected.length / 21));

      helper.setPage(1);
      const pageTwo = (await helper.searchOnce({})).content;
      expect(pageTwo.page).toBe(1);
      expect(pageTwo.hitsPerPage).toBe(21);
      expect(pageTwo.hits.map((hit) => hit.price)).toEqual(sorted.slice(21, 42));
      for (const hit of pageTwo.hits) {
        expect(['Mazda', 'Kia']).toContain(hit.make);
      }
    });
  });

  it('searches facet values through the helper (a searchable refinement list), scoped to the site', async () => {
    const helper = newHelperFor('metro-auto-group.localhost');
    helper.addDisjunctiveFacetRefinement('make', 'Kia');
    const { facetHits } = await helper.searchForFacetValues('make', 'm', 10);
    const expected = Object.entries(countBy(carsOf('metro-auto-group'), (car) => car.make))
      .filter(([make]) => make.toLowerCase().startsWith('m'))
      .map(([value, count]) => ({ value, count }));
    expect(expected.length).toBeGreaterThan(1);
    const byValue = (a: { value: string }, b: { value: string }) => a.value.localeCompare(b.value);
    expect(facetHits.map(({ value, count }) => ({ value, count })).sort(byValue)).toEqual(
      expected.sort(byValue),
    );
  });

  describe('algoliasearch 5 on /search/1 (the Algolia protocol over the same engine)', () => {
    /** The lite client a browser bundle uses, pointed at the test server as `host`. */
    const liteFor = (host: string) =>
      liteClient('forecourt', 'no-key-needed', {
        hosts: [
          { url: server.searchUrl.replace(/^http:\/\//, ''), accept: 'read', protocol: 'http' },
        ],
        baseHeaders: { host },
      });
    const helperFor = (host: string) =>
      algoliasearchHelper(liteFor(host) as never, 'cars', {
        disjunctiveFacets: ['make', 'price'],
        hitsPerPage: 21,
      });

    it('keeps the other makes and their counts visible while makes are refined (InstantSearch helper)', async () => {
      const helper = helperFor('metro-auto-group.localhost:4000');
      helper
        .addDisjunctiveFacetRefinement('make', 'Mazda')
        .addDisjunctiveFacetRefinement('make', 'Kia');
      const { content } = await helper.searchOnce({});
      const metro = carsOf('metro-auto-group');
      const chosen = metro.filter((car) => car.make === 'Mazda' || car.make === 'Kia');
      expect(content.nbHits).toBe(chosen.length);
      expect(content.hits).toHaveLength(21);
      const makes = Object.fromEntries(
        (content.getFacetValues('make', {}) as { name: string; count: number }[]).map((value) => [
          value.name,
          value.count,
        ]),
      );
      expect(makes).toEqual(countBy(metro, (car) => car.make));
    });

    it('applies a price range with facet stats, sorts by cars:price:asc and pages (page 2 is page: 1)', async () => {
      const helper = helperFor('metro-auto-group.localhost:4000');
      helper
        .addDisjunctiveFacetRefinement('make', 'Mazda')
        .addDisjunctiveFacetRefinement('make', 'Kia')
        .addNumericRefinement('price', '>=', 20_000)
        .addNumericRefinement('price', '<=', 40_000);
      const metro = carsOf('metro-auto-group');
      const chosenMakes = metro.filter((car) => car.make === 'Mazda' || car.make === 'Kia');
      const expected = chosenMakes.filter((car) => car.price >= 20_000 && car.price <= 40_000);
      const first = (await helper.searchOnce({})).content;
      expect(first.nbHits).toBe(expected.length);
      const prices = chosenMakes.map((car) => car.price);
      expect(first.getFacetStats('price')).toMatchObject({
        min: Math.min(...prices),
        max: Math.max(...prices),
      });
      helper.setIndex('cars:price:asc').setPage(1);
      const pageTwo = (await helper.searchOnce({})).content;
      const sorted = ascending(expected.map((car) => car.price));
      expect(pageTwo.page).toBe(1);
      expect(pageTwo.nbPages).toBe(Math.ceil(expected.length / 21));
      expect(pageTwo.hits.map((hit) => hit.price)).toEqual(sorted.slice(21, 42));
    });

    it('searches facet values through the helper, scoped to the site', async () => {
      const helper = helperFor('metro-auto-group.localhost');
      helper.addDisjunctiveFacetRefinement('make', 'Kia');
      const { facetHits } = await helper.searchForFacetValues('make', 'm', 10);
      const expected = Object.entries(countBy(carsOf('metro-auto-group'), (car) => car.make))
        .filter(([make]) => make.toLowerCase().startsWith('m'))
        .map(([value, count]) => ({ value, count }));
      expect(expected.length).toBeGreaterThan(1);
      const byValue = (a: { value: string }, b: { value: string }) =>
        a.value.localeCompare(b.value);
      expect(facetHits.map(({ value, count }) => ({ value, count })).sort(byValue)).toEqual(
        expected.sort(byValue),
      );
    });

    it('gives the same answers as the Meilisearch protocol: hits, counts, facets, stats', async () => {
      const host = 'sunshine-used-cars.localhost:4000';
      const meili = new Meilisearch({ host: server.searchUrl, httpClient: hostHttpClient(host) });
      const algolia = algoliasearch('forecourt', 'no-key-needed', {
        hosts: [
          {
            url: server.searchUrl.replace(/^http:\/\//, ''),
            accept: 'readWrite',
            protocol: 'http',
          },
        ],
        baseHeaders: { host },
      });
      const cases = [
        { q: '', filter: 'make = Toyota', algolia: { facetFilters: ['make:Toyota'] } },
        {
          q: 'hilux sr5',
          filter: 'price 10000 TO 40000',
          algolia: { numericFilters: ['price:10000 TO 40000'] },
        },
        { q: 'corola', filter: '', algolia: {} },
        {
          q: 'white',
          filter: '(body = Ute OR body = SUV) AND year >= 2018',
          algolia: { filters: '(body:Ute OR body:SUV) AND year >= 2018' },
        },
      ];
      for (const entry of cases) {
        const expected = await meili.index('cars').search(entry.q, {
          ...(entry.filter ? { filter: entry.filter } : {}),
          facets: ['make', 'body', 'price'],
          hitsPerPage: 24,
          page: 2,
        });
        const answer = await algolia.searchSingleIndex({
          indexName: 'cars',
          searchParams: {
            query: entry.q,
            ...entry.algolia,
            facets: ['make', 'body', 'price'],
            hitsPerPage: 24,
            page: 1,
          },
        });
        expect(answer.nbHits).toBe(expected.totalHits);
        expect(answer.nbPages).toBe(expected.totalPages);
        expect(answer.hits.map((hit) => Number(hit.objectID))).toEqual(
          expected.hits.map((hit) => hit.id),
        );
        expect(answer.facets?.make).toEqual(expected.facetDistribution?.make);
        expect(answer.facets?.body).toEqual(expected.facetDistribution?.body);
        expect(answer.facets_stats?.price).toEqual(expected.facetStats?.price);
      }
    });

    it("reads a site's own cars by objectID and not another site's", async () => {
      const own = carsOf('coastal-toyota')[0] as SampleCar;
      const other = carsOf('sunshine-used-cars')[0] as SampleCar;
      const full = algoliasearch('forecourt', 'no-key-needed', {
        hosts: [
          {
            url: server.searchUrl.replace(/^http:\/\//, ''),
            accept: 'readWrite',
            protocol: 'http',
          },
        ],
        baseHeaders: { host: 'coastal-toyota.localhost' },
      });
      const { results } = await full.getObjects({
        requests: [
          { indexName: 'cars', objectID: String(own.id), attributesToRetrieve: ['dealership_id'] },
          { indexName: 'cars', objectID: String(other.id) },
        ],
      });
      expect(results).toEqual([
        { dealership_id: own.dealership_id, objectID: String(own.id) },
        null,
      ]);
    });
  });

  describe('site scoping by Host header', () => {
    async function searchOn(host: string, filter?: string) {
      const client = new Meilisearch({ host: server.searchUrl, httpClient: hostHttpClient(host) });
      return client.index('cars').search('', {
        ...(filter ? { filter } : {}),
        attributesToRetrieve: ['id', 'dealership_id'],
        facets: ['dealership_id'],
        limit: 5_000,
      });
    }

    it("gives the same search on two site hosts only each site's cars", async () => {
      const sunshine = await searchOn('sunshine-used-cars.localhost:4000');
      const coastal = await searchOn('coastal-toyota.localhost:4000');
      expect(ids(sunshine.hits)).toEqual(ids(carsOf('sunshine-used-cars')));
      expect(ids(coastal.hits)).toEqual(ids(carsOf('coastal-toyota')));
      expect(sunshine.facetDistribution?.dealership_id).toEqual(
        countBy(carsOf('sunshine-used-cars'), (car) => car.dealership_id),
      );
      const overlap = ids(sunshine.hits).filter((id) => ids(coastal.hits).includes(id));
      expect(overlap).toEqual([]);
    });

    it('scopes on a custom domain, and not off a site host', async () => {
      const domain = await searchOn('www.coastaltoyota.com.au');
      expect(ids(domain.hits)).toEqual(ids(carsOf('coastal-toyota')));
      const platform = await searchOn('127.0.0.1');
      expect(platform.hits).toHaveLength(data.cars.length);
    });

    it("cannot reach another site's cars through the request's own filter", async () => {
      const coastalDealership = carsOf('coastal-toyota')[0]?.dealership_id;
      const response = await searchOn(
        'sunshine-used-cars.localhost',
        `dealership_id = ${coastalDealership} OR car_type = new`,
      );
      expect(response.hits).toEqual([]);
    });
  });
});
