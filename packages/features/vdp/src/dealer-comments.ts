import sanitizeHtml from 'sanitize-html';
import {
  type DealerCommentsView,
  dealerCommentsView,
  decodeEntities,
  pendingDealerComments,
  type SanitizedHtml,
} from './dealer-comments-text.ts';

/** Tags dealer comments may keep: text formatting, lists, line breaks, links. */
export const DEALER_COMMENTS_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'span',
] as const;

/**
 * Sanitises dealer comments HTML for rendering. The stock import sanitises on the way in; this
 * runs again on the server before every render so un-sanitised HTML never reaches the page:
 * scripts, styles, event handlers and unsafe URLs are removed; links open safely.
 */
export function sanitizeDealerComments(html: string): SanitizedHtml {
  return sanitizeHtml(html, {
    allowedTags: [...DEALER_COMMENTS_ALLOWED_TAGS],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    },
  }) as SanitizedHtml;
}

/** Dealer comments as plain text: tags removed, block ends as spaces, entities decoded. */
export function dealerCommentsPlainText(html: string): string {
  const spaced = html.replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, ' $&');
  return decodeEntities(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The Dealer Comments view of a car's `dealercomments` (vehicle-stock §4): sanitised HTML and a
 * 400-character preview with show more or less, or "Dealer comments are pending. Please check
 * back here later." when missing or empty.
 */
export function dealerComments(html: string | null | undefined): DealerCommentsView {
  if (typeof html !== 'string' || html.trim() === '') return pendingDealerComments();
  const clean = sanitizeDealerComments(html);
  return dealerCommentsView(clean, dealerCommentsPlainText(clean));
}
