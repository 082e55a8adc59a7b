import {
  IN_STOCK_STATUSES,
  type PriceSortFilterSite,
  priceSortFilter,
  quoteFilterValue,
  stockFilter,
} from '@forecourt/stock-eligibility';
import {
  CARS_INDEX,
  PRICE_ATTRIBUTE,
  SEARCH_FACETS,
  SEARCH_PAGE_SIZE,
  type SearchFacet,
  type SearchState,
  sortOption,
} from './search-state.ts';

// The page size, the sort options and the price attribute live in search-state.ts (they are
// read by the results page's first load and by its InstantSearch island: one shared chunk).
export {
  PRICE_ATTRIBUTE,
  SEARCH_PAGE_SIZE,
  SORT_OPTIONS,
  type SortOption,
  sortOption,
} from './search-state.ts';

/** Facets whose values are numbers in the index (filtered without quotes). */
const NUMERIC_FACETS: ReadonlySet<SearchFacet> = new Set(['year', 'seats', 'km']);

/** One Meilisearch multi-search query (the fields instant-meilisearch sends). */
export interface MultiSearchQuery {
  indexUid: string;
  q: string;
  facets: string[];
  filter: (string | string[])[];
  /** Page mode (what the results page asks). */
  hitsPerPage?: number;
  page?: number;
  /** Offset mode (the in-stock-first order's slices); not with `page`/`hitsPerPage`. */
  offset?: number;
  limit?: number;
  sort?: string[];
}

export interface MultiSearchRequest {
  queries: MultiSearchQuery[];
}

/** The site fields the request reads. */
export interface SearchRequestSite extends PriceSortFilterSite {
  include_sold_cars_days?: number | null;
}

export interface SearchRequestOptions {
  /** The clock for the sold-cars window (site-wide §4), injected. */
  now: Date;
}

function facetFilterValue(facet: SearchFacet, value: string): string {
  return NUMERIC_FACETS.has(facet) && /^-?\d+(\.\d+)?$/.test(value)
    ? `${facet} = ${value}`
    : `${facet} = ${quoteFilterValue(value)}`;
}

/**
 * The filter array of a state, in Meilisearch's array form: the stock filter (in stock, coming
 * soon or sold in the last days, shown on the dealer website; site-wide §7), the price range,
 * the price > 0 rule on lowest price (vehicle-stock §5), and one OR-group per refined facet.
 * `except` leaves one facet, or the price range, out (the disjunctive queries).
 */
export function searchFilter(
  state: SearchState,
  site: SearchRequestSite,
  { now }: SearchRequestOptions,
  except?: SearchFacet | typeof PRICE_ATTRIBUTE,
): (string | string[])[] {
  const filter: (string | string[])[] = [
    stockFilter({ now, include_sold_cars_days: site.include_sold_cars_days ?? null }),
  ];
  if (except !== PRICE_ATTRIBUTE) {
    if (state.price?.min != null) filter.push(`price >= ${state.price.min}`);
    if (state.price?.max != null) filter.push(`price <= ${state.price.max}`);
  }
  const priceFilter = priceSortFilter(sortOption(state.sortBy).sort === 'price:asc', site);
  if (priceFilter) filter.push(priceFilter);
  for (const facet of SEARCH_FACETS) {
    const values = state.refinements[facet] ?? [];
    if (facet === except || values.length === 0) continue;
    filter.push(values.map((value) => facetFilterValue(facet, value)));
  }
  return filter;
}

/**
 * The multi-search body for a state (vehicle-stock §2, §7): the main query (21 hits on the
 * state's page, every facet and `price` for its `facetStats`, the chosen sort) and one
 * disjunctive query per refined facet (that facet's refinement left out, no hits) so a refined
 * facet still lists its other values with counts — what instant-meilisearch sends for a
 * disjunctive refinement list. With a price range, a last disjunctive query without it gives the
 * price slider the whole span, as InstantSearch's range widget does.
 */
export function searchRequest(
  state: SearchState,
  site: SearchRequestSite,
  options: SearchRequestOptions,
): MultiSearchRequest {
  const sort = sortOption(state.sortBy).sort;
  const main: MultiSearchQuery = {
    indexUid: CARS_INDEX,
    q: state.query,
    // Most Relevant also counts cars by status, for the in-stock-first order.
    facets: [...SEARCH_FACETS, PRICE_ATTRIBUTE, ...(sort ? [] : [STATUS_ATTRIBUTE])],
    filter: searchFilter(state, site, options),
    hitsPerPage: SEARCH_PAGE_SIZE,
    page: state.page,
    ...(sort ? { sort: [sort] } : {}),
  };
  const disjunctive = SEARCH_FACETS.filter((facet) => (state.refinements[facet] ?? []).length).map(
    (facet): MultiSearchQuery => ({
      indexUid: CARS_INDEX,
      q: state.query,
      facets: [facet],
      filter: searchFilter(state, site, options, facet),
      hitsPerPage: 0,
      page: 1,
    }),
  );
  const price: MultiSearchQuery[] = state.price
    ? [
        {
          indexUid: CARS_INDEX,
          q: state.query,
          facets: [PRICE_ATTRIBUTE],
          filter: searchFilter(state, site, options, PRICE_ATTRIBUTE),
          hitsPerPage: 0,
          page: 1,
        },
      ]
    : [];
  return { queries: [main, ...disjunctive, ...price] };
}

