import { describe, expect, it } from 'vitest';
import {
  clearFiltersHref,
  EMPTY_STATE_TEXTS,
  promoPositions,
  resultsCount,
  withPromoSlots,
} from './results-page.ts';

describe('results page rules', () => {
  it('uses the empty state wording exactly (vehicle-stock §2)', () => {
    expect(EMPTY_STATE_TEXTS).toEqual({
      title: 'No Results Available',
      text: 'No results found for your search at this time. Please try adjusting the filters for more results.',
      clearFilters: 'Clear Filters',
    });
  });

  it('Clear Filters returns to the special-offers path or the main search path (vehicle-stock §2)', () => {
    expect(clearFiltersHref('/special-offers')).toBe('/special-offers');
    expect(clearFiltersHref('/special-offers/')).toBe('/special-offers');
    expect(clearFiltersHref('/search/toyota')).toBe('/search');
  });

  it('shows the site total only above 1999 hits (vehicle-stock §9)', () => {
    const site = { stock: { count: 2500 } };
    expect(resultsCount(1999, site)).toBe(1999);
    expect(resultsCount(2000, site)).toBe(2500);
    expect(resultsCount(2000, { stock: { count: null } })).toBe(2000);
  });

  it('puts promo cards at the configured positions plus a random offset 0..max (vehicle-stock §2)', () => {
    const config = { positions: [6, 2, 2], random_offset_max: 2 };
    expect(promoPositions(config, () => 0)).toEqual([2, 6]);
    expect(promoPositions(config, () => 0.99)).toEqual([4, 8]);
    expect(promoPositions({ positions: [3], random_offset_max: 0 }, () => 0.99)).toEqual([3]);
  });

  it('inserts promo slots into the grid, none past the end or in an empty grid', () => {
    const slots = withPromoSlots(['a', 'b', 'c'], [1, 9]);
    expect(slots).toEqual([
      { kind: 'hit', hit: 'a' },
      { kind: 'promo', position: 1 },
      { kind: 'hit', hit: 'b' },
      { kind: 'hit', hit: 'c' },
    ]);
    expect(withPromoSlots([], [0])).toEqual([]);
  });
});
