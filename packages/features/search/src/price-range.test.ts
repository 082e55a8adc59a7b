import { describe, expect, it } from 'vitest';
import { PRICE_SLIDER_STEP, priceSliderBounds } from './price-range.ts';

describe('priceSliderBounds', () => {
  it('rounds the price stats out to whole steps of 500 (site-wide §5)', () => {
    expect(PRICE_SLIDER_STEP).toBe(500);
    expect(priceSliderBounds({ min: 4990, max: 89_990 })).toEqual({ min: 4500, max: 90_000 });
    expect(priceSliderBounds({ min: 5000, max: 90_000 })).toEqual({ min: 5000, max: 90_000 });
  });

  it('keeps the ends at least one step apart and never below zero', () => {
    expect(priceSliderBounds({ min: 25_000, max: 25_000 })).toEqual({ min: 25_000, max: 25_500 });
    expect(priceSliderBounds({ min: -10, max: 0 })).toEqual({ min: 0, max: 500 });
  });

  it('gives no bounds without stats', () => {
    expect(priceSliderBounds(null)).toBeNull();
    expect(priceSliderBounds({ min: Number.NaN, max: 1 })).toBeNull();
  });
});
