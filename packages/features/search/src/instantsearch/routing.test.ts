import { describe, expect, it } from 'vitest';
import { type PathVocabulary, pathRefinements } from '../path-refinements.ts';
import {
  EMPTY_SEARCH_STATE,
  parseSearchParams,
  type SearchState,
  searchHref,
  withRefinements,
} from '../search-state.ts';
import { resultsStateMapping, searchStateFromUiState, uiStateFromSearchState } from './routing.ts';

/** Today's canonical results URLs (vehicle-stock §2–§3): each must come back unchanged. */
const CANONICAL_URLS = [
  '/search',
  '/search?query=hilux',
  '/search?query=land+cruiser+%26+tow+bar',
  '/search?make=Toyota',
  '/search?make=Toyota&make=Mazda',
  '/search?make=Toyota&model=HiLux&model=Corolla+Cross',
  '/search?body=SUV&car_type=used&car_type=demo',
  '/search?price_range=%2410%2C000+-+%2420%2C000',
  '/search?year=2021&km=0-10000&seats=7',
  '/search?transmission=Automatic&fuel=Diesel&drive=4X4&colour=White',
  '/search?location_name=Sunshine+Coast+Yard&state=QLD&tag=Certified',
  '/search?dealership_slug=metro-toyota',
  '/search?range%5Bprice%5D=10000%3A30000',
  '/search?range%5Bprice%5D=10000%3A',
  '/search?range%5Bprice%5D=%3A30000',
  '/search?sortBy=cars%3Aprice%3Aasc',
  '/search?sortBy=cars%3Acreated_at_timestamp%3Adesc&page=3',
  '/search?page=2',
  '/search?query=ute&make=Ford&body=Ute&range%5Bprice%5D=5000%3A45000&sortBy=cars%3Aprice%3Adesc&page=4',
];

function stateOf(href: string): SearchState {
  return parseSearchParams(new URL(href, 'https://example.test').searchParams);
}

describe('URL ⇄ InstantSearch UI state', () => {
  it.each(CANONICAL_URLS)('round-trips %s through the UI state unchanged', (href) => {
    const state = stateOf(href);
    const ui = resultsStateMapping.routeToState(state);
    const back = resultsStateMapping.stateToRoute(ui);
    expect(back).toEqual(state);
    expect(searchHref(back)).toBe(href);
  });

  it('writes the UI state InstantSearch widgets use (1-based page, range as min:max)', () => {
    expect(
      uiStateFromSearchState(
        stateOf(
          '/search?query=ute&make=Ford&range%5Bprice%5D=5000%3A&sortBy=cars%3Aprice%3Aasc&page=2',
        ),
      ),
    ).toEqual({
      query: 'ute',
      page: 2,
      sortBy: 'cars:price:asc',
      refinementList: { make: ['Ford'] },
      range: { price: '5000:' },
    });
    // Defaults are left out: page one and Most Relevant write nothing.
    expect(uiStateFromSearchState(EMPTY_SEARCH_STATE)).toEqual({});
  });

  it('reads the price fields the no-JavaScript form submits as the same range', () => {
    const state = stateOf('/search?price_min=30000&price_max=10000&make=Kia');
    expect(uiStateFromSearchState(state).range).toEqual({ price: '10000:30000' });
    expect(searchHref(searchStateFromUiState(uiStateFromSearchState(state)))).toBe(
      '/search?make=Kia&range%5Bprice%5D=10000%3A30000',
    );
  });

  it('drops what the page ignores: unknown facets, blank values, page 1 and below', () => {
    expect(
      searchStateFromUiState({
        query: '  ',
        page: 0,
        sortBy: '',
        refinementList: { make: ['Toyota', '', 'Toyota'], secret_field: ['x'] },
        range: { price: ':' },
      }),
    ).toEqual({ ...EMPTY_SEARCH_STATE, refinements: { make: ['Toyota'] } });
    expect(searchStateFromUiState(undefined)).toEqual(EMPTY_SEARCH_STATE);
  });

  it('keeps path refinements (/search/{make}/{model}) as refinements in the UI state', () => {
    const vocabulary: PathVocabulary = {
      makes: ['Toyota'],
      models: { Toyota: ['HiLux'] },
      bodies: [],
      locations: [],
      dealershipSlugs: [],
    };
    const refinements = pathRefinements('toyota/hilux', vocabulary);
    expect(refinements).not.toBeNull();
    const state = withRefinements(stateOf('/search?sortBy=cars%3Aprice%3Aasc'), refinements ?? {});
    expect(uiStateFromSearchState(state).refinementList).toEqual({
      make: ['Toyota'],
      model: ['HiLux'],
    });
    // A change from there is written as today's links write it: on /search with the query.
    expect(searchHref(searchStateFromUiState(uiStateFromSearchState(state)))).toBe(
      '/search?make=Toyota&model=HiLux&sortBy=cars%3Aprice%3Aasc',
    );
  });
});
