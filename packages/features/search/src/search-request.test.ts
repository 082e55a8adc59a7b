import { describe, expect, it } from 'vitest';
import {
  inStockCount,
  inStockFirstRequest,
  SEARCH_PAGE_SIZE,
  SORT_OPTIONS,
  searchRequest,
  searchResults,
  sortOption,
} from './search-request.ts';
import { EMPTY_SEARCH_STATE, parseSearchParams, type SearchState } from './search-state.ts';

const now = new Date('2026-11-22T00:00:00Z');
const site = { features: {}, include_sold_cars_days: 3 };
const stock = `(status=in_stock OR status=coming_soon OR sold_date_timestamp>${
  now.getTime() / 1000 - 3 * 86_400
}) AND show_on_dealer_website=true`;

describe('searchRequest', () => {
  it('asks for 21 hits on the page with every facet and the stock filter (site-wide §7, §9)', () => {
    const { queries } = searchRequest({ ...EMPTY_SEARCH_STATE, query: 'hilux', page: 2 }, site, {
      now,
    });
    expect(SEARCH_PAGE_SIZE).toBe(21);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({
      indexUid: 'cars',
      q: 'hilux',
      hitsPerPage: 21,
      page: 2,
      filter: [stock],
    });
    expect(queries[0]?.facets).toEqual(
      expect.arrayContaining(['make', 'model', 'car_type', 'price_range']),
    );
    expect(queries[0]).not.toHaveProperty('sort');
  });

  it('lists the default sort options in order (vehicle-stock §2, site-wide §9)', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Most Relevant',
      'Latest',
      'Highest Price',
      'Lowest Price',
    ]);
    expect(sortOption('cars:created_at_timestamp:desc').sort).toBe('created_at_timestamp:desc');
    expect(sortOption('nonsense').value).toBeNull();
  });

  it('adds price > 0 on lowest price only on sites with the switch (vehicle-stock §5)', () => {
    const lowest: SearchState = { ...EMPTY_SEARCH_STATE, sortBy: 'cars:price:asc' };
    const on = { features: { price_above_zero_on_price_asc: true } };
    expect(searchRequest(lowest, on, { now }).queries[0]).toMatchObject({
      sort: ['price:asc'],
      filter: [expect.any(String), 'price > 0'],
    });
    expect(searchRequest(lowest, site, { now }).queries[0]?.filter).toEqual([stock]);
    const highest = { ...lowest, sortBy: 'cars:price:desc' };
    expect(searchRequest(highest, on, { now }).queries[0]?.filter).toEqual([stock]);
  });

  it('ORs values within a facet, ANDs facets and the price range, one disjunctive query per refined facet', () => {
    const state: SearchState = {
      ...EMPTY_SEARCH_STATE,
      refinements: { make: ['Toyota', 'Land "Rover"'], year: ['2020'] },
      price: { min: null, max: 30000 },
    };
    const { queries } = searchRequest(state, site, { now });
    expect(queries[0]?.filter).toEqual([
      stock,
      'price <= 30000',
      ['make = "Toyota"', 'make = "Land \\"Rover\\""'],
      ['year = 2020'],
    ]);
    expect(queries.slice(1)).toEqual([
      expect.objectContaining({
        facets: ['make'],
        hitsPerPage: 0,
        filter: [stock, 'price <= 30000', ['year = 2020']],
      }),
      expect.objectContaining({
        facets: ['year'],
        hitsPerPage: 0,
        filter: [stock, 'price <= 30000', ['make = "Toyota"', 'make = "Land \\"Rover\\""']],
      }),
      expect.objectContaining({
        facets: ['price'],
        hitsPerPage: 0,
        filter: [stock, ['make = "Toyota"', 'make = "Land \\"Rover\\""'], ['year = 2020']],
      }),
    ]);
  });

  it('filters certified pre-owned cars from `certified=true` (vehicle-stock §3 search state)', () => {
    const state = parseSearchParams(new URLSearchParams('car_type=used&certified=true'));
    const { queries } = searchRequest(state, site, { now });
    expect(queries[0]?.filter).toEqual([stock, ['car_type = "used"'], ['certified = "true"']]);
  });

  it('asks for price stats: from the main query, or without the price range when one is set', () => {
    const plain = searchRequest(EMPTY_SEARCH_STATE, site, { now });
    expect(plain.queries).toHaveLength(1);
    expect(plain.queries[0]?.facets).toContain('price');
    const ranged = searchRequest(
      { ...EMPTY_SEARCH_STATE, price: { min: 10000, max: null } },
      site,
      { now },
    );
    expect(ranged.queries[0]?.filter).toEqual([stock, 'price >= 10000']);
    expect(ranged.queries[1]).toEqual({
      indexUid: 'cars',
      q: '',
      facets: ['price'],
      filter: [stock],
      hitsPerPage: 0,
      page: 1,
    });
  });
});

