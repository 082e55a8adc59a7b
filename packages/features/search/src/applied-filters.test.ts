import { describe, expect, it } from 'vitest';
import { appliedFilters, clearAllFiltersHref } from './applied-filters.ts';
import { EMPTY_SEARCH_STATE, type SearchState } from './search-state.ts';

const STATE: SearchState = {
  ...EMPTY_SEARCH_STATE,
  query: 'sr5',
  page: 3,
  sortBy: 'cars:price:asc',
  refinements: { make: ['Toyota', 'Mazda'], car_type: ['used'] },
  price: { min: 10000, max: null },
};

describe('appliedFilters', () => {
  it('lists each refinement, the price range and the query as a chip linking to the search without it (vehicle-stock §2, §4)', () => {
    const chips = appliedFilters(STATE);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Toyota',
      'Mazda',
      'Used',
      'From $10,000',
      '“sr5”',
    ]);
    const toyota = chips[0];
    const params = new URL(toyota?.removeHref ?? '', 'http://x').searchParams;
    expect(params.getAll('make')).toEqual(['Mazda']);
    expect(params.get('car_type')).toBe('used');
    expect(params.get('sortBy')).toBe('cars:price:asc');
    // Removing a filter goes back to page one (vehicle-stock §4).
    expect(params.get('page')).toBeNull();
    expect(chips[3]?.removeHref).not.toContain('range');
    expect(chips[4]?.removeHref).not.toContain('query');
  });

  it('says what a number counts: 5 seats, not 5', () => {
    const chips = appliedFilters({ ...EMPTY_SEARCH_STATE, refinements: { seats: ['5'] } });
    expect(chips.map((chip) => chip.label)).toEqual(['5 seats']);
  });

  it('names the certified pre-owned filter (vehicle-stock §3 certified)', () => {
    const chips = appliedFilters({ ...EMPTY_SEARCH_STATE, refinements: { certified: ['true'] } });
    expect(chips.map((chip) => chip.label)).toEqual(['Certified pre-owned']);
  });

  it('has no chips without refinements', () => {
    expect(appliedFilters(EMPTY_SEARCH_STATE)).toEqual([]);
  });

  it('Clear all keeps only the sort', () => {
    expect(clearAllFiltersHref(STATE)).toBe('/search?sortBy=cars%3Aprice%3Aasc');
    expect(clearAllFiltersHref(EMPTY_SEARCH_STATE)).toBe('/search');
  });
});
