import {
  apiFor,
  breadcrumbJsonLd,
  canonicalOrigin,
  canonicalUrl,
  JsonLdScripts,
  pageMeta,
  siteOf,
} from '@forecourt/site-shell';
import { Breadcrumbs } from '@forecourt/ui-kit';
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { findLocationPage } from '../find-location.ts';
import { withLiveLocations } from '../live-locations.ts';
import { jsonLdGraph, locationDetail, locationJsonLd } from '../location-detail.ts';
import { locationPagePath, stockHref } from '../location-view.ts';
import { locationsLinks } from '../locations-links.ts';
import { LOCATOR_PATH, LOCATOR_TITLE } from '../locator.ts';
import { LocationDetail } from '../ui/LocationDetail.tsx';

export const links: LinksFunction = locationsLinks;

/**
 * `/locations/:slug`, also mounted at `/contact-us/:slug` and `/our-location/:slug` (site-wide
 * §2): a listed location by its own slug, or a dealership by its slug with its locations; 404
 * otherwise. The canonical URL is always `/locations/{slug}`.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  // Holiday hours and ratings as the database holds them now (site-wide §3 Special hours).
  const site = await withLiveLocations(siteOf(context), apiFor(request, context));
  const slug = params.slug ?? '';
  const match = findLocationPage(site, slug);
  if (!match) throw data(null, { status: 404 });
  const now = new Date();
  const origin = canonicalOrigin(site.url, request.url);
  const isDealership = match.kind === 'dealership';
  const path = locationPagePath(isDealership ? match.dealership.slug : match.location.slug);
  const canonical = canonicalUrl(site.url, request.url, path);
  const shown = isDealership
    ? match.locations.filter((location) => location.dealership_id === match.dealership.id)
    : [match.location];
  const ordered = isDealership
    ? [match.location, ...shown.filter((location) => location !== match.location)]
    : shown;
  // A dealership page shows each location with its own hours; a location page adds the other
  // departments of its dealership as tabs.
  const details = ordered.map((location) =>
    locationDetail(site, location, isDealership ? [location] : match.locations, now),
  );
  const heading = isDealership ? match.dealership.name : match.location.name;
  const place = match.location.address.city;
  const breadcrumbs = [
    { label: 'Home', href: '/' },
    { label: LOCATOR_TITLE, href: LOCATOR_PATH },
    { label: heading },
  ];
  return {
    heading,
    details,
    breadcrumbs,
    dealershipStockHref:
      isDealership && site.features.location_stock_link ? stockHref(match.dealership.slug) : null,
    seo: {
      // A dealership named like the site (a single-dealership site) is titled as its locations.
      title:
        heading === site.name ? `${LOCATOR_TITLE} | ${site.name}` : `${heading} | ${site.name}`,
      description: `${heading}${place ? ` in ${place}` : ''}: address, phone, opening hours, holiday hours and directions.`,
      canonical,
    },
    jsonLd: [
      jsonLdGraph(
        ordered.map((location) =>
          locationJsonLd(
            site,
            origin,
            location,
            isDealership ? `${path}#location-${location.id}` : path,
          ),
        ),
      ),
      breadcrumbJsonLd(
        breadcrumbs.map((crumb) => ({ name: crumb.label, href: crumb.href ?? null })),
        origin,
        canonical,
      ),
    ],
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

/** A location's page (site-wide §2 location detail page). */
export default function LocationPage() {
  const { heading, details, breadcrumbs, dealershipStockHref, jsonLd } =
    useLoaderData<typeof loader>();
  const single = details.length === 1;
  return (
    <div className="page fc-location-page">
      <JsonLdScripts items={jsonLd} />
      <Breadcrumbs items={breadcrumbs} />
      <h1>{heading}</h1>
      {dealershipStockHref && (
        <p>
          <a href={dealershipStockHref}>View Our Stock</a>
        </p>
      )}
      {details.map((detail) => (
        <div key={detail.id} id={`location-${detail.id}`}>
          <LocationDetail
            location={single ? { ...detail, name: 'Contact details' } : detail}
            headingLevel={2}
          />
        </div>
      ))}
    </div>
  );
}
