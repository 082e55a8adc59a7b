import type { ResultCardData } from './car-hit.ts';
import { facetOptions } from './facet-options.ts';
import type { PriceBounds } from './price-range.ts';
import type { SearchFacet, SearchState } from './search-state.ts';
import type { FacetPanelFacet } from './ui/FacetPanel.tsx';

/** The facets the filter panel lists, in order; models only once a make is chosen. */
export const PANEL_FACETS: readonly SearchFacet[] = [
  'make',
  'model',
  'car_type',
  'body',
  'price_range',
  'transmission',
  'fuel',
  'drive',
  'colour',
  'seats',
  'location_name',
];

/** What the results region shows: from the loader's search, or from InstantSearch's. */
export interface ResultsView {
  cards: ResultCardData[];
  count: number;
  page: number;
  pageCount: number;
  facets: FacetPanelFacet[];
  priceBounds: PriceBounds | null;
  promoPositions: number[];
}

/** The filter panel's facets and options for a state and its facet counts. */
export function panelFacets(
  state: SearchState,
  counts: Partial<Record<SearchFacet, Record<string, number>>>,
): FacetPanelFacet[] {
  return PANEL_FACETS.filter(
    (facet) => facet !== 'model' || (state.refinements.make ?? []).length > 0,
  ).map((facet) => ({ facet, groups: facetOptions(facet, counts[facet], state) }));
}
