export {
  type AppliedFilter,
  appliedFilters,
  clearAllFiltersHref,
} from './applied-filters.ts';
export {
  type BrandSummary,
  brandDirectory,
  brandSitemapPaths,
  brandSummary,
  stockCountsByMake,
} from './brand-pages.ts';
export { type CarCardData, carCard, cardFavourite, carTitle, priceText } from './car-card.ts';
export {
  type CarHit,
  hitTitle,
  type ResultCardData,
  type ResultCardSite,
  resultCard,
} from './car-hit.ts';
export {
  CAR_TYPE_LABELS,
  CAR_TYPE_ORDER,
  type FacetOption,
  type FacetOptionGroup,
  facetOptions,
  NUMERIC_FACETS,
  POPULAR_MAKES_LIMIT,
  priceBandLowerBound,
} from './facet-options.ts';
export { multiSearch, SearchUnavailableError } from './multi-search.ts';
export {
  CAR_TYPE_PATHS,
  type PathRefinements,
  type PathVocabulary,
  pathRefinements,
} from './path-refinements.ts';
export {
  PRICE_SLIDER_STEP,
  type PriceBounds,
  priceSliderBounds,
} from './price-range.ts';
export {
  type ResultsHeadingSite,
  resultsHeading,
  siteCity,
  stockHeading,
} from './results-heading.ts';
export {
  clearFiltersHref,
  EMPTY_STATE_TEXTS,
  type EmptyStateTexts,
  type GridSlot,
  inStockFirst,
  type PromoCardsConfig,
  promoPositions,
  resultSlots,
  resultsCount,
  SEARCH_PATH,
  SPECIAL_OFFERS_PATH,
  withPromoSlots,
} from './results-page.ts';
export {
  inStockCount,
  inStockFirstRequest,
  type MultiSearchQuery,
  type MultiSearchRequest,
  type MultiSearchResult,
  PRICE_ATTRIBUTE,
  SEARCH_PAGE_SIZE,
  type SearchRequestOptions,
  type SearchRequestSite,
  type SearchResults,
  SORT_OPTIONS,
  type SortOption,
  STATUS_ATTRIBUTE,
  searchFilter,
  searchRequest,
  searchResults,
  sortOption,
} from './search-request.ts';
export {
  CARS_INDEX,
  canonicalSearchParams,
  EMPTY_SEARCH_STATE,
  hasFilters,
  hiddenFields,
  isRefined,
  PRICE_MAX_PARAM,
  PRICE_MIN_PARAM,
  PRICE_RANGE_PARAM,
  type PriceRange,
  parsePriceRange,
  parseSearchParams,
  SEARCH_FACETS,
  type SearchFacet,
  type SearchState,
  searchHref,
  toggleRefinement,
  toSearchParams,
  withPage,
  withRefinements,
  withSortBy,
} from './search-state.ts';
export {
  bodyLinks,
  CERTIFIED_PRE_OWNED_HREF,
  certifiedPreOwned,
  featuredCars,
  inStockCars,
  listedCars,
  MODEL_RANGE_CAR_TYPES,
  makeLinks,
  rangeCars,
  rangeModelHref,
  type StockHighlights,
  type StockLink,
  stockHighlights,
} from './stock-links.ts';
export {
  APPLIED_FILTERS_TRANSLATIONS,
  AppliedFilters,
  type AppliedFiltersClassNames,
  type AppliedFiltersProps,
  type AppliedFiltersTranslations,
} from './ui/AppliedFilters.tsx';
export { CarCard, CarGrid } from './ui/CarGrid.tsx';
export {
  EmptyState,
  type EmptyStateClassNames,
  type EmptyStateProps,
} from './ui/EmptyState.tsx';
export {
  FACET_PANEL_TRANSLATIONS,
  FacetPanel,
  type FacetPanelClassNames,
  type FacetPanelFacet,
  type FacetPanelProps,
  type FacetPanelTranslations,
} from './ui/FacetPanel.tsx';
export {
  FILTERS_DRAWER_TRANSLATIONS,
  FiltersDrawer,
  type FiltersDrawerClassNames,
  type FiltersDrawerProps,
  type FiltersDrawerTranslations,
} from './ui/FiltersDrawer.tsx';
export { HEADER_SEARCH_ID, HeaderSearch } from './ui/HeaderSearch.tsx';
export { HeroSearch, type HeroSearchProps } from './ui/HeroSearch.tsx';
export {
  PRICE_KEYBOARD_COMMIT_DELAY_MS,
  PRICE_RANGE_FIELD_TRANSLATIONS,
  PriceRangeField,
  type PriceRangeFieldClassNames,
  type PriceRangeFieldProps,
  type PriceRangeFieldTranslations,
} from './ui/PriceRangeField.tsx';
export { QuickLinks } from './ui/QuickLinks.tsx';
export {
  RESULT_CARD_TRANSLATIONS,
  ResultCard,
  type ResultCardClassNames,
  type ResultCardProps,
  type ResultCardTranslations,
} from './ui/ResultCard.tsx';
export {
  RESULTS_GRID_TRANSLATIONS,
  ResultsGrid,
  type ResultsGridClassNames,
  type ResultsGridProps,
  type ResultsGridTranslations,
  type ResultsStatus,
} from './ui/ResultsGrid.tsx';
export {
  SORT_SELECT_TRANSLATIONS,
  SortSelect,
  type SortSelectClassNames,
  type SortSelectProps,
  type SortSelectTranslations,
} from './ui/SortSelect.tsx';
export { useHydrated } from './useHydrated.ts';
export { useResultToggles } from './useResultToggles.ts';
