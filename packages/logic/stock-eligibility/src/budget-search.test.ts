import { describe, expect, it } from 'vitest';
import {
  BUDGET_RANGE_PARAM,
  budgetPriceRange,
  budgetSearchCap,
  DEFAULT_BUDGET_SEARCH_CAP,
} from './budget-search.ts';

describe('budgetSearchCap', () => {
  it('is the stock maximum price when there is one (site-wide §7)', () => {
    expect(budgetSearchCap(87_500)).toBe(87_500);
    expect(budgetSearchCap(250_000)).toBe(250_000);
  });

  it('is 100000 when the stock has no maximum (site-wide §7)', () => {
    expect(DEFAULT_BUDGET_SEARCH_CAP).toBe(100_000);
    expect(budgetSearchCap(null)).toBe(100_000);
    expect(budgetSearchCap(undefined)).toBe(100_000);
    expect(budgetSearchCap(0)).toBe(100_000);
    expect(budgetSearchCap(-5)).toBe(100_000);
    expect(budgetSearchCap(Number.NaN)).toBe(100_000);
  });
});

describe('budgetPriceRange', () => {
  it('names the instantsearch range[price] parameter (site-wide §7)', () => {
    expect(BUDGET_RANGE_PARAM).toBe('range[price]');
  });

  it('runs from 0 up to the budget (site-wide §7)', () => {
    expect(budgetPriceRange(35_000, 80_000)).toBe('0:35000');
  });

  it('caps the budget at the stock maximum: below / at / above (site-wide §7)', () => {
    expect(budgetPriceRange(79_999, 80_000)).toBe('0:79999');
    expect(budgetPriceRange(80_000, 80_000)).toBe('0:80000');
    expect(budgetPriceRange(80_001, 80_000)).toBe('0:80000');
  });

  it('caps at 100000 when the stock has no maximum (site-wide §7)', () => {
    expect(budgetPriceRange(150_000, null)).toBe('0:100000');
    expect(budgetPriceRange(99_999, null)).toBe('0:99999');
  });

  it('rounds the budget, and NaN or a negative budget becomes 0 (site-wide §5, §7)', () => {
    expect(budgetPriceRange(35_000.6, null)).toBe('0:35001');
    expect(budgetPriceRange(Number.NaN, null)).toBe('0:0');
    expect(budgetPriceRange(-10, null)).toBe('0:0');
  });
});
