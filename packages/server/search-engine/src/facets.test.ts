import { describe, expect, it } from 'vitest';
import { indexWith, makeCars } from '../test/fixtures.ts';
import { MeiliError } from './errors.ts';

const cars = [
  {
    id: 1,
    make: 'Toyota',
    body: 'SUV',
    price: 25000,
    year: 2020,
    features: ['tow bar', 'sunroof'],
  },
  { id: 2, make: 'toyota', body: 'Hatch', price: 18000, year: 2018, features: ['sunroof'] },
  { id: 3, make: 'Mazda', body: 'SUV', price: 36000, year: 2022, features: [] },
  { id: 4, make: 'Ford', body: 'Ute', price: 61000, year: 2023 },
  { id: 5, make: 'Ford', body: 'SUV', year: 2021, certified: true },
  { id: 6, make: 'Abarth', body: 'Hatch', price: 29000, year: 2021, certified: false },
];

const settings = {
  filterableAttributes: ['make', 'body', 'price', 'year', 'features', 'certified'],
};

describe('facets', () => {
  it('counts values over all matches, not just the page', () => {
    const { index } = indexWith(cars, settings);
    const response = index.search({ facets: ['body'], limit: 1 });
    expect(response.hits).toHaveLength(1);
    expect(response.facetDistribution).toEqual({ body: { Hatch: 2, SUV: 3, Ute: 1 } });
  });

  it('counts over the filtered and searched matches', () => {
    const { index } = indexWith(cars, settings);
    expect(index.search({ q: 'suv', facets: ['make'] }).facetDistribution).toEqual({
      make: { Ford: 1, Mazda: 1, Toyota: 1 },
    });
    expect(index.search({ filter: 'year >= 2021', facets: ['make'] }).facetDistribution).toEqual({
      make: { Abarth: 1, Ford: 2, Mazda: 1 },
    });
  });

  it('groups values case-insensitively under the first spelling seen', () => {
    const { index } = indexWith(cars, settings);
    expect(index.search({ facets: ['make'] }).facetDistribution?.make).toEqual({
      Abarth: 1,
      Ford: 2,
      Mazda: 1,
      Toyota: 2,
    });
  });

  it('orders values alphanumerically by default', () => {
    const { index } = indexWith(cars, settings);
    const distribution = index.search({ facets: ['make'] }).facetDistribution?.make ?? {};
    expect(Object.keys(distribution)).toEqual(['Abarth', 'Ford', 'Mazda', 'Toyota']);
  });

  it('orders by count when sortFacetValuesBy is count', () => {
    const { index } = indexWith(cars, {
      ...settings,
      faceting: { sortFacetValuesBy: { body: 'count' } },
    });
    const response = index.search({ facets: ['body', 'make'] });
    expect(Object.keys(response.facetDistribution?.body ?? {})).toEqual(['SUV', 'Hatch', 'Ute']);
    expect(Object.keys(response.facetDistribution?.make ?? {})).toEqual([
      'Abarth',
      'Ford',
      'Mazda',
      'Toyota',
    ]);
  });

  it('counts each array element and booleans as "true"/"false"', () => {
    const { index } = indexWith(cars, settings);
    expect(index.search({ facets: ['features', 'certified'] }).facetDistribution).toEqual({
      features: { sunroof: 2, 'tow bar': 1 },
      certified: { false: 1, true: 1 },
    });
  });

  it('gives facetStats min and max for numeric facets', () => {
    const { index } = indexWith(cars, settings);
    const response = index.search({ filter: 'make = Toyota', facets: ['price', 'make', 'year'] });
    expect(response.facetStats).toEqual({
      price: { min: 18000, max: 25000 },
      year: { min: 2018, max: 2020 },
    });
    expect(response.facetDistribution?.price).toEqual({ '18000': 1, '25000': 1 });
  });

  it('caps values at maxValuesPerFacet (default 100)', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      id: i,
      n: `v${String(i).padStart(3, '0')}`,
    }));
    const { index } = indexWith(many, { filterableAttributes: ['n'] });
    const values = Object.keys(index.search({ facets: ['n'] }).facetDistribution?.n ?? {});
    expect(values).toHaveLength(100);
    expect(values[0]).toBe('v000');
    expect(values[99]).toBe('v099');
    const capped = indexWith(many, {
      filterableAttributes: ['n'],
      faceting: { maxValuesPerFacet: 3 },
    });
    expect(Object.keys(capped.index.search({ facets: ['n'] }).facetDistribution?.n ?? {})).toEqual([
      'v000',
      'v001',
      'v002',
    ]);
  });

  it('returns every filterable attribute for `*`', () => {
    const { index } = indexWith(cars, { filterableAttributes: ['make', 'body'] });
    expect(Object.keys(index.search({ facets: ['*'] }).facetDistribution ?? {})).toEqual([
      'make',
      'body',
    ]);
  });

  it('agrees with a brute-force count on a larger set', () => {
    const many = makeCars(3000);
    const { index } = indexWith(many, {
      filterableAttributes: ['make', 'colour', 'status', 'price'],
    });
    const response = index.search({
      filter: 'status = in_stock AND price < 30000',
      facets: ['colour'],
    });
    const expected: Record<string, number> = {};
    for (const car of many) {
      if (car.status === 'in_stock' && (car.price as number) < 30000) {
        const colour = car.colour as string;
        expected[colour] = (expected[colour] ?? 0) + 1;
      }
    }
    expect(response.facetDistribution?.colour).toEqual(expected);
    const broad = index.search({ filter: 'status = in_stock', facets: ['make'] });
    const makes: Record<string, number> = {};
    for (const car of many) {
      if (car.status === 'in_stock')
        makes[car.make as string] = (makes[car.make as string] ?? 0) + 1;
    }
    expect(broad.facetDistribution?.make).toEqual(makes);
  });

  it('serves repeated refinements from the cache, fresh after writes and unaffected by callers', () => {
    const { index } = indexWith(cars, settings);
    const params = { filter: 'body = SUV', facets: ['make'] };
    const first = index.search(params);
    (first.facetDistribution?.make as Record<string, number>).Ford = 99;
    expect(index.search({ ...params, sort: undefined, page: 1 }).facetDistribution).toEqual({
      make: { Ford: 1, Mazda: 1, Toyota: 1 },
    });
    index.addDocuments([{ id: 7, make: 'Kia', body: 'SUV' }]);
    expect(index.search(params).facetDistribution).toEqual({
      make: { Ford: 1, Kia: 1, Mazda: 1, Toyota: 1 },
    });
    index.updateSettings({ faceting: { maxValuesPerFacet: 1 } });
    expect(index.search(params).facetDistribution).toEqual({ make: { Ford: 1 } });
  });

  it('rejects facets that are not filterable', () => {
    const { index } = indexWith(cars, { filterableAttributes: ['make', 'body'] });
    expect(() => index.search({ facets: ['price'] })).toThrow(
      new MeiliError(
        'invalid_search_facets',
        'Invalid facet distribution, attribute `price` is not filterable. The available filterable attributes are `body, make`.',
      ),
    );
    const bare = indexWith(cars).index;
    expect(() => bare.search({ facets: ['price'] })).toThrow(
      'Invalid facet distribution, this index does not have configured filterable attributes.',
    );
  });
});

