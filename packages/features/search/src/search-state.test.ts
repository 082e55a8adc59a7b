import { describe, expect, it } from 'vitest';
import {
  canonicalSearchParams,
  EMPTY_SEARCH_STATE,
  hasFilters,
  hiddenFields,
  parsePriceRange,
  parseSearchParams,
  searchHref,
  toggleRefinement,
  toSearchParams,
  withPage,
  withRefinements,
  withSortBy,
} from './search-state.ts';

describe('search state in the query string', () => {
  it('reads query, page, sortBy, one parameter per facet and range[price] (vehicle-stock §2, site-wide §7)', () => {
    const state = parseSearchParams(
      new URLSearchParams(
        'query=hilux&page=3&sortBy=cars:price:asc&make=Toyota&make=Ford&body=Ute&range[price]=5000:30000&utm_source=x',
      ),
    );
    expect(state).toEqual({
      query: 'hilux',
      page: 3,
      sortBy: 'cars:price:asc',
      refinements: { make: ['Toyota', 'Ford'], body: ['Ute'] },
      price: { min: 5000, max: 30000 },
    });
  });

  it('falls back to page one and most relevant for missing or bad values', () => {
    expect(parseSearchParams(new URLSearchParams('page=abc&sortBy=&make='))).toEqual(
      EMPTY_SEARCH_STATE,
    );
    expect(parseSearchParams(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('reads open-ended price ranges', () => {
    expect(parsePriceRange(':20000')).toEqual({ min: null, max: 20000 });
    expect(parsePriceRange('1000:')).toEqual({ min: 1000, max: null });
    expect(parsePriceRange('a:b')).toBeNull();
    expect(parsePriceRange(null)).toBeNull();
  });

  it('swaps a price range given the wrong way round', () => {
    expect(parsePriceRange('30000:5000')).toEqual({ min: 5000, max: 30000 });
  });

  it('reads the Minimum and Maximum price fields of the filter form, over range[price]', () => {
    const read = (query: string) => parseSearchParams(new URLSearchParams(query)).price;
    expect(read('price_min=5000&price_max=')).toEqual({ min: 5000, max: null });
    expect(read('price_min=&price_max=20000&range[price]=1000:2000')).toEqual({
      min: null,
      max: 20000,
    });
    expect(read('price_min=&price_max=&range[price]=1000:2000')).toEqual({ min: 1000, max: 2000 });
    expect(read('price_min=&price_max=')).toBeNull();
  });

  it('canonicalises submitted form fields: empties dropped, price folded into range[price], no page (vehicle-stock §4)', () => {
    const fields = new URLSearchParams(
      'query=&make=Toyota&price_min=5000&price_max=&sortBy=cars%3Aprice%3Aasc&page=4',
    );
    expect(canonicalSearchParams(fields).toString()).toBe(
      'make=Toyota&range%5Bprice%5D=5000%3A&sortBy=cars%3Aprice%3Aasc',
    );
    expect(
      canonicalSearchParams([
        ['price_min', ''],
        ['price_max', ''],
      ]).toString(),
    ).toBe('');
  });

  it('round-trips through the query string, leaving defaults out', () => {
    const params =
      'query=hilux&make=Toyota&make=Ford&range%5Bprice%5D=%3A20000&sortBy=cars%3Aprice%3Adesc&page=2';
    const state = parseSearchParams(new URLSearchParams(params));
    expect(toSearchParams(state).toString()).toBe(params);
    expect(searchHref(EMPTY_SEARCH_STATE)).toBe('/search');
    expect(searchHref({ ...EMPTY_SEARCH_STATE, refinements: { make: ['Land Rover'] } })).toBe(
      '/search?make=Land+Rover',
    );
  });

  it('a filter click resets to page one (vehicle-stock §4)', () => {
    const onPage3 = withPage(parseSearchParams(new URLSearchParams('make=Toyota')), 3);
    const added = toggleRefinement(onPage3, 'make', 'Ford');
    expect(added.page).toBe(1);
    expect(added.refinements.make).toEqual(['Toyota', 'Ford']);
    const removed = toggleRefinement(withPage(added, 2), 'make', 'Toyota');
    expect(removed).toMatchObject({ page: 1, refinements: { make: ['Ford'] } });
    expect(toggleRefinement(removed, 'make', 'Ford').refinements).toEqual({});
    expect(withSortBy(withPage(removed, 4), 'cars:price:asc').page).toBe(1);
  });

  it('merges path refinements and tells whether anything filters', () => {
    expect(hasFilters(EMPTY_SEARCH_STATE)).toBe(false);
    const state = withRefinements(
      { ...EMPTY_SEARCH_STATE, refinements: { make: ['Toyota'] } },
      { make: ['Toyota'], model: ['HiLux'] },
    );
    expect(state.refinements).toEqual({ make: ['Toyota'], model: ['HiLux'] });
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters({ ...EMPTY_SEARCH_STATE, query: 'ute' })).toBe(true);
  });

  it('gives the rest of the state as hidden form fields, never the page (vehicle-stock §4)', () => {
    const state = parseSearchParams(
      new URLSearchParams('query=ute&make=Toyota&sortBy=cars:price:asc&range[price]=:20000&page=4'),
    );
    expect(hiddenFields(state, 'facets')).toEqual([
      ['query', 'ute'],
      ['range[price]', ':20000'],
      ['sortBy', 'cars:price:asc'],
    ]);
    expect(hiddenFields(state, 'sortBy')).toEqual([
      ['query', 'ute'],
      ['make', 'Toyota'],
      ['range[price]', ':20000'],
    ]);
  });
});
