import { describe, expect, it } from 'vitest';
import { type ConditionalAnswer, revalidatingCache } from './site-stock.ts';

/** A source with a version: answers null when asked with its current version. */
function source() {
  let version = 1;
  const asked: (string | undefined)[] = [];
  return {
    asked,
    change: () => {
      version += 1;
    },
    load: async (etag: string | undefined): Promise<ConditionalAnswer<string>> => {
      asked.push(etag);
      return etag === `v${version}` ? null : { value: `stock ${version}`, etag: `v${version}` };
    },
  };
}

describe('revalidatingCache (the home pages’ stock feed, revalidated by ETag)', () => {
  it('loads once, then sends the version held and reuses the value while unchanged', async () => {
    const cache = revalidatingCache<string>();
    const feed = source();
    expect(await cache('site', feed.load)).toBe('stock 1');
    expect(await cache('site', feed.load)).toBe('stock 1');
    expect(feed.asked).toEqual([undefined, 'v1']);
  });

  it('takes the new value when the source changed', async () => {
    const cache = revalidatingCache<string>();
    const feed = source();
    await cache('site', feed.load);
    feed.change();
    expect(await cache('site', feed.load)).toBe('stock 2');
    expect(await cache('site', feed.load)).toBe('stock 2');
    expect(feed.asked).toEqual([undefined, 'v1', 'v2']);
  });

  it('shares one load between callers arriving together, and keeps keys apart', async () => {
    const cache = revalidatingCache<string>();
    const feed = source();
    const [a, b] = await Promise.all([cache('a', feed.load), cache('a', feed.load)]);
    expect([a, b]).toEqual(['stock 1', 'stock 1']);
    expect(feed.asked).toEqual([undefined]);
    await cache('b', feed.load);
    expect(feed.asked).toEqual([undefined, undefined]);
  });

  it('does not keep a failed load or a value without a version', async () => {
    const cache = revalidatingCache<string>();
    await expect(cache('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('a', async () => ({ value: 'x', etag: null }))).toBe('x');
    const asked: (string | undefined)[] = [];
    await cache('a', async (etag) => {
      asked.push(etag);
      return { value: 'y', etag: 'v1' };
    });
    expect(asked).toEqual([undefined]);
  });

  it('refuses "unchanged" when it holds nothing', async () => {
    const cache = revalidatingCache<string>();
    await expect(cache('a', async () => null)).rejects.toThrow(/nothing is cached/);
  });
});
