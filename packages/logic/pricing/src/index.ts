export {
  type DisplayPrice,
  displayPrice,
  MIN_DISPLAY_PRICE,
  PREORDER_TEXT,
  type PriceDisplaySite,
  type PricedCar,
  type SalePrice,
  SUBSCRIPTION_PERIOD_TEXT,
  salePrice,
  subscriptionPrice,
} from './display-price.ts';
export {
  BELOW_MARKET_PRICE_TEXT,
  MARKET_BADGE_THRESHOLD,
  type MarketPriceBadge,
  type MarketPricedCar,
  marketPriceBadge,
} from './market-price-badge.ts';
export {
  FILL_HIGH_ABOVE,
  FILL_MEDIUM_FROM,
  fillBand,
  GOOD_DEAL_LABEL,
  GREAT_DEAL_LABEL,
  GREAT_DEAL_MIN_FILL,
  PRICE_COMPARISON_MIN_CONFIDENCE,
  type PriceComparison,
  type PriceComparisonFill,
  type PriceComparisonResponse,
  priceComparison,
} from './price-comparison.ts';
export { DEFAULT_RESERVE_DEPOSIT, RESERVE_HOLD_HOURS, reserveDeposit } from './reserve-deposit.ts';
export { tradeInReducedPrice } from './trade-in-reduced-price.ts';
export { type WasPrice, type WasPricedCar, wasPrice } from './was-price.ts';
