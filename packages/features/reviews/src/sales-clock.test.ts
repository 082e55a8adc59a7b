import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSalesClock } from './sales-clock.ts';

afterEach(() => vi.useRealTimers());

describe('startSalesClock', () => {
  it('gives the count at once and recomputes it every 150 seconds (site-wide §4), until stopped', () => {
    vi.useFakeTimers();
    // 02:00 UTC is midday in Brisbane: 96 sales (site-wide §9: one per 450 s).
    let now = Date.parse('2026-06-15T02:00:00Z');
    const counts: number[] = [];
    const stop = startSalesClock(
      (count) => counts.push(count),
      () => now,
    );
    expect(counts).toEqual([96]);
    now += 149_000;
    vi.advanceTimersByTime(149_000);
    expect(counts).toEqual([96]);
    now += 301_000; // 450 s after midday: one more sale
    vi.advanceTimersByTime(1_000);
    expect(counts).toEqual([96, 97]);
    stop();
    vi.advanceTimersByTime(600_000);
    expect(counts).toHaveLength(2);
  });
});
