/**
 * The search state of the results page, kept in the query string (vehicle-stock §2 Search
 * results, §3 Search state): `query`, `page`, `sortBy`, one parameter per facet and
 * `range[price]=min:max` (site-wide §7 budget search).
 */

/** The refinable facets of the `cars` index, one query parameter each (vehicle-stock §2). */
export const SEARCH_FACETS = [
  'make',
  'model',
  'body',
  'car_type',
  'price_range',
  'year',
  'km',
  'transmission',
  'fuel',
  'drive',
  'colour',
  'seats',
  'location_name',
  'state',
  'tag',
  'dealership_slug',
  // Certified pre-owned (vehicle-stock §3 search state `certified`): `certified=true`, the
  // stock the home page's certified box counts and links to.
  'certified',
] as const;

export type SearchFacet = (typeof SEARCH_FACETS)[number];

/** The `cars` index name (packages/server/api search README). */
export const CARS_INDEX = 'cars';

/** A price range from `range[price]=min:max`; either end may be open. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

export interface SearchState {
  query: string;
  /** 1-based page. */
  page: number;
  /** An instantsearch sort index (`cars:price:asc`), or null for most relevant. */
  sortBy: string | null;
  refinements: Partial<Record<SearchFacet, string[]>>;
  price: PriceRange | null;
}

export const EMPTY_SEARCH_STATE: SearchState = {
  query: '',
  page: 1,
  sortBy: null,
  refinements: {},
  price: null,
};

export const PRICE_RANGE_PARAM = 'range[price]';

/**
 * The price range as two fields, what the filter form's Minimum and Maximum price inputs submit
 * without JavaScript; read into `price` (they win over `range[price]` when either has a number)
 * and written back as `range[price]`.
 */
export const PRICE_MIN_PARAM = 'price_min';
export const PRICE_MAX_PARAM = 'price_max';

function isFacet(name: string): name is SearchFacet {
  return (SEARCH_FACETS as readonly string[]).includes(name);
}

function parseBound(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A range from its two ends: null when neither is a number; swapped when given the wrong way round. */
function priceRange(min: number | null, max: number | null): PriceRange | null {
  if (min === null && max === null) return null;
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
}

/** Parses `min:max` (either side may be empty); null when neither end is a number. */
export function parsePriceRange(text: string | null): PriceRange | null {
  if (!text) return null;
  const [min, max] = text.split(':');
  return priceRange(parseBound(min), parseBound(max));
}

/** Reads the search state from a query string; unknown parameters are ignored. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const refinements: Partial<Record<SearchFacet, string[]>> = {};
  for (const [name, value] of params) {
    if (!isFacet(name) || value.trim() === '') continue;
    const values = refinements[name] ?? [];
    if (!values.includes(value)) values.push(value);
    refinements[name] = values;
  }
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sortBy = params.get('sortBy')?.trim();
  return {
    query: params.get('query')?.trim() ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
    sortBy: sortBy ? sortBy : null,
    refinements,
    price:
      priceRange(
        parseBound(params.get(PRICE_MIN_PARAM) ?? undefined),
        parseBound(params.get(PRICE_MAX_PARAM) ?? undefined),
      ) ?? parsePriceRange(params.get(PRICE_RANGE_PARAM)),
  };
}

/**
 * The canonical query string of submitted search form fields (`new FormData(form)`): empty fields
 * dropped, `price_min` / `price_max` folded into `range[price]`, no page (a filter change goes
 * back to page one, vehicle-stock §4). For submitting the filter and sort forms client side.
 */
export function canonicalSearchParams(
  fields: Iterable<readonly [string, unknown]>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of fields) {
    if (typeof value === 'string' && name !== 'page') params.append(name, value);
  }
  return toSearchParams(parseSearchParams(params));
}

