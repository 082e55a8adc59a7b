import { describe, expect, it } from 'vitest';
import { AlgoliaError } from './algolia-error.ts';
import { highlightText } from './algolia-highlight.ts';
import { echoParams, mergeParams, resolveAlgoliaParams } from './algolia-params.ts';
import {
  type AlgoliaSearchResponse,
  algoliaFacetSearch,
  algoliaGetObject,
  algoliaGetObjects,
  algoliaMultiSearch,
  algoliaSearch,
} from './algolia-search.ts';
import { SearchEngine } from './search-engine.ts';

function engineWithCars(): SearchEngine {
  const engine = new SearchEngine({ clock: () => 0 });
  const cars = engine.createIndex('cars', { primaryKey: 'id' });
  cars.updateSettings({
    searchableAttributes: ['name', 'features'],
    filterableAttributes: ['id', 'make', 'dealer', 'price', 'features'],
    sortableAttributes: ['price'],
  });
  cars.addDocuments([
    {
      id: 1,
      name: 'Toyota HiLux SR5',
      make: 'Toyota',
      dealer: 1,
      price: 45_990,
      features: ['Tow bar', 'Canopy'],
    },
    {
      id: 2,
      name: 'Toyota Corolla Ascent',
      make: 'Toyota',
      dealer: 2,
      price: 24_990,
      features: ['Reversing camera'],
    },
    { id: 3, name: 'Mazda CX-5 Maxx', make: 'Mazda', dealer: 1, price: 31_990, features: [] },
    {
      id: 4,
      name: 'Ford Ranger XLT <Hi-Rider>',
      make: 'Ford',
      dealer: 2,
      price: 52_990,
      features: ['Tow bar'],
    },
  ]);
  return engine;
}

function errorOf(run: () => unknown): AlgoliaError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AlgoliaError);
    return error as AlgoliaError;
  }
  throw new Error('expected an AlgoliaError');
}

const objectIDs = (response: AlgoliaSearchResponse) => response.hits.map((hit) => hit.objectID);

describe('algolia params', () => {
  it('merges the params string under the fields: JSON arrays, comma lists, legacy filter groups', () => {
    const merged = mergeParams({
      indexName: 'cars',
      params:
        'query=hilux&hitsPerPage=5&facets=%5B%22make%22%5D&attributesToRetrieve=name,price&facetFilters=make%3AToyota,(dealer%3A1,dealer%3A2)&page=3',
      page: 1,
    });
    expect(resolveAlgoliaParams(merged)).toMatchObject({
      query: 'hilux',
      hitsPerPage: 5,
      page: 1,
      facets: ['make'],
      attributesToRetrieve: ['name', 'price'],
      facetFilters: ['make:Toyota', ['dealer:1', 'dealer:2']],
    });
  });

  it("has Algolia's defaults", () => {
    expect(resolveAlgoliaParams({})).toMatchObject({
      query: '',
      hitsPerPage: 20,
      page: 0,
      maxValuesPerFacet: 100,
      sortFacetValuesBy: 'count',
      attributesToRetrieve: ['*'],
      attributesToHighlight: undefined,
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      maxFacetHits: 10,
    });
  });

  it('accepts and ignores analytics and the like; refuses unknown, geo and tag parameters', () => {
    expect(() =>
      resolveAlgoliaParams(
        mergeParams({ analytics: false, clickAnalytics: true, userToken: 'u1', distinct: true }),
      ),
    ).not.toThrow();
    expect(errorOf(() => mergeParams({ queryy: 'x' })).message).toBe('Unknown parameter: queryy');
    expect(errorOf(() => mergeParams({ insideBoundingBox: [[1, 2, 3, 4]] })).status).toBe(400);
    expect(() => mergeParams({ aroundLatLngViaIP: false })).not.toThrow();
    expect(errorOf(() => resolveAlgoliaParams({ tagFilters: ['x'] })).message).toMatch(
      /^tagFilters are not supported/,
    );
    expect(() => resolveAlgoliaParams({ tagFilters: [] })).not.toThrow();
  });

  it('validates types and ranges with the parameter named', () => {
    expect(errorOf(() => resolveAlgoliaParams({ hitsPerPage: 1001 })).message).toBe(
      'Invalid value for "hitsPerPage" parameter: expected an integer between 0 and 1000, got 1001',
    );
    expect(errorOf(() => resolveAlgoliaParams({ query: 5 })).message).toBe(
      'Invalid value for "query" parameter: expected a string, got 5',
    );
    expect(errorOf(() => resolveAlgoliaParams({ facets: [1] })).message).toBe(
      'Invalid value for "facets" parameter: expected an array of strings, got [1]',
    );
    expect(resolveAlgoliaParams({ facets: 'make,model' }).facets).toEqual(['make', 'model']);
  });

  it('echoes the params string as sent, then the other fields', () => {
    expect(
      echoParams({ indexName: 'cars', params: 'query=a%20b', hitsPerPage: 2, facets: ['x'] }),
    ).toBe('query=a%20b&hitsPerPage=2&facets=%5B%22x%22%5D');
  });
});

