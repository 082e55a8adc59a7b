import { describe, expect, it } from 'vitest';
import {
  BUDGET_FINDER_MIN_PRICE,
  DEFAULT_INCLUDE_SOLD_CARS_DAYS,
  type ListedCar,
  listedInSearch,
  soldCutoffTimestamp,
  stockFilter,
} from './stock-filter.ts';

const now = new Date('2026-11-22T00:00:00.000Z');
const nowSeconds = 1_795_305_600; // 2026-11-22T00:00:00Z in epoch seconds
const day = 86_400;

describe('soldCutoffTimestamp', () => {
  it('is now in epoch seconds minus the days (site-wide §4)', () => {
    expect(now.getTime() / 1000).toBe(nowSeconds);
    expect(soldCutoffTimestamp(now, 5)).toBe(nowSeconds - 5 * day);
    expect(soldCutoffTimestamp(now, 0)).toBe(nowSeconds);
  });

  it('defaults to 3 days when include_sold_cars_days is missing (site-wide §4, §9)', () => {
    expect(DEFAULT_INCLUDE_SOLD_CARS_DAYS).toBe(3);
    expect(soldCutoffTimestamp(now, undefined)).toBe(nowSeconds - 3 * day);
    expect(soldCutoffTimestamp(now, null)).toBe(nowSeconds - 3 * day);
  });

  it('falls back to 3 days for a negative or non-finite day count (site-wide §4)', () => {
    expect(soldCutoffTimestamp(now, -1)).toBe(nowSeconds - 3 * day);
    expect(soldCutoffTimestamp(now, Number.NaN)).toBe(nowSeconds - 3 * day);
    expect(soldCutoffTimestamp(now, Number.POSITIVE_INFINITY)).toBe(nowSeconds - 3 * day);
  });

  it('rounds down to a whole second (site-wide §4)', () => {
    expect(soldCutoffTimestamp(new Date('2026-11-22T00:00:00.999Z'), 0)).toBe(nowSeconds);
    expect(soldCutoffTimestamp(now, 0.5)).toBe(nowSeconds - day / 2);
  });

  it('refuses an invalid clock rather than writing NaN into the filter (site-wide §4)', () => {
    expect(() => soldCutoffTimestamp(new Date('not a date'), 3)).toThrow(RangeError);
  });
});

describe('stockFilter', () => {
  it('builds the location stock filter with the default 3-day sold cutoff (site-wide §7, §4)', () => {
    expect(stockFilter({ now })).toBe(
      `(status=in_stock OR status=coming_soon OR sold_date_timestamp>${nowSeconds - 3 * day}) AND show_on_dealer_website=true`,
    );
  });

  it('uses the site include_sold_cars_days for the cutoff (site-wide §4)', () => {
    expect(stockFilter({ now, include_sold_cars_days: 14 })).toBe(
      `(status=in_stock OR status=coming_soon OR sold_date_timestamp>${nowSeconds - 14 * day}) AND show_on_dealer_website=true`,
    );
  });

  it('adds price>1000 for the budget finder only (site-wide §7)', () => {
    expect(BUDGET_FINDER_MIN_PRICE).toBe(1000);
    expect(stockFilter({ now, budget: true })).toBe(
      `(status=in_stock OR status=coming_soon OR sold_date_timestamp>${nowSeconds - 3 * day}) AND show_on_dealer_website=true AND price>1000`,
    );
    expect(stockFilter({ now, budget: false })).not.toContain('price>');
  });
});

describe('listedInSearch: the stock filter as a predicate for counts (site-wide §7, §4; vehicle-stock §4)', () => {
  const listed = listedInSearch({ now, include_sold_cars_days: 3 });
  const car = (fields: Partial<ListedCar>): ListedCar => ({
    status: 'in_stock',
    sold_date_timestamp: null,
    show_on_dealer_website: true,
    ...fields,
  });

  it('lists in stock and coming soon cars shown on the dealer website', () => {
    expect(listed(car({ status: 'in_stock' }))).toBe(true);
    expect(listed(car({ status: 'coming_soon' }))).toBe(true);
    expect(listed(car({ status: 'coming_soon', show_on_dealer_website: false }))).toBe(false);
  });

  it('lists a sold car only when sold after the cutoff, as the results page does', () => {
    const cutoff = nowSeconds - 3 * day;
    expect(listed(car({ status: 'sold', sold_date_timestamp: cutoff + 1 }))).toBe(true);
    expect(listed(car({ status: 'sold', sold_date_timestamp: cutoff }))).toBe(false);
    expect(listed(car({ status: 'sold', sold_date_timestamp: null }))).toBe(false);
    expect(listed(car({ status: 'withdrawn' }))).toBe(false);
  });

  it('agrees with stockFilter on the cutoff it writes into the filter', () => {
    const cutoff = Number(/sold_date_timestamp>(\d+)/.exec(stockFilter({ now }))?.[1]);
    const defaults = listedInSearch({ now });
    expect(defaults(car({ status: 'sold', sold_date_timestamp: cutoff + 1 }))).toBe(true);
    expect(defaults(car({ status: 'sold', sold_date_timestamp: cutoff }))).toBe(false);
  });
});
