export {
  ANALYTICS_ENDPOINT,
  type AnalyticsBody,
  type AnalyticsTransport,
  analyticsEventBody,
  configureAnalytics,
  recordAnalytics,
  sendAnalytics,
  type TrackData,
  trackEvent,
  trackVehicleView,
  VEHICLE_STOCK_EVENT_IDS,
  VIEW_CONTENT_CURRENCY,
  VIEW_CONTENT_EVENT_NAME,
  type ViewContentVehicle,
  vehicleViewEvents,
  viewContentBody,
} from './analytics.ts';
export { apiFor } from './api-client.ts';
export { readCookie } from './cookies.ts';
export {
  CLIENT_IP_HEADER,
  CSP_NONCE_HEADER,
  cspNonceContext,
  NonceProvider,
  useNonce,
} from './csp-nonce.tsx';
export { type FaviconInput, faviconSvg } from './favicon.ts';
export { type HomeSeo, homeSeo } from './home-seo.ts';
export { JsonLdScripts } from './JsonLdScripts.tsx';
export { recordPageVisit } from './lead-attribution.ts';
export { PUBLIC_PAGE_CACHE_CONTROL, publicPageHeaders } from './page-cache.ts';
export { pageUrl } from './page-url.ts';
export { type PlatformFetch, platformFetchContext } from './platform-fetch.ts';
export {
  ANNOUNCEMENT_COOKIE,
  announcementKey,
  isAnnouncementShown,
  isPopupDue,
  isPopupPage,
  popupLandingKey,
  popupSeenKey,
} from './promotions.ts';
export {
  FAVICON_LINK,
  SiteDocument,
  type SiteDocumentProps,
  SiteErrorPage,
} from './SiteDocument.tsx';
export {
  clearSavedContact,
  prefillContactFields,
  readSavedContact,
  SAVED_CONTACT_FIELDS,
  SAVED_CONTACT_KEY,
  SAVED_CONTACT_TEXT,
  SavedContactNotice,
  saveContactFromForm,
  useSavedContact,
  writeSavedContact,
} from './saved-contact.tsx';
export {
  absoluteUrl,
  autoDealerJsonLd,
  type BreadcrumbInput,
  breadcrumbJsonLd,
  canonicalOrigin,
  canonicalUrl,
  carDealerLocation,
  carImageUrls,
  carJsonLd,
  configDealerLocation,
  type DealerLocation,
  errorMeta,
  type JsonLd,
  type JsonLdSite,
  offerAvailability,
  offerPriceAud,
  openGraphTags,
  type PageSeo,
  type PageShare,
  pageMeta,
  type ShareImage,
  type ShareInfo,
  serializeJsonLd,
  shareMeta,
  twitterTags,
  vehiclePageSeo,
  webSiteJsonLd,
} from './seo.ts';
export {
  pathOf,
  requireSignIn,
  type SessionArgs,
  shopperApi,
  signedInUser,
} from './session.ts';
export { SiteProvider, siteContext, siteOf, useSite } from './site-context.tsx';
export {
  EMPTY_STOCK_NAV,
  FOOTER_MODELS_LIMIT,
  MODELS_MENU_LIMIT,
  modelsMenu,
  type SiteFooterGroup,
  type SiteNavItem,
  type SiteNavOptions,
  STOCK_NAV_LIMITS,
  type StockNav,
  type StockNavLink,
  type StockNavMake,
  siteFooterGroups,
  siteNav,
  stockNav,
} from './site-nav.ts';
export {
  createSiteRoot,
  type SiteRoot,
  type SiteRootData,
  type SiteRootOptions,
  siteRootLoader,
  siteRootShouldRevalidate,
  useSiteStates,
  useStockNav,
} from './site-root.tsx';
export {
  applyStockChanges,
  type ConditionalAnswer,
  loadSiteStock,
  perStock,
  revalidatingCache,
  type StockFeedCounts,
  type StockFeedSource,
  siteStockCounts,
  stockFeedCache,
} from './site-stock.ts';
export { siteCity, siteLogoUrl, siteText, siteTheme, telHref } from './site-text.ts';
export { robotsTxt, type SitemapEntry, sitemapXml } from './sitemap.ts';
export {
  MAP_DEFAULT_ZOOM,
  type MapMarker,
  type MapPoint,
  mapLink,
  projectPoints,
} from './static-map.ts';
export { PromoPopup, type PromoPopupProps } from './ui/PromoPopup.tsx';
export { type FooterGroup, SiteFooter, type SiteFooterProps } from './ui/SiteFooter.tsx';
export { type NavItem, SiteHeader, type SiteHeaderProps } from './ui/SiteHeader.tsx';
export { SiteAnnouncement, SitePopup, SiteToasts } from './ui/SitePromotions.tsx';
export {
  StaticMap,
  type StaticMapClassNames,
  type StaticMapProps,
  type StaticMapTranslations,
} from './ui/StaticMap.tsx';
export { whenIdle } from './when-idle.ts';