describe('highlightText', () => {
  const options = { queryWords: ['toyota', 'hil'], preTag: '<em>', postTag: '</em>', escape: true };

  it('wraps matches, escapes HTML around and inside them, and grades the match', () => {
    expect(
      highlightText(
        'Toyota <HiLux> & co',
        [
          { start: 0, length: 6 },
          { start: 8, length: 3 },
        ],
        options,
      ),
    ).toEqual({
      value: '<em>Toyota</em> &lt;<em>HiL</em>ux&gt; &amp; co',
      matchLevel: 'full',
      matchedWords: ['toyota', 'hil'],
      fullyHighlighted: false,
    });
    expect(highlightText('Toyota', [{ start: 0, length: 6 }], options)).toEqual({
      value: '<em>Toyota</em>',
      matchLevel: 'partial',
      matchedWords: ['toyota'],
      fullyHighlighted: true,
    });
    expect(highlightText('a < b', [], options)).toEqual({
      value: 'a &lt; b',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('credits a typo match to the closest query word and leaves values raw when asked', () => {
    expect(
      highlightText('Corolla & co', [{ start: 0, length: 7 }], {
        queryWords: ['corola'],
        preTag: '__ais-highlight__',
        postTag: '__/ais-highlight__',
        escape: false,
      }),
    ).toEqual({
      value: '__ais-highlight__Corolla__/ais-highlight__ & co',
      matchLevel: 'full',
      matchedWords: ['corola'],
      fullyHighlighted: false,
    });
  });
});

describe('algoliaSearch', () => {
  it('answers in Algolia shape, highlights arrays element by element', () => {
    const engine = engineWithCars();
    const response = algoliaSearch(engine, 'cars', { query: 'tow', hitsPerPage: 1 });
    expect(response).toMatchObject({
      nbHits: 2,
      nbPages: 2,
      page: 0,
      hitsPerPage: 1,
      query: 'tow',
    });
    expect(response.hits[0]?._highlightResult?.features).toEqual([
      {
        value: '<em>Tow</em> bar',
        matchLevel: 'full',
        matchedWords: ['tow'],
        fullyHighlighted: false,
      },
      { value: 'Canopy', matchLevel: 'none', matchedWords: [] },
    ]);
  });

  it('sorts through a <index>:<attribute>:<direction> name and pages with offset/length', () => {
    const engine = engineWithCars();
    expect(objectIDs(algoliaSearch(engine, 'cars:price:desc', {}))).toEqual(['4', '1', '3', '2']);
    const window = algoliaSearch(engine, 'cars:price:asc', { offset: 1, length: 2 });
    expect(objectIDs(window)).toEqual(['3', '1']);
    expect(window).toMatchObject({ offset: 1, length: 2, hitsPerPage: 2, nbPages: 2 });
  });

  it('keeps the scope as its own AND part: no OR in the request widens it', () => {
    const engine = engineWithCars();
    const scope = (uid: string) => (uid === 'cars' ? 'dealer = 1' : null);
    const response = algoliaSearch(
      engine,
      'cars',
      { filters: 'dealer:2 OR dealer:1', facetFilters: [['dealer:2', 'make:Ford']] },
      scope,
    );
    expect(response.nbHits).toBe(0);
    expect(objectIDs(algoliaSearch(engine, 'cars', { filters: 'make:Toyota' }, scope))).toEqual([
      '1',
    ]);
    const facets = algoliaFacetSearch(engine, 'cars', 'make', { filters: 'NOT dealer:1' }, scope);
    expect(facets.facetHits).toEqual([]);
    expect(
      algoliaGetObjects(engine, { requests: [{ indexName: 'cars', objectID: '2' }] }, scope),
    ).toEqual({
      results: [null],
    });
    expect(errorOf(() => algoliaGetObject(engine, 'cars', '2', ['*'], scope)).status).toBe(404);
    expect(algoliaGetObject(engine, 'cars', '3', ['make'], scope)).toEqual({
      make: 'Mazda',
      objectID: '3',
    });
  });

  it("turns the engine's errors into Algolia ones: unknown index 404, unfilterable attribute 400", () => {
    const engine = engineWithCars();
    expect(errorOf(() => algoliaSearch(engine, 'trucks', {})).toJSON()).toEqual({
      message: 'Index trucks does not exist',
      status: 404,
    });
    const error = errorOf(() => algoliaSearch(engine, 'cars', { filters: 'colour:Red' }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^Attribute `colour` is not filterable\. /);
    expect(error.message).not.toContain('\n');
  });

  it('runs multi-queries of both types, naming each result by the index asked for', () => {
    const engine = engineWithCars();
    const { results } = algoliaMultiSearch(engine, {
      requests: [
        { indexName: 'cars:price:asc', hitsPerPage: 1 },
        { indexName: 'cars', type: 'facet', facet: 'make', facetQuery: 't' },
      ],
    });
    expect(results[0]).toMatchObject({ index: 'cars:price:asc', nbHits: 4 });
    expect(results[1]).toEqual({
      facetHits: [{ value: 'Toyota', highlighted: '<em>T</em>oyota', count: 2 }],
      exhaustiveFacetsCount: true,
      processingTimeMS: 0,
    });
    expect(errorOf(() => algoliaMultiSearch(engine, {})).message).toBe(
      'Missing "requests" in the body',
    );
    expect(
      errorOf(() => algoliaMultiSearch(engine, { requests: [{ indexName: 'cars', type: 'x' }] }))
        .message,
    ).toBe('Invalid request type "x"');
  });
});
