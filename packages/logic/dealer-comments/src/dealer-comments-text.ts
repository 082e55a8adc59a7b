import { htmlText } from './html-text.ts';
import { sanitiseDealerComments } from './sanitise-dealer-comments.ts';

/**
 * Dealer comments as plain text, for the 400-character preview (vehicle-stock §4, §9) and the
 * printable page (§2 `/print`): sanitised first (so script or style content never shows), then
 * paragraphs, headings and lists apart by a blank line, list items and line breaks on their own
 * lines, links as their text, entities decoded. `''` when there are none.
 */
export function dealerCommentsText(comments: string | null | undefined): string {
  const html = sanitiseDealerComments(comments);
  return html === null ? '' : htmlText(html);
}
