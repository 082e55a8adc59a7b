import { truncateDealerComments } from '@forecourt/format';

/** Shown when a car has no dealer comments (vehicle-stock §4). */
export const DEALER_COMMENTS_PENDING_TEXT =
  'Dealer comments are pending. Please check back here later.';

declare const sanitizedHtml: unique symbol;

/**
 * HTML that went through the dealer comments sanitiser (`@forecourt/vdp/server`); the only HTML
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

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Decodes the entities a sanitiser writes (`&amp;`, `&#39;`, `&#x27;`, `&nbsp;`, ...). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match;
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/**
 * The view of sanitised comments and their plain text: pending text when there is no text,
 * else the HTML with a 400-character plain-text preview (vehicle-stock §4, §9).
 */
export function dealerCommentsView(html: SanitizedHtml, plainText: string): DealerCommentsView {
  const text = plainText.replace(/\s+/g, ' ').trim();
  if (text === '') return { kind: 'pending', text: DEALER_COMMENTS_PENDING_TEXT };
  const preview = truncateDealerComments(text);
  return { kind: 'comments', html, preview, truncated: preview !== text };
}

/** The pending view, for cars without comments (vehicle-stock §4). */
export function pendingDealerComments(): DealerCommentsView {
  return { kind: 'pending', text: DEALER_COMMENTS_PENDING_TEXT };
}
