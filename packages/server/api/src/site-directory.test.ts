import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SiteDirectory } from './site-directory.ts';
import { seedFixture } from './test-fixtures.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

describe.each(testDatabaseTargets())('SiteDirectory on $kind', ({ open }) => {
  let db: Database;
  /** The site-list reads the directory sent to the database. */
  let reads: number;
  let counted: Database;

  beforeAll(async () => {
    db = await open();
    counted = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'query') {
          return (sql: string, params?: unknown[]) => {
            if (/FROM sites s/.test(sql)) reads += 1;
            return target.query(sql, params);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.query(
      'TRUNCATE sites, dealerships, manufacturers, stock_imports RESTART IDENTITY CASCADE',
    );
    await seedFixture(db, NOW);
    reads = 0;
  });

  it('answers a burst of requests with one read of the site list', async () => {
    const directory = new SiteDirectory(counted, () => NOW);
    const sites = await Promise.all(Array.from({ length: 50 }, () => directory.list()));
    expect(reads).toBe(1);
    expect(new Set(sites).size).toBe(1);
  });

  it('once the list is stale, answers with it at once while one read refreshes it', async () => {
    let now = NOW.getTime();
    const directory = new SiteDirectory(counted, () => new Date(now), 5_000);
    const first = await directory.list();
    await db.query(`UPDATE sites SET name = 'Renamed Motors'`);
    now += 6_000;
    const during = await Promise.all(Array.from({ length: 20 }, () => directory.list()));
    // Stale but immediate: a burst never waits on the database for the Host's site.
    expect(during.every((sites) => sites === first)).toBe(true);
    expect(reads).toBe(2);
    await expect.poll(async () => (await directory.list())[0]?.name).toBe('Renamed Motors');
    expect(reads).toBe(2);
  });

  it('reads the list again after invalidate(), not an answer read before it', async () => {
    const directory = new SiteDirectory(counted, () => NOW);
    const before = directory.list();
    directory.invalidate();
    await db.query(`UPDATE sites SET name = 'Renamed Motors'`);
    await before;
    expect((await directory.list())[0]?.name).toBe('Renamed Motors');
  });
});
