/**
 * InstantSearch's UI state ⇄ the results page's URLs (issue 15.2). The results page keeps its
 * URL format exactly (vehicle-stock §2–§3): `query`, `page` (1-based, left out on page one),
 * `sortBy` (an index name such as `cars:price:asc`, left out for Most Relevant), one query
 * parameter per facet value and `range[price]=min:max`; `/search/{make}/…` path segments are
 * refinements too. The route state of the router below is the page's own {@link SearchState},
 * so every URL the page parses today is what InstantSearch reads, and every URL InstantSearch
 * writes is one `searchHref` writes today (crawlable, no `cars[...]` nesting).
 *
 * Types are written out here (not imported from instantsearch.js) so this module, the links it
 * builds and its tests stay free of InstantSearch code: the results page's first load must not
 * carry it.
 */

import { SEARCH_PATH } from '../results-page.ts';
import {
  CARS_INDEX,
  parsePriceRange,
  parseSearchParams,
  SEARCH_FACETS,
  type SearchFacet,
  type SearchState,
  searchHref,
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

/** Where the router reads the location and how it moves to another one. */
export interface ResultsHistory {
  /** The current `pathname + search`. */
  location(): { pathname: string; search: string };
  /** Goes to a URL of the results page (a new history entry). */
  push(href: string): void;
  /** Calls `listener` when the shopper goes Back or Forward; returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

/** The browser's history: `pushState` and `popstate`. */
export function browserHistory(): ResultsHistory {
  return {
    location: () => ({ pathname: window.location.pathname, search: window.location.search }),
    push: (href) => window.history.pushState(window.history.state, '', href),
    listen: (listener) => {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

export interface ResultsRouterOptions {
  /**
   * The page the server rendered: its location and its state (path refinements included, which
   * only the server can read, it knows the site's makes, bodies and locations).
   */
  initial: { pathname: string; search: string; state: SearchState };
  history: ResultsHistory;
}

/** The route state of a location: the server's state for the page it rendered, else the query. */
export function searchStateAt(
  location: { pathname: string; search: string },
  initial: ResultsRouterOptions['initial'],
): SearchState {
  if (location.pathname === initial.pathname && location.search === initial.search) {
    return initial.state;
  }
  return parseSearchParams(new URLSearchParams(location.search));
}

/**
 * An InstantSearch router (the `router` of the `routing` option) that writes today's URLs:
 * `createURL` gives the same hrefs as the page's links without JavaScript, `write` pushes one
 * history entry per search change (not when nothing changed), and Back/Forward hand the state
 * of the new location back to InstantSearch.
 */
export function resultsRouter({ initial, history }: ResultsRouterOptions) {
  let unlisten: (() => void) | null = null;
  const current = () => history.location();
  return {
    $$type: 'forecourt.results',
    read(): SearchState {
      return searchStateAt(current(), initial);
    },
    write(route: SearchState): void {
      const href = searchHref(route, SEARCH_PATH);
      const { pathname, search } = current();
      // The rendered page's own state (a `/search/toyota` path included) is not a change.
      if (searchHref(searchStateAt({ pathname, search }, initial)) === href) return;
      if (`${pathname}${search}` !== href) history.push(href);
    },
    createURL(route: SearchState): string {
      return searchHref(route, SEARCH_PATH);
    },
    onUpdate(callback: (route: SearchState) => void): void {
      unlisten?.();
      unlisten = history.listen(() => callback(searchStateAt(current(), initial)));
    },
    dispose(): void {
      unlisten?.();
      unlisten = null;
    },
  };
}
