export { compareText } from './compare-text.ts';
export { formatCurrency } from './currency.ts';
export {
  BRISBANE_TIME_ZONE,
  DATE_FORMAT,
  type DateInput,
  EPOCH_SECONDS_LIMIT,
  formatDate,
  toBrisbaneDate,
} from './date.ts';
export { formatDecimal } from './decimal.ts';
export { type EngineSizeInput, type EngineSizeUnit, formatEngineSize } from './engine-size.ts';
export { escapeHtml } from './escape-html.ts';
export { formatInteger } from './integer.ts';
export { formatKm } from './km.ts';
export {
  EXPIRES_ON_PREFIX,
  type RegistrationExpiryCar,
  type RegistrationExpirySite,
  registrationExpiryText,
  UNREGISTERED_TEXT,
} from './registration-expiry.ts';
export {
  SALE_INTERVAL_SECONDS,
  SALES_COUNTER_COUNT_UP_MS,
  SALES_COUNTER_REFRESH_SECONDS,
  SALES_PER_DAY,
  salesToday,
} from './sales-counter.ts';
export { slugify } from './slugify.ts';
export { formatRating, MAX_FULL_STARS, STAR_COUNT, starFills } from './star-rating.ts';
export {
  DEALER_COMMENTS_MAX_LENGTH,
  ELLIPSIS,
  FINANCE_DISCLAIMER_MAX_LENGTH,
  OFFER_DESCRIPTION_FULL_MAX_LENGTH,
  OFFER_DESCRIPTION_MAX_LENGTH,
  OFFER_DISCLAIMER_MAX_LENGTH,
  truncate,
  truncateDealerComments,
  truncateFinanceDisclaimer,
  truncateOfferDescription,
  truncateOfferDisclaimer,
} from './truncate.ts';
export { upperFirst } from './upper-first.ts';
