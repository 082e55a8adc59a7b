import type { Offer, OfferModel } from '@forecourt/api-client';

/** The offers list page (site-wide §2 routes; the feature banner's offers link). */
export const SPECIAL_OFFERS_PATH = '/special-offers';

/** The offers list page's heading and breadcrumb. */
export const SPECIAL_OFFERS_HEADING = 'Special offers';

/** Where an offer's enquiry call to action goes when the site names no enquiry form. */
export const DEFAULT_OFFER_ENQUIRY_PATH = '/contact';

/**
 * The Explore model link of an offer: the model's `override_url` when it has one, else
 * `/{model-slug}` (site-wide §2 routes, §3 Offer model); `null` without a model.
 */
export function exploreModelHref(model: OfferModel | null | undefined): string | null {
  if (!model) return null;
  const override = model.override_url?.trim();
  if (override) return override;
  const slug = model.slug.trim().replace(/^\/+|\/+$/g, '');
  return slug ? `/${slug.split('/').map(encodeURIComponent).join('/')}` : null;
}

/**
 * An offer's page: `/offers/{manufacturer}/{id}` when it has a manufacturer, else
 * `/offers/{id}` (site-wide §2 routes).
 */
export function offerHref(offer: Pick<Offer, 'id' | 'manufacturer'>): string {
  const manufacturer = offer.manufacturer?.slug;
  return manufacturer
    ? `/offers/${encodeURIComponent(manufacturer)}/${offer.id}`
    : `/offers/${offer.id}`;
}

/**
 * Whether a `/offers/{manufacturer}/{id}` path's manufacturer segment names the offer's
 * manufacturer (case-insensitive); `/offers/{id}` (no segment) always does.
 */
export function offerMatchesManufacturer(
  offer: Pick<Offer, 'manufacturer'>,
  segment: string | null | undefined,
): boolean {
  if (segment === undefined || segment === null) return true;
  const slug = offer.manufacturer?.slug;
  return slug !== undefined && slug.toLowerCase() === segment.toLowerCase();
}

/**
 * The offer's enquiry call to action: the site's enquiry form (`enquiryPath`, default
 * `/contact`, site-wide §2) with the offer's id, so the form can name the offer it is about.
 */
export function offerEnquiryHref(
  offer: Pick<Offer, 'id'>,
  enquiryPath: string = DEFAULT_OFFER_ENQUIRY_PATH,
): string {
  const url = new URL(enquiryPath, 'http://site.invalid');
  url.searchParams.set('offer', String(offer.id));
  return url.origin === 'http://site.invalid'
    ? `${url.pathname}${url.search}${url.hash}`
    : url.href;
}
