import { describe, expect, it } from 'vitest';
import { PRICE_ABOVE_ZERO_FILTER, priceSortFilter } from './price-sort-filter.ts';

const on = { features: { price_above_zero_on_price_asc: true } };
const off = { features: { price_above_zero_on_price_asc: false } };

describe('priceSortFilter', () => {
  it('adds price > 0 on the price-ascending sort when the site switch is on (vehicle-stock §5)', () => {
    expect(PRICE_ABOVE_ZERO_FILTER).toBe('price > 0');
    expect(priceSortFilter(true, on)).toBe('price > 0');
  });

  it('adds nothing on other sorts (vehicle-stock §5)', () => {
    expect(priceSortFilter(false, on)).toBeNull();
  });

  it('adds nothing when the site switch is off or missing (vehicle-stock §5)', () => {
    expect(priceSortFilter(true, off)).toBeNull();
    expect(priceSortFilter(true, { features: {} })).toBeNull();
  });
});
