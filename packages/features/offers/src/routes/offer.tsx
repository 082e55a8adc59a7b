import { isApiClientError, type Offer } from '@forecourt/api-client';
import {
  absoluteUrl,
  apiFor,
  breadcrumbJsonLd,
  canonicalOrigin,
  canonicalUrl,
  JsonLdScripts,
  shareMeta,
  siteOf,
} from '@forecourt/site-shell';
import { Breadcrumbs } from '@forecourt/ui-kit';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { offerForPage } from '../offer-content.ts';
import { offerJsonLd } from '../offer-json-ld.ts';
import {
  offerHref,
  offerMatchesManufacturer,
  SPECIAL_OFFERS_HEADING,
  SPECIAL_OFFERS_PATH,
} from '../offer-links.ts';
import { offerDescription } from '../offer-text.ts';
import { offerDetailView } from '../offer-view.ts';
import { OfferDetail } from '../ui/OfferDetail.tsx';
import { routerLink } from './router-link.tsx';

export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/offers/offers.css');

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/**
 * /offers/:id and /offers/:manufacturer/:id (site-wide §2 routes, "a single offer page"): one of
 * the site's current offers. Another site's, an excluded, a future or an expired offer is the
 * site's 404, and so is a manufacturer segment that does not name the offer's manufacturer; the
 * canonical URL is the offer's own path. JSON-LD: the `Offer` and the breadcrumb trail.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const id = params.id ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
  let found: Offer;
  try {
    found = await apiFor(request, context).offer(site.slug, id);
  } catch (error) {
    if (isApiClientError(error) && (error.status === 404 || error.status === 400)) {
      throw notFound();
    }
    throw error;
  }
  if (!offerMatchesManufacturer(found, params.manufacturer)) throw notFound();
  const { offer, descriptionHtml } = offerForPage(found);
  const origin = canonicalOrigin(site.url, request.url);
  const path = offerHref(offer);
  const canonical = canonicalUrl(site.url, request.url, path);
  const image = offer.image_or_model_image.url;
  const summary = offerDescription(offer.sanitized_description).short;
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: SPECIAL_OFFERS_HEADING, href: SPECIAL_OFFERS_PATH },
    { label: offer.name },
  ];
  return {
    seo: {
      title: `${offer.name} | ${site.name}`,
      description: summary || `${offer.name} at ${site.name}.`,
      canonical,
    },
    share: {
      type: 'website' as const,
      siteName: site.name,
      image: image ? { url: absoluteUrl(origin, image), alt: offer.name } : null,
    },
    jsonLd: [
      offerJsonLd(offer, { name: site.name, origin }),
      breadcrumbJsonLd(
        crumbs.map((crumb) => ({ name: crumb.label, href: crumb.href ?? null })),
        origin,
        canonical,
      ),
    ],
    crumbs,
    offer: offerDetailView(offer, { descriptionHtml }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? shareMeta(loaderData.seo, loaderData.share) : [];

export default function OfferPage() {
  const { offer, crumbs, jsonLd } = useLoaderData<typeof loader>();
  return (
    <div className="page narrow offer-page">
      <JsonLdScripts items={jsonLd} />
      <Breadcrumbs items={crumbs} />
      <OfferDetail offer={offer} renderLink={routerLink} />
    </div>
  );
}
