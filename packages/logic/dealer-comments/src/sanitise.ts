// The sanitiser's entry: sanitize-html (and its postcss) stays out of browser bundles, which
// import only the main entry.
export { dealerCommentsText } from './dealer-comments-text.ts';
export { sanitiseDealerComments } from './sanitise-dealer-comments.ts';
