/**
 * The results page's InstantSearch island (issue 15.2), loaded only once the shopper touches
 * the results (its code is not in the page's first load). It runs InstantSearch with
 * `react-instantsearch-core` hooks — a refinement list per facet, the price range, sort,
 * pagination, the query and the site's filters — and hands what they give, as the results
 * region's view, to the page, which renders it with the same ui-kit components it renders the
 * loader's results with. Refinements go through {@link ResultsIsland.refine}; the URL is written
 * by {@link resultsRouter} in today's format.
 *
 * Status (issue 15.2): not wired into routes/results.tsx yet. A wiring was built and tried
 * (branch h/instantsearch, commits caf583e–f4c41e7: the island loaded on the first pointer,
 * focus, key or hover in the results; forms and links navigating with React Router; the route's
 * `shouldRevalidate` skipping the loader for `/search` changes; the island hearing every location
 * change through the router below). Two things stopped it: its plumbing in the route module
 * cost ~1.5 KB gzip of first-load JavaScript (over the 165 KB budget on metro-auto-group), and
 * in Chromium a sort after a page change, with a filter applied, came back with the old page.
 */
import type { PublicSiteConfig } from '@forecourt/site-config';
import { useSite } from '@forecourt/site-shell';
import { type ReactNode, use, useEffect, useMemo, useRef } from 'react';
import {
  InstantSearch,
  type InstantSearchServerState,
  InstantSearchSSRProvider,
  useConfigure,
  useInstantSearch,
  usePagination,
  useRange,
  useRefinementList,
  useSearchBox,
  useSortBy,
} from 'react-instantsearch-core';
import { appliedFilters, clearAllFiltersHref } from '../applied-filters.ts';
import { type CarHit, resultCard } from '../car-hit.ts';
import { priceSliderBounds } from '../price-range.ts';
import { resultsHeading } from '../results-heading.ts';
import { inStockFirst, resultsCount } from '../results-page.ts';
import { panelFacets, type ResultsView } from '../results-view.ts';
import { PRICE_ATTRIBUTE, SEARCH_PAGE_SIZE, SORT_OPTIONS } from '../search-request.ts';
import { CARS_INDEX, SEARCH_FACETS, type SearchFacet, type SearchState } from '../search-state.ts';
import {
  type ResultsHistory,
  resultsRouter,
  resultsStateMapping,
  searchStateFromUiState,
  uiStateFromSearchState,
} from './routing.ts';
import {
  loadResultsSearchClient,
  protocolOf,
  type ResultsSearchBackend,
  type ResultsSearchClient,
} from './search-client.ts';

/** One client per back end for the page's life (its response cache is kept across remounts). */
const clients = new Map<string, Promise<ResultsSearchClient>>();
function clientFor(backend: ResultsSearchBackend): Promise<ResultsSearchClient> {
  const key = JSON.stringify(backend);
  let client = clients.get(key);
  if (!client) {
    client = loadResultsSearchClient(backend);
    clients.set(key, client);
  }
  return client;
}

import { siteFilters, withPriceAscendingRule } from './site-filters.ts';

/** What the island shows: the state, the region's view and the page's heading and chips. */
export interface IslandView {
  state: SearchState;
  /** Null while the first answer for a changed state is awaited or when the search failed. */
  view: Omit<ResultsView, 'promoPositions'> | null;
  heading: string;
  chips: { filters: ReturnType<typeof appliedFilters>; clearAllHref: string };
  status: 'idle' | 'loading' | 'error';
}

/** What the page gets once the island runs. */
export interface ResultsIsland {
  /** Shows a state: searched client side, the URL written in today's format. */
  refine(state: SearchState): void;
}

/** The helper's results, the fields read here (algoliasearch-helper `SearchResults`). */
interface HelperResults {
  hits: CarHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  disjunctiveFacets?: { name: string; data?: Record<string, number> }[];
  facets?: { name: string; data?: Record<string, number> }[];
  getFacetStats?(attribute: string): { min: number; max: number } | undefined;
  __isArtificial?: boolean;
}

type ViewSite = Parameters<typeof resultCard>[1] &
  Parameters<typeof resultsHeading>[1] &
  Parameters<typeof resultsCount>[1];

/**
 * The results region's view from InstantSearch's answer: cards in today's order (Most Relevant
 * puts the page's in-stock cars first, vehicle-stock §4), the count as the site shows it (§9),
 * each facet's counts (refined facets from their disjunctive query) and the price slider's span
 * from the search without its own range (site-wide §5).
 */
