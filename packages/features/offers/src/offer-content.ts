import type { Offer } from '@forecourt/api-client';
import { dealerCommentsText, sanitiseDealerComments } from '@forecourt/dealer-comments/sanitise';
import type { SanitisedOfferHtml } from './offer-view.ts';

/**
 * An offer description (dealer HTML) through the one dealer HTML sanitiser
 * (`@forecourt/dealer-comments`): `null` when nothing visible is left. Sanitised again before
 * every render, whatever the API did, so HTML stored by any route is safe to show.
 */
export function sanitiseOfferHtml(html: string | null | undefined): SanitisedOfferHtml | null {
  return sanitiseDealerComments(html) as SanitisedOfferHtml | null;
}

/**
 * An API offer ready for a page: its description HTML sanitised, and a plain-text
 * `sanitized_description` (the one given, else the text of the sanitised HTML), so cards only
 * ever get text and the page only sanitised HTML (site-wide §3 description, sanitized_description).
 */
export function offerForPage(offer: Offer): {
  offer: Offer;
  descriptionHtml: SanitisedOfferHtml | null;
} {
  const descriptionHtml = sanitiseOfferHtml(offer.description);
  const text =
    offer.sanitized_description?.trim() ||
    (descriptionHtml ? dealerCommentsText(descriptionHtml) : null) ||
    null;
  return {
    offer: { ...offer, description: descriptionHtml, sanitized_description: text },
    descriptionHtml,
  };
}