/** Writes the search state as a query string: defaults (page 1, most relevant) are left out. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  for (const facet of SEARCH_FACETS) {
    for (const value of state.refinements[facet] ?? []) params.append(facet, value);
  }
  if (state.price) {
    params.set(PRICE_RANGE_PARAM, `${state.price.min ?? ''}:${state.price.max ?? ''}`);
  }
  if (state.sortBy) params.set('sortBy', state.sortBy);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A link to the state on the search path (`/search?make=Toyota`). */
export function searchHref(state: SearchState, path = '/search'): string {
  const query = toSearchParams(state).toString();
  return query ? `${path}?${query}` : path;
}

/** Whether a facet value is refined. */
export function isRefined(state: SearchState, facet: SearchFacet, value: string): boolean {
  return state.refinements[facet]?.includes(value) ?? false;
}

/** Adds or removes one facet value; a filter click resets to page one (vehicle-stock §4). */
export function toggleRefinement(
  state: SearchState,
  facet: SearchFacet,
  value: string,
): SearchState {
  const current = state.refinements[facet] ?? [];
  const next = current.includes(value)
    ? current.filter((refined) => refined !== value)
    : [...current, value];
  const refinements = { ...state.refinements };
  if (next.length) refinements[facet] = next;
  else delete refinements[facet];
  return { ...state, refinements, page: 1 };
}

/** Changes the sort; back to page one like any filter change (vehicle-stock §4). */
export function withSortBy(state: SearchState, sortBy: string | null): SearchState {
  return { ...state, sortBy, page: 1 };
}

/** Another page of the same search. */
export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** Whether anything narrows the search (a query, a facet or a price range). */
export function hasFilters(state: SearchState): boolean {
  return (
    state.query !== '' ||
    state.price !== null ||
    Object.values(state.refinements).some((values) => values.length > 0)
  );
}

/** Merges refinements (e.g. from the `/search/{make}` path) into a state. */
export function withRefinements(
  state: SearchState,
  extra: Partial<Record<SearchFacet, string[]>>,
): SearchState {
  const refinements = { ...state.refinements };
  for (const facet of SEARCH_FACETS) {
    for (const value of extra[facet] ?? []) {
      const values = refinements[facet] ?? [];
      if (!values.includes(value)) refinements[facet] = [...values, value];
    }
  }
  return { ...state, refinements };
}

/**
 * The state as hidden form fields for a GET form that changes one part of it (the facet form
 * leaves out the facets, the sort form the sort). The page is always left out: submitting a
 * filter or sort goes back to page one (vehicle-stock §4).
 */
export function hiddenFields(
  state: SearchState,
  leaveOut: 'facets' | 'sortBy',
): [name: string, value: string][] {
  const kept: SearchState =
    leaveOut === 'facets'
      ? { ...state, refinements: {}, page: 1 }
      : { ...state, sortBy: null, page: 1 };
  return [...toSearchParams(kept)];
}

/** Results per page (site-wide §9 "Search page size 21"). */
export const SEARCH_PAGE_SIZE = 21;

/** The sort options, default order (vehicle-stock §2, site-wide §9); `value` is the sortBy. */
export const SORT_OPTIONS = [
  { value: null, label: 'Most Relevant', sort: null },
  {
    value: `${CARS_INDEX}:created_at_timestamp:desc`,
    label: 'Latest',
    sort: 'created_at_timestamp:desc',
  },
  { value: `${CARS_INDEX}:price:desc`, label: 'Highest Price', sort: 'price:desc' },
  { value: `${CARS_INDEX}:price:asc`, label: 'Lowest Price', sort: 'price:asc' },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number];

/** The sort option of a sortBy value; unknown values fall back to most relevant. */
export function sortOption(sortBy: string | null): SortOption {
  return SORT_OPTIONS.find((option) => option.value === sortBy) ?? SORT_OPTIONS[0];
}

/** The numeric attribute the price range filters and the price slider reads `facetStats` of. */
export const PRICE_ATTRIBUTE = 'price';

/** The price slider's handles step by 500 (site-wide §5 Range slider). */
export const PRICE_SLIDER_STEP = 500;
