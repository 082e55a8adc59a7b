export {
  AUTO_QUOTE_MIN_PRICE,
  type AutoQuoteCar,
  type AutoQuoteIneligibleReason,
  autoQuoteIneligibleReason,
  isAutoQuoteEligible,
} from './auto-quote.ts';
export { AUTOGRAB_MIN_PRICE, isAutograbEligible } from './autograb.ts';
export {
  BUDGET_RANGE_PARAM,
  budgetPriceRange,
  budgetSearchCap,
  DEFAULT_BUDGET_SEARCH_CAP,
} from './budget-search.ts';
export {
  type CheckoutCar,
  canBuyOnline,
  canReserveOnline,
  stockStatus,
} from './checkout-eligibility.ts';
export { showFavouriteToggles, type ToggleCar, type ToggleSite } from './favourite-toggles.ts';
export { andFilters, quoteFilterValue } from './filter-expression.ts';
export { type CarStatus, IN_STOCK_STATUSES, isInStock } from './in-stock.ts';
export {
  PRICE_ABOVE_ZERO_FILTER,
  type PriceSortFilterSite,
  priceSortFilter,
} from './price-sort-filter.ts';
export { keepRangeGap, minStepsBetweenThumbs, RANGE_MIN_GAP } from './range-gap.ts';
export {
  IN_STOCK_FILTER,
  type PickSimilarVehiclesOptions,
  type PriceWindow,
  pickSimilarVehicles,
  SIMILAR_PRICE_WINDOW_THRESHOLD,
  SIMILAR_VEHICLES_LIMIT,
  SIMILAR_VEHICLES_QUERY_LIMIT,
  type SimilarVehicleHit,
  type SimilarVehicleQuery,
  type SimilarVehicleQueryOptions,
  type SimilarVehiclesCar,
  similarPriceWindow,
  similarVehicleQueries,
} from './similar-vehicles.ts';
export {
  STOCK_COUNT_HITS_THRESHOLD,
  type StockCountSite,
  stockCountDisplay,
} from './stock-count.ts';
export {
  excludedStockKeys,
  isStockExcluded,
  type StockNumberedCar,
  stockExclusionFilter,
} from './stock-exclusions.ts';
export {
  BUDGET_FINDER_MIN_PRICE,
  DEFAULT_INCLUDE_SOLD_CARS_DAYS,
  type ListedCar,
  listedInSearch,
  type StockFilterOptions,
  soldCutoffTimestamp,
  stockFilter,
} from './stock-filter.ts';
export {
  type CertifiedCar,
  type CertifiedSite,
  hasToyotaCertifiedBadge,
} from './toyota-certified.ts';
export {
  canEstimateTradeInOnline,
  TRADE_IN_MAX_AGE_YEARS,
  TRADE_IN_MAX_KM,
  type TradeInCar,
  tradeInAgeYears,
} from './trade-in-estimate.ts';
export {
  type WatchlistSaveAction,
  type WatchlistSaveInput,
  watchlistSaveAction,
} from './watchlist-save.ts';
