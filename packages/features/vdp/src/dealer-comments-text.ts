import { DEALER_COMMENTS_PENDING_TEXT } from '@forecourt/dealer-comments';
import { truncateDealerComments } from '@forecourt/format';

export { DEALER_COMMENTS_PENDING_TEXT };

declare const sanitizedHtml: unique symbol;

/**
 * HTML that went through the dealer comments sanitiser (`dealerComments()` of
 * `@forecourt/vdp/server`, with `@forecourt/dealer-comments`); the only HTML
 * the `DealerComments` component renders.
 */
export type SanitizedHtml = string & { readonly [sanitizedHtml]: true };

/** What the Dealer Comments tab shows (vehicle-stock §4). */
export type DealerCommentsView =
  | { kind: 'pending'; text: string }
  | {
      kind: 'comments';
      /** The sanitised comments, shown when expanded. */
      html: SanitizedHtml;
      /** Plain text cut at 400 characters, shown collapsed. */
      preview: string;
      /** The comments are longer than 400 characters: show more / show less. */
      truncated: boolean;
    };

/**
 * The view of sanitised comments and their plain text: pending text when there is no text,
 * else the HTML with a 400-character plain-text preview (vehicle-stock §4, §9).
 */
export function dealerCommentsView(html: SanitizedHtml, plainText: string): DealerCommentsView {
  const text = plainText.replace(/\s+/g, ' ').trim();
  if (text === '') return pendingDealerComments();
  const preview = truncateDealerComments(text);
  return { kind: 'comments', html, preview, truncated: preview !== text };
}

/** The pending view, for cars without comments (vehicle-stock §4). */
export function pendingDealerComments(): DealerCommentsView {
  return { kind: 'pending', text: DEALER_COMMENTS_PENDING_TEXT };
}