describe('facetSearch', () => {
  it('finds facet values by prefix with counts', () => {
    const { index } = indexWith(cars, settings);
    expect(index.facetSearch({ facetName: 'make', facetQuery: 'to' })).toEqual({
      facetHits: [{ value: 'Toyota', count: 2 }],
      facetQuery: 'to',
      processingTimeMs: 0,
    });
  });

  it('lists every value for an empty facet query, alphabetically', () => {
    const { index } = indexWith(cars, settings);
    expect(index.facetSearch({ facetName: 'body' }).facetHits).toEqual([
      { value: 'Hatch', count: 2 },
      { value: 'SUV', count: 3 },
      { value: 'Ute', count: 1 },
    ]);
  });

  it('counts only documents matching q and filter', () => {
    const { index } = indexWith(cars, settings);
    expect(index.facetSearch({ facetName: 'make', filter: 'body = SUV' }).facetHits).toEqual([
      { value: 'Ford', count: 1 },
      { value: 'Mazda', count: 1 },
      { value: 'Toyota', count: 1 },
    ]);
    expect(index.facetSearch({ facetName: 'body', q: 'ford' }).facetHits).toEqual([
      { value: 'SUV', count: 1 },
      { value: 'Ute', count: 1 },
    ]);
  });

  it('tolerates typos in longer facet queries', () => {
    const { index } = indexWith(cars, settings);
    expect(index.facetSearch({ facetName: 'make', facetQuery: 'toyata' }).facetHits).toEqual([
      { value: 'Toyota', count: 2 },
    ]);
  });

  it('rejects attributes that are not filterable', () => {
    const { index } = indexWith(cars, settings);
    expect(() => index.facetSearch({ facetName: 'model' })).toThrow(
      expect.objectContaining({ code: 'invalid_facet_search_facet_name' }),
    );
  });
});
