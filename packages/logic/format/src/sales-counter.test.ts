import { describe, expect, it } from 'vitest';
import {
  SALE_INTERVAL_SECONDS,
  SALES_COUNTER_COUNT_UP_MS,
  SALES_COUNTER_REFRESH_SECONDS,
  SALES_PER_DAY,
  salesToday,
} from './sales-counter.ts';

describe('salesToday', () => {
  it('counts 192 a day, one per 450 seconds (site-wide §9 Sales counter)', () => {
    expect(SALES_PER_DAY).toBe(192);
    expect(SALE_INTERVAL_SECONDS).toBe(450);
    expect(SALES_PER_DAY * SALE_INTERVAL_SECONDS).toBe(86_400);
  });

  it('starts at 0 at midnight Brisbane time, which is 14:00 UTC the day before (site-wide §9)', () => {
    expect(salesToday(new Date('2026-06-14T14:00:00Z'))).toBe(0);
    expect(salesToday(new Date('2026-06-14T14:07:29Z'))).toBe(0);
    expect(salesToday(new Date('2026-06-14T14:07:30Z'))).toBe(1);
    // Midday in Brisbane: 43,200 s / 450 = 96.
    expect(salesToday(new Date('2026-06-15T02:00:00Z'))).toBe(96);
    expect(salesToday(new Date('2026-06-15T13:59:59Z'))).toBe(191);
  });

  it('recomputes every 150 seconds and counts up over 2 seconds (site-wide §4)', () => {
    expect(SALES_COUNTER_REFRESH_SECONDS).toBe(150);
    expect(SALES_COUNTER_COUNT_UP_MS).toBe(2000);
  });

  it('has no daylight saving: the same count in January and July at the same UTC time', () => {
    expect(salesToday(Date.parse('2026-01-15T02:00:00Z'))).toBe(96);
    expect(salesToday(Date.parse('2026-07-15T02:00:00Z'))).toBe(96);
  });
});