export function islandView(
  state: SearchState,
  results: HelperResults,
  site: ViewSite,
  now: Date,
): NonNullable<IslandView['view']> {
  const counts: Partial<Record<SearchFacet, Record<string, number>>> = {};
  for (const facet of [...(results.facets ?? []), ...(results.disjunctiveFacets ?? [])]) {
    if ((SEARCH_FACETS as readonly string[]).includes(facet.name) && facet.data) {
      counts[facet.name as SearchFacet] = facet.data;
    }
  }
  const hits = state.sortBy === null ? inStockFirst(results.hits) : results.hits;
  const stats = results.getFacetStats?.(PRICE_ATTRIBUTE);
  return {
    cards: hits.map((hit) => resultCard(hit, site, now)),
    count: resultsCount(results.nbHits, site),
    page: results.page + 1,
    pageCount: results.nbPages,
    facets: panelFacets(state, counts),
    priceBounds: priceSliderBounds(stats ? { min: stats.min, max: stats.max } : null),
  };
}

/** Mounts the widgets whose UI state InstantSearch keeps (and the URL carries); no markup. */
function ResultsWidgets({
  site,
  backend,
}: {
  site: PublicSiteConfig;
  backend: ResultsSearchBackend;
}) {
  for (const facet of SEARCH_FACETS) {
    // Every URL facet is a refinement list, OR within a facet (disjunctive), as today.
    // biome-ignore lint/correctness/useHookAtTopLevel: SEARCH_FACETS is a constant list.
    useRefinementList({ attribute: facet, limit: 100 });
  }
  useRange({ attribute: PRICE_ATTRIBUTE });
  useSearchBox();
  usePagination();
  useSortBy({
    items: SORT_OPTIONS.map((option) => ({
      value: option.value ?? CARS_INDEX,
      label: option.label,
    })),
  });
  const now = useMemo(() => new Date(), []);
  // The same for every sort (the Lowest Price rule is the client's, `withPriceAscendingRule`).
  useConfigure({
    hitsPerPage: SEARCH_PAGE_SIZE,
    maxValuesPerFacet: 100,
    filters: siteFilters({ sortBy: null }, site, now, protocolOf(backend)),
  });
  return null;
}

/** Reports each answer (or error) as the region's view; takes refinements from the page. */
function ViewReporter({
  onView,
  onReady,
  site,
}: {
  onView: (view: IslandView) => void;
  onReady: (island: ResultsIsland | null) => void;
  site: PublicSiteConfig;
}) {
  const { results, indexUiState, setIndexUiState, status } = useInstantSearch();
  const now = useMemo(() => new Date(), []);
  const state = searchStateFromUiState(indexUiState);
  const helper = results as unknown as HelperResults;
  const report = useRef(onView);
  report.current = onView;
  useEffect(() => {
    onReady({
      refine: (next) => setIndexUiState(() => uiStateFromSearchState(next)),
    });
    return () => onReady(null);
  }, [onReady, setIndexUiState]);
  const answered = !helper.__isArtificial && status !== 'error';
  const key = JSON.stringify([state, status, answered && helper.nbHits, answered && helper.page]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once per state, status and answer.
  useEffect(() => {
    report.current({
      state,
      view: answered ? islandView(state, helper, site, now) : null,
      heading: resultsHeading(state, site),
      chips: { filters: appliedFilters(state), clearAllHref: clearAllFiltersHref(state) },
      status: status === 'error' ? 'error' : status === 'idle' ? 'idle' : 'loading',
    });
  }, [key, results]);
  return null;
}

export interface InstantSearchResultsProps {
  backend: ResultsSearchBackend;
  /** The page the server rendered (see {@link resultsRouter}). */
  initial: { pathname: string; search: string; state: SearchState };
  history: ResultsHistory;
  onView: (view: IslandView) => void;
  onReady: (island: ResultsIsland | null) => void;
  /** A search client other than the back end's (tests, the server's own). */
  searchClient?: ResultsSearchClient;
  /** `getServerState`'s answer, so the first render needs no request. */
  serverState?: InstantSearchServerState;
  children?: ReactNode;
}

/** The InstantSearch tree of the results page (no markup of its own but `children`). */
export function InstantSearchResults({
  backend,
  initial,
  history,
  onView,
  onReady,
  searchClient,
  serverState,
  children,
}: InstantSearchResultsProps) {
  const site = useSite();
  // Suspends (the page shows the loader's results meanwhile) until the back end's client is in.
  const loaded = searchClient ?? use(clientFor(backend));
  const client = useMemo(
    () => withPriceAscendingRule(loaded, site, protocolOf(backend)),
    [loaded, site, backend],
  );
  const routing = useMemo(
    () => ({ router: resultsRouter({ initial, history }), stateMapping: resultsStateMapping }),
    [initial, history],
  );
  const tree = (
    <InstantSearch
      searchClient={client}
      indexName={CARS_INDEX}
      // biome-ignore lint/suspicious/noExplicitAny: the router's route state is the page's SearchState.
      routing={routing as any}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <ResultsWidgets site={site} backend={backend} />
      <ViewReporter onView={onView} onReady={onReady} site={site} />
      {children}
    </InstantSearch>
  );
  return serverState ? (
    <InstantSearchSSRProvider {...serverState}>{tree}</InstantSearchSSRProvider>
  ) : (
    tree
  );
}

export default InstantSearchResults;
