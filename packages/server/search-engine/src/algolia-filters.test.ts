import { describe, expect, it } from 'vitest';
import { AlgoliaError } from './algolia-error.ts';
import {
  algoliaFilter,
  translateFacetFilters,
  translateFilters,
  translateNumericFilters,
} from './algolia-filters.ts';
import { parseFilter } from './filter-parser.ts';

function errorOf(run: () => unknown): AlgoliaError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AlgoliaError);
    return error as AlgoliaError;
  }
  throw new Error('expected an AlgoliaError');
}

describe('translateFilters', () => {
  it('translates facet, boolean, numeric and range conditions with AND, OR, NOT and parentheses', () => {
    expect(
      translateFilters(
        'make:Toyota AND (car_type:new OR car_type:demo) AND price > 1000 AND price:5000 TO 20000',
      ),
    ).toBe(
      '("make" = "Toyota") AND (("car_type" = "new") OR ("car_type" = "demo")) AND ("price" > 1000) AND ("price" 5000 TO 20000)',
    );
    expect(translateFilters('NOT make:Ford AND certified:true')).toBe(
      '(NOT ("make" = "Ford")) AND ("certified" = "true")',
    );
    expect(translateFilters('price<=20000 AND km>=0 AND doors!=2 AND year=2020')).toBe(
      '("price" <= 20000) AND ("km" >= 0) AND ("doors" != 2) AND ("year" = 2020)',
    );
  });

  it('keeps quoted values whole and escapes quotes, so a value cannot change the expression', () => {
    expect(translateFilters('model:"Land Cruiser" OR "body":\'Cab Chassis\'')).toBe(
      '("model" = "Land Cruiser") OR ("body" = "Cab Chassis")',
    );
    const sneaky = translateFilters('make:"Kia\\" OR dealership_id = \\"2"');
    expect(sneaky).toBe('"make" = "Kia\\" OR dealership_id = \\"2"');
    // The engine reads it back as one condition on make.
    expect(parseFilter(sneaky)).toMatchObject({ kind: 'condition', operator: '=' });
  });

  it('gives every translation a form the engine parses', () => {
    for (const source of [
      'make:Toyota',
      'NOT (make:Ford OR make:Kia) AND price:10 TO 20.5',
      'price > -5 AND model:CX-5',
    ]) {
      expect(() => parseFilter(translateFilters(source))).not.toThrow();
    }
  });

  it('is blank for a blank string', () => {
    expect(translateFilters('   ')).toBe('');
  });

  it.each([
    ['make:', 'filters: Unexpected end of filter, expected a value at col 6'],
    ['make:Toyota AND', 'filters: Unexpected end of filter, expected a filter at col 16'],
    ['(make:Toyota', 'filters: Unexpected end of filter, expected `)` at col 13'],
    ['price > cheap', 'filters: Invalid number `cheap` at col 9'],
    ['price:low TO 5', 'filters: Invalid number `low` in a range at col 7'],
    [
      'make:Toyota make:Kia',
      'filters: Unexpected `make`, expected AND, OR or end of filter at col 13',
    ],
    ['sale', 'filters: Tag filter `sale` is not supported: use attribute:value at col 1'],
    ['make:"Toyota', 'filters: Missing closing quote " at col 6'],
    ['make:AND', 'filters: Unexpected `AND`, expected a value at col 6'],
  ])('answers a clear 400 for %j', (source, message) => {
    const error = errorOf(() => translateFilters(source));
    expect(error.message).toBe(message);
    expect(error.status).toBe(400);
  });
});

describe('translateFacetFilters', () => {
  it('ANDs the outer array and ORs an inner one; `-` negates and `\\-` is a literal dash', () => {
    expect(
      translateFacetFilters([
        'make:Toyota',
        ['car_type:new', 'car_type:demo'],
        'colour:-White',
        'model:\\-X',
        ['body:Ute'],
      ]),
    ).toEqual([
      '"make" = "Toyota"',
      ['"car_type" = "new"', '"car_type" = "demo"'],
      'NOT "colour" = "White"',
      '"model" = "-X"',
      '"body" = "Ute"',
    ]);
  });

  it('takes a single string, and values holding colons and quotes', () => {
    expect(translateFacetFilters('price_range:$10,000 - $20,000')).toEqual([
      '"price_range" = "$10,000 - $20,000"',
    ]);
    expect(translateFacetFilters(['name:a:"b"'])).toEqual(['"name" = "a:\\"b\\""']);
  });

  it('refuses a filter without attribute:value and nesting deeper than two levels', () => {
    expect(errorOf(() => translateFacetFilters(['Toyota'])).message).toBe(
      'facetFilters: invalid filter "Toyota", expected attribute:value',
    );
    expect(errorOf(() => translateFacetFilters([[['make:Kia']]])).message).toBe(
      'facetFilters: expected strings or arrays of strings, found [["make:Kia"]]',
    );
    expect(errorOf(() => translateFacetFilters(42)).message).toMatch(/^facetFilters: expected/);
  });
});

describe('translateNumericFilters', () => {
  it('translates comparisons and ranges, outer AND, inner OR', () => {
    expect(
      translateNumericFilters(['price>=1000', ['year = 2020', 'year=2021'], 'km:0 TO 50000']),
    ).toEqual(['"price" >= 1000', ['"year" = 2020', '"year" = 2021'], '"km" 0 TO 50000']);
    expect(translateNumericFilters('price!=5')).toEqual(['"price" != 5']);
  });

  it('refuses anything that is not attribute, operator, number', () => {
    expect(errorOf(() => translateNumericFilters(['price > cheap'])).message).toBe(
      'numericFilters: invalid filter "price > cheap", expected attribute<op>number (op one of <, <=, =, !=, >=, >) or attribute:low TO high',
    );
    expect(() => translateNumericFilters(['make:Toyota'])).toThrow(AlgoliaError);
  });
});

describe('algoliaFilter', () => {
  it('keeps each parameter (and each outer element) a separate AND part', () => {
    expect(
      algoliaFilter({
        filters: 'make:Toyota OR make:Kia',
        facetFilters: [['car_type:new', 'car_type:demo']],
        numericFilters: ['price<30000'],
      }),
    ).toEqual([
      '("make" = "Toyota") OR ("make" = "Kia")',
      ['"car_type" = "new"', '"car_type" = "demo"'],
      '"price" < 30000',
    ]);
    expect(algoliaFilter({})).toEqual([]);
    expect(errorOf(() => algoliaFilter({ filters: 5 })).message).toBe('filters: expected a string');
  });
});
