/**
 * The markup dealer comments may keep (vehicle-stock §3: `dealercomments` is HTML): paragraphs,
 * line breaks, bold and italic, lists, two heading levels below the vehicle page's own, links.
 */
export const DEALER_COMMENTS_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'a',
] as const;

/** Links in dealer comments: web, email and phone only. */
export const DEALER_COMMENTS_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Every kept link gets this `rel` (and no other attribute but `href`): never followed for ranking. */
export const DEALER_COMMENTS_LINK_REL = 'nofollow noopener';