/** The availability attribute (vehicle-stock §3 status), filterable in the index. */
export const STATUS_ATTRIBUTE = 'status';

/** How many hits of a result are in stock (in stock, coming soon; vehicle-stock §4), by its status counts. */
export function inStockCount(result: MultiSearchResult<unknown> | undefined): number {
  const counts = result?.facetDistribution?.[STATUS_ATTRIBUTE] ?? {};
  return IN_STOCK_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}

/**
 * Most Relevant never ranks a sold car above an in-stock one (vehicle-stock §4), across pages:
 * the index cannot sort on status, so when a search holds both, the page's window of the
 * in-stock-first order is asked as up to two slices — the in-stock cars from the page's offset,
 * then the rest from what is left — each in the engine's relevance order (Meilisearch
 * offset/limit). Null when the plain page is already right: another sort, or all cars (or none)
 * in stock. `counts` come from the main query (`inStockCount`, `totalHits`).
 */
export function inStockFirstRequest(
  state: SearchState,
  site: SearchRequestSite,
  options: SearchRequestOptions,
  counts: { inStock: number; total: number },
): MultiSearchRequest | null {
  if (sortOption(state.sortBy).sort !== null) return null;
  const { inStock, total } = counts;
  if (inStock <= 0 || inStock >= total) return null;
  const start = (state.page - 1) * SEARCH_PAGE_SIZE;
  const end = Math.min(start + SEARCH_PAGE_SIZE, total);
  if (start >= end) return null;
  const filter = searchFilter(state, site, options);
  const slice = (
    extra: (string | string[])[],
    offset: number,
    limit: number,
  ): MultiSearchQuery => ({
    indexUid: CARS_INDEX,
    q: state.query,
    facets: [],
    filter: [...filter, ...extra],
    offset,
    limit,
  });
  const queries: MultiSearchQuery[] = [];
  if (start < inStock) {
    const inStockGroup = IN_STOCK_STATUSES.map(
      (status) => `${STATUS_ATTRIBUTE} = ${quoteFilterValue(status)}`,
    );
    queries.push(slice([inStockGroup], start, Math.min(end, inStock) - start));
  }
  if (end > inStock) {
    const notInStock = IN_STOCK_STATUSES.map(
      (status) => `${STATUS_ATTRIBUTE} != ${quoteFilterValue(status)}`,
    );
    queries.push(slice(notInStock, Math.max(0, start - inStock), end - Math.max(start, inStock)));
  }
  return { queries };
}

/** One search result of a multi-search answer (the fields this feature reads). */
export interface MultiSearchResult<Hit> {
  hits: Hit[];
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, { min: number; max: number }>;
  totalHits?: number;
  totalPages?: number;
  page?: number;
  estimatedTotalHits?: number;
}

/** The results of a multi-search for a state, merged: hits, total and facet counts. */
export interface SearchResults<Hit> {
  hits: Hit[];
  totalHits: number;
  totalPages: number;
  page: number;
  facets: Partial<Record<SearchFacet, Record<string, number>>>;
  /** The lowest and highest price of the search without its price range; null when none. */
  priceStats: { min: number; max: number } | null;
}

/**
 * Merges the multi-search answer of {@link searchRequest}: the main query's hits and facet
 * counts, with each refined facet's counts taken from its disjunctive query, and the price
 * stats from the price query (with a price range) or the main query.
 */
export function searchResults<Hit>(
  state: SearchState,
  results: readonly MultiSearchResult<Hit>[],
): SearchResults<Hit> {
  const [main, ...rest] = results;
  const facets: Partial<Record<SearchFacet, Record<string, number>>> = {};
  for (const facet of SEARCH_FACETS) {
    const counts = main?.facetDistribution?.[facet];
    if (counts) facets[facet] = counts;
  }
  const refined = SEARCH_FACETS.filter((facet) => (state.refinements[facet] ?? []).length);
  refined.forEach((facet, index) => {
    const counts = rest[index]?.facetDistribution?.[facet];
    if (counts) facets[facet] = counts;
  });
  const totalHits = main?.totalHits ?? main?.estimatedTotalHits ?? 0;
  const stats = (state.price ? rest[refined.length] : main)?.facetStats?.[PRICE_ATTRIBUTE];
  return {
    hits: main?.hits ?? [],
    totalHits,
    totalPages: main?.totalPages ?? Math.ceil(totalHits / SEARCH_PAGE_SIZE),
    page: main?.page ?? state.page,
    facets,
    priceStats:
      stats && Number.isFinite(stats.min) && Number.isFinite(stats.max)
        ? { min: stats.min, max: stats.max }
        : null,
  };
}
