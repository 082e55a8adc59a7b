import { readFileSync } from 'node:fs';
import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { SearchEngine } from '@forecourt/search-engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StockImportReport } from '../stock-import.ts';
import { seedFixture } from '../test-fixtures.ts';
import { startTestServer, TEST_ADMIN_KEY } from '../testing.ts';
import { CarIndexer, EmbeddedSearchWriter, MeilisearchWriter } from './indexer.ts';
import { createSearchApp } from './search-app.ts';
import { CARS_INDEX_SETTINGS } from './search-documents.ts';
import { type SearchTestServer, startSearchTestServer } from './search-test-server.ts';

const NOW = new Date('2026-05-04T02:00:00.000Z');
const SAMPLE_JSON = readFileSync(new URL('../../test-feeds/sample-stock.json', import.meta.url));

async function resetFixture(db: Database): Promise<void> {
  await db.query(
    'TRUNCATE sites, dealerships, manufacturers, stock_imports RESTART IDENTITY CASCADE',
  );
  await seedFixture(db, NOW);
}

const sortedIds = (ids: string[]) => ids.map(Number).sort((a, b) => a - b);

describe.each(testDatabaseTargets())('CarIndexer on $kind', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await resetFixture(db);
  });

  describe('with the embedded engine', () => {
    let writer: EmbeddedSearchWriter;
    let indexer: CarIndexer;
    beforeEach(() => {
      writer = new EmbeddedSearchWriter();
      indexer = new CarIndexer({ db, writer });
    });
    const cars = () => writer.engine.getIndex('cars');

    it('rebuild indexes every car — sold, coming soon, every site — with the index settings', async () => {
      const report = await indexer.rebuild();
      expect(report).toMatchObject({ indexed: 4, removed: 0 });
      expect(report.ms).toBeGreaterThanOrEqual(0);
      expect(sortedIds(await writer.documentIds('cars'))).toEqual([1, 2, 3, 4]);
      expect(cars().primaryKey).toBe('id');
      const settings = cars().getSettings();
      expect(settings.filterableAttributes).toEqual(CARS_INDEX_SETTINGS.filterableAttributes);
      expect(settings.pagination.maxTotalHits).toBe(10_000);
      expect(cars().getDocument(2)).toMatchObject({
        status: 'sold',
        sold_date_timestamp: Math.floor(NOW.getTime() / 1000) - 86_400,
      });
      expect(cars().getDocument(1)).toMatchObject({
        id: 1,
        slug: '2021-toyota-hilux-sr5-1',
        path: '/cars/2021-toyota-hilux-sr5-1',
        make: 'Toyota',
        model: 'HiLux',
        body: 'Ute',
        price: 45990,
        price_range: '$40,000 - $50,000',
        location_name: 'Test Motors Brisbane',
        city: 'Brisbane City',
        state: 'QLD',
        dealership_slug: 'test-motors-brisbane',
        photos_count: 5,
        images: [1, 2, 3].map((n) => `/media/cars/2021-toyota-hilux-sr5-1/${n}.svg`),
      });
    });

    it('refresh re-reads a car whose price changed', async () => {
      await indexer.rebuild();
      const before = cars().getDocument(1);
      await db.query('UPDATE cars SET price = 38990 WHERE id = 1');
      expect(await indexer.refresh([1])).toEqual({ upserted: 1, removed: 0 });
      const after = cars().getDocument(1);
      expect(after.price).toBe(38990);
      expect(after.price_range).toBe('$30,000 - $40,000');
      expect(after.weekly_repayment).toBeLessThan(before.weekly_repayment as number);
      const cheap = cars().search({
        filter: 'price < 40000 AND make = Toyota',
        sort: ['price:asc'],
      });
      expect(cheap.hits.map((hit) => hit.id)).toEqual([3, 1]);
    });

    it('refresh deletes a car that is no longer in the database', async () => {
      await indexer.rebuild();
      await db.query('DELETE FROM cars WHERE id = 4');
      expect(await indexer.refresh([4, 4])).toEqual({ upserted: 0, removed: 1 });
      expect(() => cars().getDocument(4)).toThrow('Document `4` not found.');
      expect(sortedIds(await writer.documentIds('cars'))).toEqual([1, 2, 3]);
    });

    it('refresh before any rebuild creates and configures the index', async () => {
      expect(await indexer.refresh([1, 999])).toEqual({ upserted: 1, removed: 1 });
      expect(cars().getSettings().sortableAttributes).toContain('price');
    });

    it('rebuild drops documents whose car is gone and keeps the rest', async () => {
      await indexer.rebuild();
      await db.query('DELETE FROM cars WHERE id = 3');
      const report = await indexer.rebuild();
      expect(report).toMatchObject({ indexed: 3, removed: 1 });
      expect(sortedIds(await writer.documentIds('cars'))).toEqual([1, 2, 4]);
    });

    it('pages through the database in batches', async () => {
      const small = new CarIndexer({ db, writer, batchSize: 3 });
      expect(await small.rebuild()).toMatchObject({ indexed: 4 });
      expect(sortedIds(await writer.documentIds('cars'))).toEqual([1, 2, 3, 4]);
    });

    it('runs refreshes in call order so the last read wins', async () => {
      await indexer.rebuild();
      await db.query('UPDATE cars SET price = 40990 WHERE id = 1');
      const first = indexer.refresh([1]);
      const second = (async () => {
        await db.query('UPDATE cars SET price = 41990 WHERE id = 1');
        return indexer.refresh([1]);
      })();
      await Promise.all([first, second]);
      expect(cars().getDocument(1).price).toBe(41990);
    });

    it('refreshes after a stock import through the admin API (onStockChanged)', async () => {
      await indexer.rebuild();
      const server = await startTestServer(db, {
        now: () => NOW,
        onStockChanged: async ({ carIds }) => {
          await indexer.refresh(carIds);
        },
      });
      try {
        const response = await server.fetch('/api/admin/stock?site=test-motors', {
          method: 'POST',
          body: SAMPLE_JSON,
          headers: {
            authorization: `Bearer ${TEST_ADMIN_KEY}`,
            'content-type': 'application/json',
          },
        });
        expect(response.status).toBe(200);
        const report = (await response.json()) as StockImportReport;
        expect(report.warnings).toEqual([]);
        const rows = await db.query<{ id: number; price: number; stocknum: string }>(
          'SELECT id, price, stocknum FROM cars ORDER BY id',
        );
        expect(sortedIds(await writer.documentIds('cars'))).toEqual(rows.map((row) => row.id));
        for (const row of rows) {
          expect(cars().getDocument(row.id)).toMatchObject({
            price: row.price,
            stocknum: row.stocknum,
          });
        }
        expect(cars().getDocument(3)).toMatchObject({ price: 31990, status: 'in_stock' });
      } finally {
        await server.close();
      }
    });
  });

  describe('MeilisearchWriter (the official client) against our /search routes', () => {
    const ADMIN_KEY = 'indexer-admin-key';
    let engine: SearchEngine;
    let server: SearchTestServer;
    beforeEach(async () => {
      engine = new SearchEngine();
      server = await startSearchTestServer(
        createSearchApp({
          engine,
          adminKey: ADMIN_KEY,
          sites: { forHost: async () => undefined },
        }),
      );
      return () => server.close();
    });

    it('rebuilds in batches, refreshes a price change and a deleted car, drops stale documents', async () => {
      const writer = new MeilisearchWriter({
        host: server.searchUrl,
        apiKey: ADMIN_KEY,
        batchSize: 3,
        taskIntervalMs: 5,
      });
      const indexer = new CarIndexer({ db, writer });
      expect(await indexer.rebuild()).toMatchObject({ indexed: 4, removed: 0 });
      const cars = engine.getIndex('cars');
      expect(cars.primaryKey).toBe('id');
      expect(cars.getSettings().sortableAttributes).toEqual(CARS_INDEX_SETTINGS.sortableAttributes);
      expect(cars.numberOfDocuments).toBe(4);
      // Two addDocuments tasks of at most 3 documents each, all waited for and succeeded.
      const additions = engine.getTasks({ types: ['documentAdditionOrUpdate'] }).results;
      expect(additions.map((task) => task.details.receivedDocuments)).toEqual([1, 3]);
      expect(additions.every((task) => task.status === 'succeeded')).toBe(true);

      await db.query('UPDATE cars SET price = 39990 WHERE id = 1');
      await db.query('DELETE FROM cars WHERE id = 4');
      expect(await indexer.refresh([1, 4])).toEqual({ upserted: 1, removed: 1 });
      expect(cars.getDocument(1).price).toBe(39990);
      expect(() => cars.getDocument(4)).toThrow('not found');

      cars.addDocuments([{ id: 77, name: 'stale' }]);
      expect(sortedIds(await writer.documentIds('cars'))).toEqual([1, 2, 3, 77]);
      expect(await indexer.rebuild()).toMatchObject({ indexed: 3, removed: 1 });
      expect(sortedIds(await writer.documentIds('cars'))).toEqual([1, 2, 3]);
    });

    it('fails with Meilisearch invalid_api_key when the key is wrong', async () => {
      const writer = new MeilisearchWriter({ host: server.searchUrl, apiKey: 'wrong' });
      await expect(new CarIndexer({ db, writer }).rebuild()).rejects.toMatchObject({
        cause: { code: 'invalid_api_key' },
      });
      expect(engine.hasIndex('cars')).toBe(false);
    });

    it('throws with the task error when Meilisearch fails a write', async () => {
      const writer = new MeilisearchWriter({ host: server.searchUrl, apiKey: ADMIN_KEY });
      await writer.configure('cars', { primaryKey: 'id', settings: {} });
      await expect(writer.upsert('cars', [{ name: 'no id' }])).rejects.toMatchObject({
        cause: { code: 'missing_document_id' },
      });
    });
  });
});
