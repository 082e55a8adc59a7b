/**
 * The results page's InstantSearch island, loaded only once the shopper touches
 * the results (its code is not in the page's first load: routes/results.tsx imports
 * ResultsIsland.tsx, which renders this, lazily on the first pointer, focus, key or hover in the
 * results layout). It runs InstantSearch with
 * `react-instantsearch-core` hooks — a refinement list per facet, the price range, sort,
 * pagination, the query and the site's filters — on the `algoliasearch` lite client (or
 * instant-meilisearch), and hands each answer, as the results region's view, to the page, which
 * renders it with the same ui-kit components it renders the loader's results with.
 *
 * The URL is the single source of truth and React Router alone writes it: the page's forms and
 * links navigate as they do without the island, the page passes the state of the current
 * location in (`state`), and the island sets InstantSearch's UI state from it
 * (`uiStateFromSearchState`, routing.ts). InstantSearch has no router of its own here, so it
 * never writes a URL; while the island runs the route's `shouldRevalidate` skips the loader for
 * `/search` → `/search` GET navigations, which the island answers instead.
 *
 * History: a first wiring (branch h/instantsearch, caf583e–f4c41e7) let InstantSearch's router
 * write the URL through React Router and hear location changes back; its plumbing in the route
 * module cost ~1.5 KB gzip of first-load JavaScript, and a sort after a page change with a
 * filter came back with the old page (two writers of one URL). This one has a single writer.
 */
