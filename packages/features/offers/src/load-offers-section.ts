import { apiFor, siteOf } from '@forecourt/site-shell';
import type { LoaderFunctionArgs } from 'react-router';
import { offerForPage } from './offer-content.ts';
import { offerHref } from './offer-links.ts';
import { type OfferCardData, offerCardView, offersForSection } from './offer-view.ts';

/**
 * The cards of a home page's offers section, for its loader: the site's first `count` current
 * offers, soonest ending first (the group and oem templates' `home.offersCount`). A failing
 * offers call is logged and gives no cards, so the home page still renders (the section then
 * renders nothing).
 */
export async function loadOffersSection(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  count: number,
): Promise<OfferCardData[]> {
  const site = siteOf(context);
  try {
    const offers = await apiFor(request, context).offers(site.slug);
    return offersForSection(offers, count).map((offer) => offerCardView(offerForPage(offer).offer));
  } catch (error) {
    console.error(`offers section of ${site.slug}: ${String(error)}`);
    return [];
  }
}

/** The offers list page (site-wide §2). */
export const SPECIAL_OFFERS_PATH = '/special-offers';

/**
 * The site's offer pages for its sitemap: /special-offers and each offer the platform lists for
 * the site now (`/offers/{manufacturer}/{id}` or `/offers/{id}`). A failing offers call is logged
 * and leaves the list page alone.
 */
export async function loadOfferSitemapPaths({
  request,
  context,
}: Pick<LoaderFunctionArgs, 'request' | 'context'>): Promise<string[]> {
  const site = siteOf(context);
  try {
    const offers = await apiFor(request, context).offers(site.slug);
    return [SPECIAL_OFFERS_PATH, ...offers.map((offer) => offerHref(offer))];
  } catch (error) {
    console.error(`offers sitemap of ${site.slug}: ${String(error)}`);
    return [SPECIAL_OFFERS_PATH];
  }
}
