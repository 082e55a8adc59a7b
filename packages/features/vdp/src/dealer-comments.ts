import { dealerCommentsText, sanitiseDealerComments } from '@forecourt/dealer-comments/sanitise';
import {
  type DealerCommentsView,
  dealerCommentsView,
  pendingDealerComments,
  type SanitizedHtml,
} from './dealer-comments-text.ts';

/**
 * The Dealer Comments view of a car's `dealercomments` (vehicle-stock §4): the HTML sanitised
 * again before every render with the stock import's policy (`@forecourt/dealer-comments`: HTML in
 * the database may predate the import or come from elsewhere) and a 400-character plain-text
 * preview with show more or less, or "Dealer comments are pending. Please check back here
 * later." when missing or nothing visible is left.
 */
export function dealerComments(html: string | null | undefined): DealerCommentsView {
  const clean = sanitiseDealerComments(html);
  if (clean === null) return pendingDealerComments();
  return dealerCommentsView(clean as SanitizedHtml, dealerCommentsText(clean));
}
