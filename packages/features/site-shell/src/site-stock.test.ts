import { describe, expect, it } from 'vitest';
import { staleWhileRevalidate } from './site-stock.ts';

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('staleWhileRevalidate (the home pages’ shared stock feed)', () => {
  it('serves a fresh value without loading again', async () => {
    const { now, advance } = clock();
    const cache = staleWhileRevalidate<number>({ freshMs: 100, staleMs: 1000, now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache('a', load)).toBe(1);
    advance(99);
    expect(await cache('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('shares one load between callers arriving together', async () => {
    const cache = staleWhileRevalidate<number>({ freshMs: 100, staleMs: 1000 });
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache('a', load), cache('a', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it('keeps keys apart', async () => {
    const cache = staleWhileRevalidate<string>({ freshMs: 100, staleMs: 1000 });
    expect(await cache('a', async () => 'A')).toBe('A');
    expect(await cache('b', async () => 'B')).toBe('B');
  });

  it('serves a stale value at once and replaces it in the background', async () => {
    const { now, advance } = clock();
    const cache = staleWhileRevalidate<number>({ freshMs: 100, staleMs: 1000, now });
    let loads = 0;
    const load = async () => ++loads;
    await cache('a', load);
    advance(500);
    expect(await cache('a', load)).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache('a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('waits for a new value once the old one is too stale', async () => {
    const { now, advance } = clock();
    const cache = staleWhileRevalidate<number>({ freshMs: 100, staleMs: 1000, now });
    let loads = 0;
    const load = async () => ++loads;
    await cache('a', load);
    advance(1100);
    expect(await cache('a', load)).toBe(2);
  });

  it('does not cache a failed load, and keeps serving the old value when a refresh fails', async () => {
    const { now, advance } = clock();
    const cache = staleWhileRevalidate<number>({ freshMs: 100, staleMs: 1000, now });
    await expect(cache('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('a', async () => 7)).toBe(7);
    advance(200);
    expect(await cache('a', async () => Promise.reject(new Error('down')))).toBe(7);
    await Promise.resolve();
    await Promise.resolve();
    // Still stale: served again, and the next refresh succeeds.
    expect(await cache('a', async () => 8)).toBe(7);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache('a', async () => 9)).toBe(8);
  });
});
