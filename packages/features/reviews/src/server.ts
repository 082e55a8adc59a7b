// Server-only: keeps `marked` and `sanitize-html` out of browser bundles (route loaders import
// this; React Router drops loaders and what only they import from the client build).
export { blogPostHtml } from './blog-html.ts';
export { type HomeTrustData, loadHomeTrust } from './load-home-trust.ts';