import type { PublicSiteConfig } from '@forecourt/site-config';
import { useSite } from '@forecourt/site-shell';
import { use, useEffect, useMemo, useRef, useState } from 'react';
import {
  InstantSearch,
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
import { inStockFirst, resultsCount, SEARCH_PATH } from '../results-page.ts';
import { panelFacets, type ResultsView } from '../results-view.ts';
import { type SearchCrumb, searchBreadcrumbs } from '../search-breadcrumbs.ts';
import {
  CARS_INDEX,
  hasFilters,
  PRICE_ATTRIBUTE,
  SEARCH_FACETS,
  SEARCH_PAGE_SIZE,
  type SearchFacet,
  type SearchState,
  SORT_OPTIONS,
  searchHref,
} from '../search-state.ts';
import { uiStateFromSearchState } from './routing.ts';
import {
  loadResultsSearchClient,
  protocolOf,
  type ResultsSearchBackend,
  type ResultsSearchClient,
  resultsSearchBackendOf,
} from './search-client.ts';
import { siteFilters, withPriceAscendingRule } from './site-filters.ts';

/**
 * The browser's back end of a site: its public descriptor's, or — for a Meilisearch
 * site whose baked descriptor carries no key — the one `GET /api/search/client?site=` gives, with
 * a fresh site-scoped tenant token.
 */
export async function browserBackendOf(
  site: Pick<PublicSiteConfig, 'slug' | 'searchClient'>,
  fetcher: typeof fetch = fetch,
): Promise<ResultsSearchBackend> {
  const baked = resultsSearchBackendOf(site.searchClient);
  if (baked) return baked;
  const response = await fetcher(`/api/search/client?site=${encodeURIComponent(site.slug)}`);
  if (!response.ok) throw new Error(`search client: ${response.status}`);
  const { searchClient } = (await response.json()) as {
    searchClient: PublicSiteConfig['searchClient'];
  };
  const fresh = resultsSearchBackendOf(searchClient);
  if (!fresh) throw new Error('search client: no search key for this site');
  return fresh;
}

/** One client per site for the page's life (its response cache is kept across remounts). */
const clients = new Map<
  string,
  Promise<{ backend: ResultsSearchBackend; client: ResultsSearchClient }>
>();
function clientFor(site: PublicSiteConfig) {
  let client = clients.get(site.slug);
  if (!client) {
    client = browserBackendOf(site).then(async (backend) => ({
      backend,
      client: await loadResultsSearchClient(backend),
    }));
    clients.set(site.slug, client);
  }
  return client;
}

/** What the island shows for a location: the region's view and the page's heading and chips. */
export interface IslandView {
  /** The `pathname + search` this view is of. */
  location: string;
  state: SearchState;
  /** Null when the search failed. */
  view: Omit<ResultsView, 'promoPositions'> | null;
  heading: string;
  breadcrumbs: SearchCrumb[];
  chips: { filters: ReturnType<typeof appliedFilters>; clearAllHref: string };
  status: 'idle' | 'error';
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
  /** The answers as the client gave them (stamped with their search's number, see `numbered`). */
  _rawResults?: { [SEARCH_NUMBER]?: number }[];
}

/** Where `numbered` writes a search's number on each of its answers. */
const SEARCH_NUMBER = '__forecourtSearch';

/**
 * The client with each search numbered and its answers stamped with that number. InstantSearch
 * patches the state an answer carries to the current state ("optimistic UI"), so an answer can
 * only be told from an earlier search's by when it was asked: an answer is the current
 * location's when its search was sent after the location's state was set.
 */
export function numbered<Client extends { search: (...args: never[]) => unknown }>(
  client: Client,
): { client: Client; sent: () => number } {
  let count = 0;
  const search = async (...args: unknown[]) => {
    const number = ++count;
    const response = (await (client.search as (...a: unknown[]) => unknown)(...args)) as {
      results?: Record<string, unknown>[];
    };
    for (const result of response?.results ?? []) {
      if (result && typeof result === 'object') result[SEARCH_NUMBER] = number;
    }
    return response;
  };
  return { client: { ...client, search } as Client, sent: () => count };
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

/** Mounts the widgets whose UI state InstantSearch keeps; no markup. */
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
  // After the refinement lists and the range, whose search parameters reset the page.
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

/**
 * Follows the page's location (sets InstantSearch's UI state from its search state) and reports
 * each answer for it — never one for an earlier state — or the error, as the region's view.
 */
function LocationSearch({
  state,
  location,
  onView,
  site,
  sent,
}: {
  state: SearchState;
  location: string;
  onView: (view: IslandView) => void;
  site: PublicSiteConfig;
  /** How many searches the client has sent. */
  sent: () => number;
}) {
  // catchError: a failed search is shown as the error state, not thrown.
  const { results, setIndexUiState, status, error } = useInstantSearch({ catchError: true });
  const now = useMemo(() => new Date(), []);
  const key = searchHref(state);
  // The searches sent before this state was set answer earlier states.
  const asked = useRef({ key: '', before: 0 });
  if (asked.current.key !== key) asked.current = { key, before: sent() };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per searched state (its href).
  useEffect(() => {
    setIndexUiState(() => uiStateFromSearchState(state));
  }, [key, setIndexUiState]);
  const helper = results as unknown as HelperResults;
  const answered =
    !helper.__isArtificial &&
    (helper._rawResults?.[0]?.[SEARCH_NUMBER] ?? 0) > asked.current.before;
  const failed = status === 'error' && error !== undefined;
  const report = useRef(onView);
  report.current = onView;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once per answer or error.
  useEffect(() => {
    if (!failed && !(answered && status === 'idle')) return;
    const heading = resultsHeading(state, site);
    report.current({
      location,
      state,
      view: failed ? null : islandView(state, helper, site, now),
      heading,
      breadcrumbs: searchBreadcrumbs(state, site, heading, SEARCH_PATH, hasFilters(state)),
      chips: { filters: appliedFilters(state), clearAllHref: clearAllFiltersHref(state) },
      status: failed ? 'error' : 'idle',
    });
  }, [results, failed, answered, status, location]);
  return null;
}

export interface InstantSearchResultsProps {
  /** The state of the page's current location (React Router's; the URL is the truth). */
  state: SearchState;
  /** The current `pathname + search`, reported back with each view. */
  location: string;
  onView: (view: IslandView) => void;
  /** Called with true once the island searches (and with false when it goes). */
  onReady?: (ready: boolean) => void;
  /** A search client and back end other than the site's (tests). */
  searchClient?: { backend: ResultsSearchBackend; client: ResultsSearchClient };
}

/** The InstantSearch tree of the results page (no markup). */
export function InstantSearchResults({
  state,
  location,
  onView,
  onReady,
  searchClient,
}: InstantSearchResultsProps) {
  const site = useSite();
  // Suspends (the page shows the loader's results meanwhile) until the back end's client is in.
  const { backend, client: loaded } = searchClient ?? use(clientFor(site));
  const { client, sent } = useMemo(
    () => numbered(withPriceAscendingRule(loaded, site, protocolOf(backend))),
    [loaded, site, backend],
  );
  // The first state, so the first search is the page's (later ones come from `state`).
  const [initialUiState] = useState(() => ({ [CARS_INDEX]: uiStateFromSearchState(state) }));
  const ready = useRef(onReady);
  ready.current = onReady;
  useEffect(() => {
    ready.current?.(true);
    return () => ready.current?.(false);
  }, []);
  return (
    <InstantSearch
      searchClient={client}
      indexName={CARS_INDEX}
      initialUiState={initialUiState}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <ResultsWidgets site={site} backend={backend} />
      <LocationSearch state={state} location={location} onView={onView} site={site} sent={sent} />
    </InstantSearch>
  );
}
