export { type ApiCar, findCarById, findCarBySlug, selectCars } from './cars.ts';
export {
  CLIENT_IP_HEADER,
  type ClientInfo,
  clientInfoOf,
  IN_PROCESS_CLIENT,
  type InProcessBindings,
  parseTrustProxy,
  type TrustProxy,
} from './client-info.ts';
export { type CodeDestination, LogCodeSender } from './code-sender.ts';
export {
  ChannelCodeSender,
  CODE_SEND_TIMEOUT_MS,
  CodeChannelUnavailableError,
  CodeSendError,
  SmtpEmailSender,
  type SmtpEmailSenderOptions,
  signInCodeEmail,
  signInCodeText,
  TwilioSmsSender,
  type TwilioSmsSenderOptions,
  WebhookCodeSender,
  type WebhookCodeSenderOptions,
} from './code-senders.ts';
export { createPlatformApi, type PlatformApi } from './create-api.ts';
export type { ApiContext, ApiDeps, CodeSender } from './deps.ts';
export { ApiError } from './errors.ts';
export { LeadRelay, type LeadRelayOptions, type OutboxTarget } from './lead-relay.ts';
export {
  type ChargeRequest,
  type PaymentMethodInput,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentWebhookEvent,
  WebhookSignatureError,
} from './payments/payment-provider.ts';
export {
  StripePaymentProvider,
  type StripePaymentProviderOptions,
} from './payments/stripe-payment-provider.ts';
export {
  TEST_CARDS,
  TEST_PAYMENT_MESSAGES,
  TestPaymentProvider,
} from './payments/test-payment-provider.ts';
export {
  deletePersonalData,
  exportPersonalData,
  type PersonalDataDeletion,
  type PersonalDataExport,
  type PersonKey,
  type PurgeReport,
  purgeExpiredPersonalData,
  startPrivacyPurge,
} from './privacy.ts';
export {
  type BucketLimits,
  DEFAULT_RATE_LIMITS,
  parseRateLimits,
  RATE_LIMIT_BUCKETS,
  RATE_LIMIT_TABLE,
  type RateLimitBucket,
  type RateLimitConfig,
  type RateLimited,
  type RateLimitOverrides,
  type RateLimitRule,
  type RateLimitStore,
  RateLimits,
  type RateLimitsOptions,
  UNLIMITED_RATE_LIMITS,
  withRateLimits,
} from './rate-limits.ts';
export {
  CHECKOUT_MESSAGES,
  type CheckoutDeps,
  PENDING_RESERVATION_MINUTES,
  RESERVATION_HOLD_HOURS,
  type ReservationStatus,
  type ReservationView,
  releaseLapsedHolds,
  startHoldRelease,
} from './reservations.ts';
export { Router, type RouteSpec } from './router.ts';
export { reserveBodySchema } from './routes/checkout.ts';
export {
  PRIVACY_MESSAGES,
  personBodySchema,
  unsubscribeBodySchema,
} from './routes/privacy.ts';
export {
  CarIndexer,
  type CarIndexerOptions,
  EmbeddedSearchWriter,
  MeilisearchWriter,
  type MeilisearchWriterOptions,
  type RebuildReport,
  type RefreshReport,
  SEARCH_BATCH_SIZE,
  type SearchWriter,
} from './search/indexer.ts';
export {
  createSearchApp,
  type SearchAppOptions,
  type SiteTenantTokenOptions,
  scopeSearchFilter,
  siteSearchFilter,
  siteTenantToken,
} from './search/search-app.ts';
export {
  type AlgoliaBackendOptions,
  AlgoliaSearchBackend,
  algoliaFiltersOf,
  browserSearchClient,
  EmbeddedSearchBackend,
  type MeilisearchBackendOptions,
  MeilisearchSearchBackend,
  type SearchBackend,
  SearchBackendConfigError,
  SearchBackends,
  type SecretSource,
  searchBackendFor,
  siteIndexers,
} from './search/search-backends.ts';
export {
  CARS_INDEX,
  CARS_INDEX_SETTINGS,
  CARS_PRIMARY_KEY,
  type CarSearchDocument,
  PRICE_BANDS,
  type PriceBand,
  priceRange,
  SEARCH_DOCUMENT_IMAGES,
  toSearchDocument,
  weeklyRepayment,
} from './search/search-documents.ts';
export {
  CSP_NONCE_HEADER,
  type CspSources,
  contentSecurityPolicy,
  createCspNonce,
  PERMISSIONS_POLICY,
  type SecurityHeadersOptions,
  STRICT_TRANSPORT_SECURITY,
  securityHeaderEntries,
  securityHeaders,
  VIDEO_EMBED_ORIGINS,
} from './security-headers.ts';
export { currentUser, requireUser, type SessionUser } from './sessions.ts';
export { SiteDirectory, type SiteRecord } from './site-directory.ts';
export { StockFeedError } from './stock-feed.ts';
export { importStock, type StockImportReport } from './stock-import.ts';
export { type StockChangesSince, StockVersions } from './stock-versions.ts';
export {
  conditionFactor,
  DatabaseRegoLookup,
  DatabaseTradeInCatalogue,
  DEFAULT_BASE_PRICE,
  EMBEDDED_VALUER,
  EmbeddedTradeInValuer,
  embeddedValuation,
  HttpRegoLookup,
  type HttpRegoLookupOptions,
  MAKE_BASE_PRICES,
  type RegoLookup,
  RegoLookupUnavailableError,
  type TradeInCatalogueSource,
  type TradeInValuer,
} from './trade-in.ts';
