// Server-only: keeps `sanitize-html` out of browser bundles (route loaders import this; React
// Router drops loaders and what only they import from the client build).
export { offerForPage, sanitiseOfferHtml } from './offer-content.ts';
