import { SearchEngine } from '@forecourt/search-engine';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from './search-app.ts';
import { type SearchTestServer, startSearchTestServer } from './search-test-server.ts';

const ADMIN_KEY = 'algolia-write-admin-key';
const SEARCH_KEY = 'algolia-write-search-key';

function client(server: SearchTestServer, key: string) {
  return algoliasearch('forecourt', key, {
    hosts: [
      { url: server.searchUrl.replace(/^http:\/\//, ''), accept: 'readWrite', protocol: 'http' },
    ],
  });
}

const cars = Array.from({ length: 25 }, (_, n) => ({
  objectID: String(n + 1),
  id: n + 1,
  name: `Car ${n + 1}`,
  make: n % 2 === 0 ? 'Toyota' : 'Mazda',
  price: 10_000 + n * 1_000,
  dealership_id: 1 + (n % 3),
}));

describe('Algolia write and settings protocol on the engine (algoliasearch v5 full client)', () => {
  let server: SearchTestServer;
  let engine: SearchEngine;
  beforeAll(async () => {
    engine = new SearchEngine();
    server = await startSearchTestServer(
      createSearchApp({
        engine,
        adminKey: ADMIN_KEY,
        searchKey: SEARCH_KEY,
        sites: { forHost: async () => undefined },
      }),
    );
  });
  afterAll(() => server.close());

  it('sets settings, saves, partially updates, deletes and browses records, waiting for tasks', async () => {
    const admin = client(server, ADMIN_KEY);
    const settings = await admin.setSettings({
      indexName: 'dealer_cars',
      indexSettings: {
        searchableAttributes: ['name', 'unordered(make)'],
        attributesForFaceting: ['make', 'filterOnly(dealership_id)', 'filterOnly(price)'],
        replicas: ['virtual(dealer_cars:price:asc)', 'dealer_cars:price:desc'],
        maxValuesPerFacet: 50,
        paginationLimitedTo: 5000,
        customRanking: ['desc(price)'],
      },
    });
    await admin.waitForTask({ indexName: 'dealer_cars', taskID: settings.taskID });
    await admin.setSettings({
      indexName: 'dealer_cars:price:asc',
      indexSettings: { customRanking: ['asc(price)'] },
    });
    await admin.saveObjects({
      indexName: 'dealer_cars',
      objects: cars,
      waitForTasks: true,
      batchSize: 10,
    });
    await admin.partialUpdateObjects({
      indexName: 'dealer_cars',
      objects: [
        { objectID: '1', price: 1 },
        { objectID: '999', price: 2 },
      ],
      createIfNotExists: false,
      waitForTasks: true,
    });
    await admin.deleteObjects({
      indexName: 'dealer_cars',
      objectIDs: ['2', '3'],
      waitForTasks: true,
    });

    expect(await admin.getSettings({ indexName: 'dealer_cars' })).toMatchObject({
      searchableAttributes: ['name', 'make'],
      attributesForFaceting: ['make', 'dealership_id', 'price'],
      replicas: ['dealer_cars:price:asc', 'dealer_cars:price:desc'],
      maxValuesPerFacet: 50,
      paginationLimitedTo: 5000,
    });
    const ids: string[] = [];
    await admin.browseObjects<{ objectID: string; price: number }>({
      indexName: 'dealer_cars',
      browseParams: { hitsPerPage: 10, attributesToRetrieve: ['price'] },
      aggregator: (page) => ids.push(...page.hits.map((hit) => hit.objectID)),
    });
    expect(ids.sort((a, b) => Number(a) - Number(b))).toEqual(
      cars.map((car) => car.objectID).filter((id) => id !== '2' && id !== '3'),
    );
    const cheapest = await admin.searchSingleIndex<{ price: number }>({
      indexName: 'dealer_cars:price:asc',
      searchParams: { filters: 'dealership_id:1', hitsPerPage: 2 },
    });
    expect(cheapest.hits.map((hit) => [hit.objectID, hit.price])).toEqual([
      ['1', 1],
      ['4', 13_000],
    ]);
    await expect(
      admin.getObject({ indexName: 'dealer_cars', objectID: '999' }),
    ).rejects.toMatchObject({
      status: 404,
    });

    await admin.clearObjects({ indexName: 'dealer_cars' });
    expect((await admin.searchSingleIndex({ indexName: 'dealer_cars' })).nbHits).toBe(0);
  });

  it('takes writes from the admin key only, with Algolia-shaped 403s', async () => {
    await expect(
      client(server, SEARCH_KEY).saveObjects({ indexName: 'x', objects: [{ objectID: '1' }] }),
    ).rejects.toMatchObject({ status: 403, message: 'Method not allowed with this API key' });
    await expect(
      client(server, 'wrong').setSettings({ indexName: 'x', indexSettings: {} }),
    ).rejects.toMatchObject({ status: 403, message: 'Invalid Application-ID or API key' });
    const raw = await fetch(`${server.searchUrl}/1/indexes/x/batch`, {
      method: 'POST',
      body: JSON.stringify({ requests: [] }),
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
  });

  it('answers bad writes and settings with Algolia-shaped 400s and unknown indexes with 404s', async () => {
    const post = (path: string, body: unknown, method = 'POST') =>
      fetch(`${server.searchUrl}/1/indexes/${path}`, {
        method,
        headers: { 'x-algolia-api-key': ADMIN_KEY },
        body: JSON.stringify(body),
      }).then(async (response) => [response.status, await response.json()]);
    expect(
      await post('y/batch', { requests: [{ action: 'addObject', body: { name: 'no id' } }] }),
    ).toEqual([400, { message: 'requests[0].body: objectID is required', status: 400 }]);
    expect(await post('y/batch', { requests: [{ action: 'explode', body: {} }] })).toEqual([
      400,
      {
        message:
          'requests[0].action: expected one of addObject, updateObject, partialUpdateObject, partialUpdateObjectNoCreate, deleteObject, clear',
        status: 400,
      },
    ]);
    expect(await post('y/settings', { geoRanking: true }, 'PUT')).toEqual([
      400,
      { message: 'Unknown setting: geoRanking', status: 400 },
    ]);
    expect(await post('y/settings', { replicas: ['other:price:asc'] }, 'PUT')).toEqual([
      400,
      {
        message: 'replicas: "other:price:asc" must be named y:<attribute>:<asc|desc>',
        status: 400,
      },
    ]);
    const task = await fetch(`${server.searchUrl}/1/indexes/nowhere/task/1`, {
      headers: { 'x-algolia-api-key': ADMIN_KEY },
    });
    expect([task.status, await task.json()]).toEqual([
      404,
      { message: 'Index nowhere does not exist', status: 404 },
    ]);
  });
});
