import { formatCurrency } from '@forecourt/format';
import { CAR_TYPE_LABELS } from './facet-options.ts';
import {
  SEARCH_FACETS,
  type SearchFacet,
  type SearchState,
  searchHref,
  toggleRefinement,
} from './search-state.ts';

/** One applied refinement as a removable chip: its text and the search without it. */
export interface AppliedFilter {
  /** A stable key: `make=Toyota`, `price`, `query`. */
  key: string;
  facet: SearchFacet | 'price' | 'query';
  label: string;
  /** The search without this refinement, on page one (vehicle-stock §4). */
  removeHref: string;
}

/** A chip's text: a number facet says what the number counts (`5 seats`, not `5`). */
const FACET_LABELS: Partial<Record<SearchFacet, (value: string) => string>> = {
  car_type: (value) => CAR_TYPE_LABELS[value] ?? value,
  seats: (value) => `${value} seats`,
  certified: (value) => (value === 'true' ? 'Certified pre-owned' : 'Not certified'),
};

function priceLabel({ min, max }: NonNullable<SearchState['price']>): string {
  if (min !== null && max !== null) return `${formatCurrency(min)} – ${formatCurrency(max)}`;
  if (min !== null) return `From ${formatCurrency(min)}`;
  return `Up to ${formatCurrency(max ?? 0)}`;
}

/**
 * The applied refinements as chips (vehicle-stock §2: the state lives in the query string), in
 * facet order, then the price range and the query; each removes itself by linking to the search
 * without it, so the chips work without JavaScript. The links go to the plain search path: a
 * refinement from a `/search/{make}` path is in the state too and is removed like any other.
 */
export function appliedFilters(state: SearchState, path = '/search'): AppliedFilter[] {
  const first = { ...state, page: 1 };
  const chips: AppliedFilter[] = [];
  for (const facet of SEARCH_FACETS) {
    for (const value of state.refinements[facet] ?? []) {
      chips.push({
        key: `${facet}=${value}`,
        facet,
        label: FACET_LABELS[facet]?.(value) ?? value,
        removeHref: searchHref(toggleRefinement(first, facet, value), path),
      });
    }
  }
  if (state.price) {
    chips.push({
      key: 'price',
      facet: 'price',
      label: priceLabel(state.price),
      removeHref: searchHref({ ...first, price: null }, path),
    });
  }
  if (state.query) {
    chips.push({
      key: 'query',
      facet: 'query',
      label: `“${state.query}”`,
      removeHref: searchHref({ ...first, query: '' }, path),
    });
  }
  return chips;
}

/** Clear all: the search path with no refinement, price range or query; the sort stays. */
export function clearAllFiltersHref(state: SearchState, path = '/search'): string {
  return searchHref(
    { query: '', page: 1, sortBy: state.sortBy, refinements: {}, price: null },
    path,
  );
}
