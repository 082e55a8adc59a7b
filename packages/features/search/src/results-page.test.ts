import { describe, expect, it } from 'vitest';
import {
  clearFiltersHref,
  EMPTY_STATE_TEXTS,
  inStockFirst,
  promoPositions,
  resultSlots,
  resultsCount,
  resultsCountText,
  SEARCH_TOTAL_HITS_CAP,
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

  it('says the count exactly, or "10,000+" where the engine capped the total', () => {
    const texts = { count: '{count} cars found', countOne: '1 car found' };
    const format = (value: number) => value.toLocaleString('en-AU');
    expect(resultsCountText(1, texts, format)).toBe('1 car found');
    expect(resultsCountText(0, texts, format)).toBe('0 cars found');
    expect(resultsCountText(9_999, texts, format)).toBe('9,999 cars found');
    expect(resultsCountText(SEARCH_TOTAL_HITS_CAP, texts, format)).toBe('10,000+ cars found');
    expect(resultsCountText(100_426, texts, format)).toBe('10,000+ cars found');
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

  it('collapses consecutive sold cars into one grid slot (vehicle-stock §4)', () => {
    const cards = [
      { id: 1, status: 'in_stock' as const },
      { id: 2, status: 'sold' as const },
      { id: 3, status: 'sold' as const },
      { id: 4, status: 'sold' as const },
      { id: 5, status: 'coming_soon' as const },
      { id: 6, status: 'sold' as const },
    ];
    expect(
      resultSlots(cards, []).map((slot) =>
        slot.kind === 'hit' ? [slot.hit.car.id, slot.hit.collapsedCount] : 'promo',
      ),
    ).toEqual([
      [1, 0],
      [2, 2],
      [5, 0],
      [6, 0],
    ]);
  });

  it('places promo cards by slot among the collapsed cards (vehicle-stock §2, §4)', () => {
    const cards = [
      { id: 1, status: 'sold' as const },
      { id: 2, status: 'sold' as const },
      { id: 3, status: 'in_stock' as const },
      { id: 4, status: 'in_stock' as const },
    ];
    const slots = resultSlots(cards, [2, 3, 9]);
    expect(
      slots.map((slot) => (slot.kind === 'hit' ? slot.hit.car.id : `promo@${slot.position}`)),
    ).toEqual([1, 3, 'promo@2', 'promo@3', 4]);
  });

  it('never ranks a sold car above an in-stock one, keeping the engine order within each (vehicle-stock §4)', () => {
    const hits = [
      { id: 1, status: 'sold' as const },
      { id: 2, status: 'in_stock' as const },
      { id: 3, status: 'sold' as const },
      { id: 4, status: 'coming_soon' as const },
      { id: 5, status: 'in_stock' as const },
    ];
    expect(inStockFirst(hits).map((hit) => hit.id)).toEqual([2, 4, 5, 1, 3]);
  });
});