describe('searchResults', () => {
  it('takes hits and totals from the main query and refined facet counts from their own query', () => {
    const state: SearchState = { ...EMPTY_SEARCH_STATE, refinements: { make: ['Toyota'] } };
    const merged = searchResults(state, [
      {
        hits: [{ id: 1 }],
        totalHits: 30,
        totalPages: 2,
        page: 1,
        facetDistribution: { make: { Toyota: 30 }, body: { Ute: 12 } },
      },
      { hits: [], facetDistribution: { make: { Toyota: 30, Ford: 8 } } },
    ]);
    expect(merged).toEqual({
      hits: [{ id: 1 }],
      totalHits: 30,
      totalPages: 2,
      page: 1,
      facets: { make: { Toyota: 30, Ford: 8 }, body: { Ute: 12 } },
      priceStats: null,
    });
  });

  it('copes with an empty answer', () => {
    expect(searchResults(EMPTY_SEARCH_STATE, [])).toEqual({
      hits: [],
      totalHits: 0,
      totalPages: 0,
      page: 1,
      facets: {},
      priceStats: null,
    });
  });

  it('reads the price stats from the main query, or from the price query with a price range', () => {
    const stats = (min: number, max: number) => ({ facetStats: { price: { min, max } } });
    expect(
      searchResults(EMPTY_SEARCH_STATE, [{ hits: [], ...stats(4990, 89990) }]).priceStats,
    ).toEqual({ min: 4990, max: 89990 });
    const state: SearchState = {
      ...EMPTY_SEARCH_STATE,
      refinements: { make: ['Toyota'] },
      price: { min: 20000, max: 30000 },
    };
    expect(
      searchResults(state, [
        { hits: [], ...stats(20000, 30000) },
        { hits: [], ...stats(1, 2) },
        { hits: [], ...stats(4990, 89990) },
      ]).priceStats,
    ).toEqual({ min: 4990, max: 89990 });
  });
});

describe('inStockFirstRequest', () => {
  const inStockGroup = ['status = "in_stock"', 'status = "coming_soon"'];
  const notInStock = ['status != "in_stock"', 'status != "coming_soon"'];
  const page = (n: number): SearchState => ({ ...EMPTY_SEARCH_STATE, page: n });

  it('counts in-stock hits from the status facet of Most Relevant (vehicle-stock §4)', () => {
    const { queries } = searchRequest(EMPTY_SEARCH_STATE, site, { now });
    expect(queries[0]?.facets).toContain('status');
    const latest = searchRequest(
      { ...EMPTY_SEARCH_STATE, sortBy: 'cars:created_at_timestamp:desc' },
      site,
      { now },
    );
    expect(latest.queries[0]?.facets).not.toContain('status');
    expect(
      inStockCount({
        hits: [],
        facetDistribution: { status: { in_stock: 40, coming_soon: 2, sold: 5 } },
      }),
    ).toBe(42);
    expect(inStockCount({ hits: [] })).toBe(0);
  });

  it('asks the page of the in-stock-first order as in-stock then sold slices, so no sold car ranks above an in-stock one on any page (vehicle-stock §4)', () => {
    const counts = { inStock: 30, total: 50 };
    // Page 1: cars 0-20, all in stock.
    expect(inStockFirstRequest(page(1), site, { now }, counts)?.queries).toEqual([
      expect.objectContaining({ offset: 0, limit: 21, filter: [stock, inStockGroup] }),
    ]);
    // Page 2: cars 21-41: in-stock 21-29, then sold 0-11.
    const second = inStockFirstRequest(page(2), site, { now }, counts)?.queries;
    expect(second).toEqual([
      expect.objectContaining({ offset: 21, limit: 9, filter: [stock, inStockGroup] }),
      expect.objectContaining({ offset: 0, limit: 12, filter: [stock, ...notInStock] }),
    ]);
    expect(second?.[0]).not.toHaveProperty('page');
    // Page 3: cars 42-49, all sold: sold 12-19.
    expect(inStockFirstRequest(page(3), site, { now }, counts)?.queries).toEqual([
      expect.objectContaining({ offset: 12, limit: 8, filter: [stock, ...notInStock] }),
    ]);
  });

  it('leaves the plain page alone for other sorts, all or none in stock, and pages past the end', () => {
    const counts = { inStock: 30, total: 50 };
    const latest = { ...page(1), sortBy: 'cars:created_at_timestamp:desc' };
    expect(inStockFirstRequest(latest, site, { now }, counts)).toBeNull();
    expect(inStockFirstRequest(page(1), site, { now }, { inStock: 50, total: 50 })).toBeNull();
    expect(inStockFirstRequest(page(1), site, { now }, { inStock: 0, total: 50 })).toBeNull();
    expect(inStockFirstRequest(page(9), site, { now }, counts)).toBeNull();
  });
});
