import { readFileSync } from 'node:fs';
import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StockImportReport } from '../stock-import.ts';
import { StockVersions } from '../stock-versions.ts';
import { seedFixture } from '../test-fixtures.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../testing.ts';

const NOW = new Date('2026-05-04T02:00:00.000Z');
const SAMPLE_CSV = readFileSync(new URL('../../test-feeds/sample-stock.csv', import.meta.url));
const ADMIN = { authorization: `Bearer ${TEST_ADMIN_KEY}`, 'content-type': 'text/csv' };

interface Changes {
  version: string;
  reset: boolean;
  cars?: { id: number; status: string; price: number | null }[];
  removed?: number[];
}

describe.each(testDatabaseTargets())('stock changes since a version on $kind', ({ open }) => {
  let db: Database;
  // Two workers of a cluster over one database, each with its own stock versions.
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    db = await open();
    one = await startTestServer(db, { now: () => NOW });
    two = await startTestServer(db, {
      now: () => NOW,
      stockVersions: new StockVersions(),
      // What the platform server does with the stock-changed message the primary relays.
      onStockChanged: async ({ carIds }) => {
        one.api.stockVersions.record(carIds);
      },
    });
    // Two servers over one database: slower to start than one.
  }, 180_000);
  afterAll(async () => {
    await one.close();
    await two.close();
    await db.close();
  });
  beforeEach(async () => {
    await db.query(
      'TRUNCATE sites, dealerships, manufacturers, stock_imports RESTART IDENTITY CASCADE',
    );
    await seedFixture(db, NOW);
    one.api.sites.invalidate();
    two.api.sites.invalidate();
  });

  const versionOf = async (server: TestServer) => {
    const feed = await server.fetch('/api/sites/test-motors/stock.json');
    await feed.arrayBuffer();
    return feed.headers.get('x-stock-version') ?? '';
  };
  const changesSince = async (server: TestServer, since: string) =>
    (await (
      await server.fetch(`/api/sites/test-motors/stock-changes.json?since=${since}`)
    ).json()) as Changes;

  it('lists the cars an import changed, as the feed shows them, by the time it is acknowledged', async () => {
    const before = await versionOf(one);
    expect(before).toMatch(/^[0-9a-f]+\.\d+$/);
    const response = await one.fetch('/api/admin/stock?site=test-motors&full=true', {
      method: 'POST',
      body: SAMPLE_CSV,
      headers: ADMIN,
    });
    const report = (await response.json()) as StockImportReport;
    const changes = await changesSince(one, before);
    expect(changes.reset).toBe(false);
    expect(changes.version).not.toBe(before);
    // Every changed car is either in the answer or removed from the feed, once.
    const listed = [...(changes.cars ?? []).map((car) => car.id), ...(changes.removed ?? [])];
    expect(listed.sort()).toEqual([...new Set(report.car_ids)].sort());
    // The car the full feed no longer lists is sold, shown as sold within the sold window.
    expect(changes.cars?.find((car) => car.id === 3)?.status).toBe('sold');
    // Nothing since the new version.
    expect(await changesSince(one, changes.version)).toMatchObject({ cars: [], removed: [] });
  });

  it('answers a car gone from the feed as removed', async () => {
    const before = await versionOf(one);
    await db.query('UPDATE cars SET show_on_dealer_website = false WHERE id = 1');
    one.api.stockVersions.record([1]);
    expect(await changesSince(one, before)).toMatchObject({ reset: false, cars: [], removed: [1] });
  });

  it("answers a reset for another worker's version, and lists another worker's change once it is relayed", async () => {
    const fromOne = await versionOf(one);
    const fromTwo = await versionOf(two);
    expect(fromTwo).not.toBe(fromOne);
    expect(await changesSince(two, fromOne)).toMatchObject({ reset: true });
    // An import through worker two: its own versions record it, and the relay records it in one.
    const [hilux] = await db.query<{ id: number; stocknum: string; dealership: string }>(
      `SELECT c.id, c.stocknum, d.slug AS dealership FROM cars c
         JOIN dealerships d ON d.id = c.dealership_id WHERE c.id = 1`,
    );
    const response = await two.fetch('/api/admin/stock?site=test-motors', {
      method: 'POST',
      body: `stocknum,dealership_slug,price\n${hilux?.stocknum},${hilux?.dealership},41990\n`,
      headers: ADMIN,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as StockImportReport).accepted).toBe(1);
    for (const [server, since] of [
      [one, fromOne],
      [two, fromTwo],
    ] as const) {
      const changes = await changesSince(server, since);
      expect(changes.cars?.map((car) => [car.id, car.price])).toEqual([[hilux?.id, 41990]]);
    }
  });

  it('answers 400 for a version that is not one, and a reset for one it does not know', async () => {
    const bad = await one.fetch('/api/sites/test-motors/stock-changes.json?since=yesterday');
    expect(bad.status).toBe(400);
    expect(await changesSince(one, 'abc.1')).toMatchObject({ reset: true });
    expect(await changesSince(one, `${one.api.stockVersions.epoch}.999999`)).toMatchObject({
      reset: true,
    });
  });
});

describe('StockVersions', () => {
  it('answers each changed car once since a version, and a reset once the log is overrun', () => {
    const versions = new StockVersions({ limit: 2, epoch: 'e' });
    const start = versions.current;
    versions.record([1, 2]);
    versions.record([2, 3]);
    expect(versions.since(start)).toEqual({ reset: false, version: 'e.2', carIds: [1, 2, 3] });
    versions.record([4]);
    expect(versions.since(start)).toEqual({ reset: true, version: 'e.3' });
    expect(versions.since('e.1')).toEqual({ reset: false, version: 'e.3', carIds: [2, 3, 4] });
    expect(versions.since(undefined)).toMatchObject({ reset: true });
  });
});
