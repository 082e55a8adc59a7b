import type { Car, SiteStock, SiteStockChanges } from '@forecourt/api-client';
import { describe, expect, it } from 'vitest';
import { applyStockChanges, perStock, type StockFeedSource, stockFeedCache } from './site-stock.ts';
import { apiCar } from './test/api-car.ts';

/**
 * A platform in memory: its feed, a version counter with the log of changed cars (what the
 * API's StockVersions keeps), and a count of each kind of read, so a test can tell a patch
 * from a whole-feed reload.
 */
function platform(count: number, epoch = 'e1') {
  const cars = new Map<number, Car>();
  for (let id = 1; id <= count; id += 1) cars.set(id, apiCar({ id, price: 20_000 + id }));
  let version = 0;
  const log: { version: number; ids: number[] }[] = [];
  const reads = { full: 0, unchanged: 0, changes: 0 };
  const etag = () => `W/"${cars.size}-${version}"`;
  const feed = (): SiteStock => ({
    site: 'test-motors',
    generated_at: '2026-01-01T00:00:00.000Z',
    count: cars.size,
    cars: [...cars.values()].sort((a, b) => a.id - b.id),
  });
  const source: StockFeedSource = {
    async full(held) {
      if (held === etag()) {
        reads.unchanged += 1;
        return null;
      }
      reads.full += 1;
      return { stock: feed(), etag: etag(), version: `${epoch}.${version}` };
    },
    async changes(since): Promise<SiteStockChanges> {
      reads.changes += 1;
      const [from, n] = since.split('.');
      if (from !== epoch)
        return { site: 'test-motors', version: `${epoch}.${version}`, reset: true };
      const ids = [...new Set(log.filter((c) => c.version > Number(n)).flatMap((c) => c.ids))];
      return {
        site: 'test-motors',
        version: `${epoch}.${version}`,
        reset: false,
        cars: ids.flatMap((id) => {
          const car = cars.get(id);
          return car ? [car] : [];
        }),
        removed: ids.filter((id) => !cars.has(id)),
      };
    },
  };
  return {
    source,
    reads,
    /** An import: these cars changed (or arrived), as the API records them. */
    change(...changed: Car[]) {
      for (const car of changed) cars.set(car.id, car);
      version += 1;
      log.push({ version, ids: changed.map((car) => car.id) });
    },
    remove(...ids: number[]) {
      for (const id of ids) cars.delete(id);
      version += 1;
      log.push({ version, ids });
    },
  };
}

describe('stockFeedCache (the sites’ stock feed kept current by change lists)', () => {
  it('reads the whole feed once, then patches a changed car in without a whole-feed reload', async () => {
    const shop = platform(500);
    const cache = stockFeedCache({ now: () => 0 });
    const first = await cache('test-motors', shop.source);
    expect(first.count).toBe(500);
    shop.change(apiCar({ id: 7, price: 12_345 }));
    const next = await cache('test-motors', shop.source);
    expect(next.cars.find((car) => car.id === 7)?.price).toBe(12_345);
    expect(next.count).toBe(500);
    // The full-reload path is not taken: one whole read (the first), then change lists.
    expect(shop.reads.full).toBe(1);
    expect(cache.counts).toEqual({ fullLoads: 1, unchanged: 0, patches: 1 });
  });

  it('adds a new car in id order, takes a removed one out, and shows a sold car as sold', async () => {
    const shop = platform(5);
    const cache = stockFeedCache({ now: () => 0 });
    await cache('s', shop.source);
    shop.change(apiCar({ id: 9, price: 9_999 }), apiCar({ id: 3, status: 'sold' }));
    shop.remove(2);
    const next = await cache('s', shop.source);
    expect(next.cars.map((car) => car.id)).toEqual([1, 3, 4, 5, 9]);
    expect(next.cars.find((car) => car.id === 3)?.status).toBe('sold');
    expect(next.count).toBe(5);
    expect(shop.reads.full).toBe(1);
  });

  it('keeps the same feed object while nothing changed, so per-stock aggregates are reused', async () => {
    const shop = platform(10);
    const cache = stockFeedCache({ now: () => 0 });
    const first = await cache('s', shop.source);
    let computed = 0;
    const total = (stock: SiteStock) =>
      perStock(stock.cars, 'total', () => {
        computed += 1;
        return stock.cars.reduce((sum, car) => sum + (car.price ?? 0), 0);
      });
    const before = total(first);
    expect(await cache('s', shop.source)).toBe(first);
    expect(total(await cache('s', shop.source))).toBe(before);
    expect(computed).toBe(1);
    shop.change(apiCar({ id: 1, price: (first.cars[0]?.price ?? 0) + 100 }));
    expect(total(await cache('s', shop.source))).toBe(before + 100);
    expect(computed).toBe(2);
  });

  it('reloads the whole feed when the platform answers a reset (a version from another process)', async () => {
    const before = platform(3, 'old');
    const cache = stockFeedCache({ now: () => 0 });
    await cache('s', before.source);
    const restarted = platform(4, 'new');
    const next = await cache('s', restarted.source);
    expect(next.count).toBe(4);
    expect(restarted.reads).toEqual({ full: 1, unchanged: 0, changes: 1 });
  });

  it('revalidates by ETag after revalidateMs (changes not reported as stock changes), then patches', async () => {
    const shop = platform(3);
    let clock = 0;
    const cache = stockFeedCache({ revalidateMs: 1000, now: () => clock });
    const first = await cache('s', shop.source);
    clock = 999;
    await cache('s', shop.source);
    expect(shop.reads.unchanged).toBe(0);
    clock = 1000;
    expect(await cache('s', shop.source)).toBe(first);
    expect(shop.reads).toEqual({ full: 1, unchanged: 1, changes: 2 });
  });

  it('revalidates a feed without a version by ETag on every call (an older platform)', async () => {
    let reads = 0;
    const cache = stockFeedCache({ now: () => 0 });
    const stock: SiteStock = { site: 's', generated_at: '', count: 0, cars: [] };
    const source: StockFeedSource = {
      full: async (etag) => {
        reads += 1;
        return etag === 'v1' ? null : { stock, etag: 'v1', version: null };
      },
      changes: async () => {
        throw new Error('not asked without a version');
      },
    };
    await cache('s', source);
    expect(await cache('s', source)).toBe(stock);
    expect(reads).toBe(2);
  });

  it('shares one load between callers arriving together', async () => {
    const shop = platform(3);
    const cache = stockFeedCache({ now: () => 0 });
    const [a, b] = await Promise.all([cache('s', shop.source), cache('s', shop.source)]);
    expect(a).toBe(b);
    expect(shop.reads.full).toBe(1);
  });
});

describe('applyStockChanges', () => {
  it('answers the same feed when the change list touches none of its cars', () => {
    const stock: SiteStock = { site: 's', generated_at: '', count: 1, cars: [apiCar({ id: 1 })] };
    expect(applyStockChanges(stock, { cars: [], removed: [] })).toBe(stock);
    expect(applyStockChanges(stock, { cars: [], removed: [42] })).toBe(stock);
  });
});
