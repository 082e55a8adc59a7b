// Browser-safe: constants only. The sanitiser and the plain-text form are on
// `@forecourt/dealer-comments/sanitise`.
export { DEALER_COMMENTS_PENDING_TEXT } from './pending-text.ts';
export {
  DEALER_COMMENTS_ALLOWED_TAGS,
  DEALER_COMMENTS_LINK_REL,
  DEALER_COMMENTS_LINK_SCHEMES,
} from './policy.ts';
