import {
  absoluteUrl,
  apiFor,
  breadcrumbJsonLd,
  canonicalOrigin,
  canonicalUrl,
  JsonLdScripts,
  shareMeta,
  siteCity,
  siteOf,
  useSite,
} from '@forecourt/site-shell';
import { Breadcrumbs } from '@forecourt/ui-kit';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import {
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { offerForPage } from '../offer-content.ts';
import { offerListJsonLd } from '../offer-json-ld.ts';
import { SPECIAL_OFFERS_HEADING, SPECIAL_OFFERS_PATH } from '../offer-links.ts';
import { offerCardView } from '../offer-view.ts';
import { OffersGrid } from '../ui/OffersGrid.tsx';
import { routerLink } from './router-link.tsx';

export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/offers/offers.css');

/**
 * /special-offers (site-wide §2 routes, "Offers list"): the site's current offers from the API
 * (between start and expiry, not excluded from the site, soonest ending first), or the site's
 * empty-offers text (vehicle-stock §8), with an `ItemList` of `Offer`s as JSON-LD.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const offers = (await apiFor(request, context).offers(site.slug)).map(
    (offer) => offerForPage(offer).offer,
  );
  const origin = canonicalOrigin(site.url, request.url);
  const canonical = canonicalUrl(site.url, request.url, SPECIAL_OFFERS_PATH);
  const city = siteCity(site);
  const firstImage = offers.map((offer) => offer.image_or_model_image.url).find(Boolean);
  return {
    seo: {
      title: `${SPECIAL_OFFERS_HEADING} | ${site.name}`,
      description: `Current finance, vehicle and service offers at ${site.name}${city ? ` in ${city}` : ''}.`,
      canonical,
    },
    share: {
      type: 'website' as const,
      siteName: site.name,
      image: firstImage ? { url: absoluteUrl(origin, firstImage) } : null,
    },
    jsonLd: [
      offerListJsonLd(
        offers,
        { name: site.name, origin },
        { name: SPECIAL_OFFERS_HEADING, url: canonical },
      ),
      breadcrumbJsonLd(
        [{ name: 'Home', href: '/' }, { name: SPECIAL_OFFERS_HEADING }],
        origin,
        canonical,
      ),
    ],
    offers: offers.map(offerCardView),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? shareMeta(loaderData.seo, loaderData.share) : [];

export default function SpecialOffers() {
  const { offers, jsonLd } = useLoaderData<typeof loader>();
  const site = useSite();
  return (
    <div className="page offers-page">
      <JsonLdScripts items={jsonLd} />
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: SPECIAL_OFFERS_HEADING }]} />
      <h1>{SPECIAL_OFFERS_HEADING}</h1>
      <OffersGrid
        offers={offers}
        headingLevel={2}
        priorityFirst
        renderLink={routerLink}
        translations={{ label: SPECIAL_OFFERS_HEADING, empty: site.texts.empty_offers }}
      />
    </div>
  );
}
