import { describe, expect, it } from 'vitest';
import { STOCK_COUNT_HITS_THRESHOLD, stockCountDisplay } from './stock-count.ts';

const site = { stock: { count: 4_321 } };

describe('stockCountDisplay', () => {
  it('shows the site-configured total when hits exceed 1999 (vehicle-stock §9)', () => {
    expect(STOCK_COUNT_HITS_THRESHOLD).toBe(1999);
    expect(stockCountDisplay(2_000, site)).toBe(4_321);
  });

  it('shows the hits count at 1999 and below (vehicle-stock §9)', () => {
    expect(stockCountDisplay(1_999, site)).toBe(1_999);
    expect(stockCountDisplay(1_998, site)).toBe(1_998);
    expect(stockCountDisplay(0, site)).toBe(0);
  });

  it('shows the hits count when the site has no total (vehicle-stock §9)', () => {
    expect(stockCountDisplay(2_500, { stock: {} })).toBe(2_500);
    expect(stockCountDisplay(2_500, { stock: { count: null } })).toBe(2_500);
  });
});
