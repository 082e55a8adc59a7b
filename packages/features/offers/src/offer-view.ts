import type { Offer } from '@forecourt/api-client';
import { exploreModelHref, offerEnquiryHref, offerHref } from './offer-links.ts';
import { offerDescription, offerDisclaimer, type TruncatedText } from './offer-text.ts';

/**
 * HTML that went through the dealer-comments sanitiser (`sanitiseOfferHtml` on
 * `@forecourt/offers/server`): the only HTML an offer page renders.
 */
export type SanitisedOfferHtml = string & { readonly __sanitisedOfferHtml: true };

/** What an offer card shows (site-wide §2 offers list, §3 Offer, §5 truncation). */
export interface OfferCardData {
  id: number;
  name: string;
  /** The manufacturer's name, shown above the offer's name. */
  manufacturer: string | null;
  category: string | null;
  /** `image_or_model_image.url`; `null` shows the image-not-found picture (site-wide §8). */
  imageUrl: string | null;
  /** Plain text, truncated at 160 characters unless it is 200 or less (site-wide §5). */
  description: TruncatedText;
  /** The offer's page (site-wide §2). */
  href: string;
  /** Explore model: `/{model-slug}` or the model's `override_url`; `null` without a model. */
  exploreHref: string | null;
  modelName: string | null;
}

/** What the offer page shows besides the card's facts. */
export interface OfferDetailData extends OfferCardData {
  /** The full description as sanitised HTML, or `null` to show `description.full` as text. */
  descriptionHtml: SanitisedOfferHtml | null;
  /** Truncated at 200 characters with a short/full toggle (site-wide §5). */
  disclaimer: TruncatedText | null;
  /** The enquiry call to action: the site's enquiry form or `/contact` (site-wide §2). */
  enquiryHref: string;
  startsAt: string | null;
  expiresAt: string | null;
}

/** An offer card's data from an API offer (its `sanitized_description` is plain text). */
export function offerCardView(offer: Offer): OfferCardData {
  return {
    id: offer.id,
    name: offer.name,
    manufacturer: offer.manufacturer?.name ?? null,
    category: offer.category,
    imageUrl: offer.image_or_model_image?.url ?? offer.image_url ?? null,
    description: offerDescription(offer.sanitized_description),
    href: offerHref(offer),
    exploreHref: exploreModelHref(offer.model),
    modelName: offer.model?.name ?? null,
  };
}

/**
 * The offer page's data. `descriptionHtml` must come from the sanitiser (see
 * `offerForPage` on `@forecourt/offers/server`), never straight from the API.
 */
export function offerDetailView(
  offer: Offer,
  options: { descriptionHtml: SanitisedOfferHtml | null; enquiryPath?: string },
): OfferDetailData {
  return {
    ...offerCardView(offer),
    descriptionHtml: options.descriptionHtml,
    disclaimer: offer.disclaimer?.trim() ? offerDisclaimer(offer.disclaimer) : null,
    enquiryHref: offerEnquiryHref(offer, options.enquiryPath),
    startsAt: offer.starts_at,
    expiresAt: offer.expires_at,
  };
}

/**
 * The first `count` offers for a home page section, soonest ending first and those without an
 * expiry last (the API's order, kept when the list comes from elsewhere).
 */
export function offersForSection<T extends Pick<Offer, 'id' | 'expires_at'>>(
  offers: readonly T[],
  count: number,
): T[] {
  const ends = (offer: T) =>
    offer.expires_at === null ? Number.POSITIVE_INFINITY : Date.parse(offer.expires_at);
  return [...offers].sort((a, b) => ends(a) - ends(b) || a.id - b.id).slice(0, Math.max(0, count));
}
