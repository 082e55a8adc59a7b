// Server-only entry: the dealer comments sanitiser (sanitize-html) stays out of browser bundles.
export {
  DEALER_COMMENTS_ALLOWED_TAGS,
  dealerComments,
  dealerCommentsPlainText,
  sanitizeDealerComments,
} from './dealer-comments.ts';
