import { describe, expect, it } from 'vitest';
import {
  PRICE_SLIDER_DEFAULTS,
  priceRangeSearchHref,
  priceSliderRange,
} from './price-range-finder.ts';

describe('price range slider (site-wide §2, §5, §7, §9)', () => {
  it('defaults to 5000..250000 in steps of 500 (site-wide §9)', () => {
    expect(PRICE_SLIDER_DEFAULTS).toEqual({ min: 5_000, max: 250_000, step: 500 });
  });

  it('keeps the minimum below the maximum by at least 1, inside the bounds (site-wide §5)', () => {
    expect(priceSliderRange([20_000, 20_000])).toEqual([19_999, 20_000]);
    expect(priceSliderRange([1_000, 900_000])).toEqual([5_000, 250_000]);
  });

  it('leads to the results in the range sorted by price descending (site-wide §7)', () => {
    expect(priceRangeSearchHref([10_000, 30_000])).toBe(
      '/search?range%5Bprice%5D=10000%3A30000&sortBy=cars%3Aprice%3Adesc',
    );
  });
});
