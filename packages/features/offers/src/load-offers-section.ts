import { apiFor, siteOf } from '@forecourt/site-shell';
import type { LoaderFunctionArgs } from 'react-router';
import { offerForPage } from './offer-content.ts';
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
