/**
 * InstantSearch's UI state ⇄ the results page's URLs. The island has no
 * InstantSearch router: React Router alone writes URLs, and the island sets InstantSearch's UI
 * state from the current location's state with {@link uiStateFromSearchState}. The results page
 * keeps its URL format exactly (vehicle-stock §2–§3): `query`, `page` (1-based, left out on page
 * one), `sortBy` (an index name such as `cars:price:asc`, left out for Most Relevant), one query
 * parameter per facet value and `range[price]=min:max`; `/search/{make}/…` path segments are
 * refinements too. The mapping goes through the page's own {@link SearchState}, so every URL
 * the page parses today is what InstantSearch searches (crawlable, no `cars[...]` nesting).
 *
 * Types are written out here (not imported from instantsearch.js) so this module and its tests
 * stay free of InstantSearch code.
 */
import {
  CARS_INDEX,
  parsePriceRange,
  SEARCH_FACETS,
  type SearchFacet,
  type SearchState,
} from '../search-state.ts';

/** The part of InstantSearch's `IndexUiState` the results page uses. */
export interface CarsUiState {
  query?: string;
  /** 1-based, as InstantSearch's pagination widget writes it; missing on page one. */
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  /** `min:max`, either side may be empty (InstantSearch's range widget format). */
  range?: Record<string, string>;
}

/** InstantSearch's `UiState`: one entry per index id. */
export type ResultsUiState = Record<string, CarsUiState>;

/** The search state as InstantSearch's UI state of the `cars` index. */
export function uiStateFromSearchState(state: SearchState): CarsUiState {
  const ui: CarsUiState = {};
  if (state.query) ui.query = state.query;
  if (state.page > 1) ui.page = state.page;
  if (state.sortBy) ui.sortBy = state.sortBy;
  const refinementList: Record<string, string[]> = {};
  for (const facet of SEARCH_FACETS) {
    const values = state.refinements[facet] ?? [];
    if (values.length) refinementList[facet] = [...values];
  }
  if (Object.keys(refinementList).length) ui.refinementList = refinementList;
  if (state.price) ui.range = { price: `${state.price.min ?? ''}:${state.price.max ?? ''}` };
  return ui;
}

/** InstantSearch's UI state of the `cars` index as the page's search state. */
export function searchStateFromUiState(ui: CarsUiState | undefined): SearchState {
  const refinements: Partial<Record<SearchFacet, string[]>> = {};
  for (const facet of SEARCH_FACETS) {
    const values = (ui?.refinementList?.[facet] ?? []).filter((value) => value.trim() !== '');
    if (values.length) refinements[facet] = [...new Set(values)];
  }
  const page = Math.floor(Number(ui?.page ?? 1));
  return {
    query: ui?.query?.trim() ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
    sortBy: ui?.sortBy?.trim() || null,
    refinements,
    price: parsePriceRange(ui?.range?.price ?? null),
  };
}

/** The route state mapping InstantSearch's `routing` option takes (`stateMapping`). */
export const resultsStateMapping = {
  stateToRoute(uiState: ResultsUiState): SearchState {
    return searchStateFromUiState(uiState[CARS_INDEX]);
  },
  routeToState(route: SearchState): ResultsUiState {
    return { [CARS_INDEX]: uiStateFromSearchState(route) };
  },
};
