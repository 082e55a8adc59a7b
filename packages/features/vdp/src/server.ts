// Server-only entry: the dealer comments sanitiser (sanitize-html) stays out of browser bundles.
export { dealerComments } from './dealer-comments.ts';
