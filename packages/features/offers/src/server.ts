// Server-only: keeps `sanitize-html` out of browser bundles (route loaders import this; React
// Router drops loaders and what only they import from the client build).
export {
  loadOfferSitemapPaths,
  loadOffersSection,
  SPECIAL_OFFERS_PATH,
} from './load-offers-section.ts';
export { offerForPage, sanitiseOfferHtml } from './offer-content.ts';
