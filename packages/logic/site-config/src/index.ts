export {
  BODY_FACET_LIMIT,
  BODY_FACET_LIMIT_CUSTOM,
  BODY_TYPES,
  type BodyFacetTile,
  type BodyFacetTileOptions,
  type BodyType,
  bodyFacetTiles,
  bodyTypeKey,
  TRUCK_BODY_TYPES,
  type TruckBodyType,
} from './body-facet-tiles.ts';
export { bodyTypeSlug } from './body-type-slug.ts';
export {
  CONTENT_PAGE_SLUGS,
  type ContentPageSlug,
  DEALER_EOFY_PAGE_SLUG,
  type DealerEofyPage,
  type DealerEofyPageSlug,
  dealerEofyPage,
  isContentPageServed,
  isContentPageSlug,
  isDealerEofyPageSlug,
  isOptInContentPage,
  OPT_IN_CONTENT_PAGE_SLUGS,
} from './content-pages.ts';
export { distanceKm, EARTH_RADIUS_KM, type GeoPoint } from './distance.ts';
export { type FeatureName, type Features, featuresSchema } from './features.ts';
export {
  FINANCE_DISCLAIMER_PLACEHOLDERS,
  unknownDisclaimerPlaceholders,
} from './finance-disclaimer.ts';
export {
  IMAGE_SOURCE_PREFIX,
  IMAGE_TRANSFORM_PATH,
  IMAGE_WIDTHS,
  type ImageWidth,
  imageWidthFor,
  isTransformableImageSource,
} from './image-transform.ts';
export {
  LOCATION_TYPES,
  type Location,
  locationSchema,
  type OpeningHourEntry,
  openingHourEntrySchema,
  type SpecialHourEntry,
  specialHourEntrySchema,
} from './location-schema.ts';
export {
  brandOverviewPath,
  brandPages,
  type CatalogueManufacturer,
  CURRENT_MANUFACTURER_NAMES,
  compareManufacturerNames,
  findBrandPage,
  MANUFACTURER_CATALOGUE,
  manufacturerSlug,
  PAST_MANUFACTURER_NAMES,
  sellsMake,
  siteBrandPages,
} from './manufacturer-catalogue.ts';
export {
  groupOpeningHours,
  type OpeningHourInput,
  type OpeningHoursOptions,
  type OpeningHoursRow,
  WEEKDAYS_LABEL,
} from './opening-hours.ts';
export { PLATFORM_DEFAULTS, type PlatformDefaults } from './platform-defaults.ts';
export {
  PLUGIN_URL_PLACEHOLDERS,
  type PluginCar,
  type Plugins,
  pluginsSchema,
  pluginUrl,
  pluginUrlTemplate,
} from './plugins.ts';
export {
  activePromotionSlides,
  drawPrize,
  type PromotionSlide,
  type PromotionStatus,
  promotionInstant,
  promotionStatus,
  type SpinPrize,
  type SpinToWin,
} from './promotions.ts';
export {
  onlinePaymentSchema,
  promotionSlideSchema,
  promotionsSliderSchema,
  spinPrizeSchema,
  spinToWinSchema,
} from './promotions-schema.ts';
export {
  type PublicSiteConfig,
  publicSiteConfig,
  SERVER_ONLY_FIELDS,
} from './public-site-config.ts';
export {
  defineSiteConfig,
  resolveSiteConfig,
  type SafeResolveResult,
  safeResolveSiteConfig,
} from './resolve-site-config.ts';
export {
  activePromoTiles,
  DEFAULT_RULES,
  isPromoTileRunning,
  PROMO_TILE_CAR_TYPES,
  type PromoTile,
  promoTileShowsFor,
  type SiteRules,
  WALKAROUND_POSITIONS,
  type WalkaroundPosition,
  walkaroundIndex,
} from './rules.ts';
export { promoTileSchema, rulesSchema } from './rules-schema.ts';
export { isSearchServicePath, SEARCH_SERVICE_PATHS } from './schema-primitives.ts';
export {
  type AlgoliaBackendConfig,
  type MeilisearchBackendConfig,
  type SearchBackendConfig,
  type SearchClientDescriptor,
  searchBackendSchema,
  searchClientOf,
} from './search-backend.ts';
export {
  ALWAYS_SIGN_IN_TYPES,
  type GatedType,
  isSignedIn,
  MY_GARAGE_ALIASES,
  MY_GARAGE_FAMILY,
  type MyGarageAlias,
  type MyGarageRoute,
  requiresSignIn,
  SIGN_IN_TYPES,
  type SignInRedirectParams,
  type SignInSite,
  type SignInType,
  servesGarageAlias,
  signInRedirect,
} from './sign-in-gating.ts';
export { SiteConfigError, type SiteConfigIssue } from './site-config-error.ts';
export {
  type BlogPost,
  blogPostSchema,
  type Dealership,
  type DeepPartial,
  dealershipSchema,
  type SiteConfig,
  type SiteConfigInput,
  type SiteConfigPreset,
  siteConfigSchema,
  TEMPLATES,
  type Template,
} from './site-config-schema.ts';
export { AUSTRALIAN_STATES, type StatedLocation, siteStates } from './site-states.ts';
export {
  SOCIAL_NETWORKS,
  type SocialLink,
  type SocialNetwork,
  type SocialSite,
  socialLinks,
} from './social-links.ts';
export {
  type SpecialHourInput,
  type SpecialHoursOptions,
  type SpecialHoursRow,
  specialHours,
} from './special-hours.ts';
export {
  STAT_COUNTS,
  type StatCount,
  type StatCountValues,
  type StatsBannerConfigItem,
  statsBannerItems,
} from './stats-banner.ts';
export { TEMPLATE_PRESETS } from './template-presets.ts';
export { type ListedLocation, type LocationsSite, visibleLocations } from './visible-locations.ts';
export { type ReviewInput, type ReviewsSite, visibleReviews } from './visible-reviews.ts';
