import { contactEnquiryView, GeneralEnquiryForm } from '@forecourt/content';
import { submitContactEnquiry } from '@forecourt/content/server';
import { visibleLocations } from '@forecourt/site-config';
import {
  apiFor,
  breadcrumbJsonLd,
  canonicalOrigin,
  canonicalUrl,
  JsonLdScripts,
  pageMeta,
  StaticMap,
  siteOf,
  useSite,
} from '@forecourt/site-shell';
import { Breadcrumbs } from '@forecourt/ui-kit';
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { locationPoint } from '../distance.ts';
import { withLiveLocations } from '../live-locations.ts';
import { jsonLdGraph, locationJsonLd } from '../location-detail.ts';
import { locationPagePath } from '../location-view.ts';
import { locationsView } from '../locations-layout.ts';
import { locationsLinks } from '../locations-links.ts';
import { locatorGroups, locatorHeading } from '../locator.ts';
import { postcodeSearch } from '../postcode-search.ts';
import { LocationCards } from '../ui/LocationCards.tsx';
import { PostcodeDistanceForm } from '../ui/PostcodeDistanceForm.tsx';

export const links: LinksFunction = locationsLinks;

/** The locator paths that carry the general enquiry form (site-wide §2 /contact, /contact-us). */
const ENQUIRY_PATHS: readonly string[] = ['/contact', '/contact-us'];

/** The page's own path (a scripted post arrives as `/contact.data`). */
const pathOf = (request: Request) =>
  new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/';

/**
 * The locator: `/contact`, `/contact-us`, `/dealerships`, `/dealer-locator` (site-wide §2). Every
 * listed location (site-wide §5), grouped by dealership on a multi-dealership site; `?postcode=`
 * geocodes the postcode through the platform (`GET /api/geocode`) and lists the locations
 * nearest first with their distance (site-wide §5, §8, §9). A GET form: works without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  // Holiday hours and ratings as the database holds them now (site-wide §3 Special hours).
  const site = await withLiveLocations(siteOf(context), api);
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const now = new Date();
  const search = await postcodeSearch(url.searchParams, api);
  const heading = locatorHeading(path);
  const origin = canonicalOrigin(site.url, request.url);
  const canonical = canonicalUrl(site.url, request.url, path);
  const listed = visibleLocations(site);
  const breadcrumbs = [{ label: 'Home', href: '/' }, { label: heading }];
  return {
    // The general enquiry on /contact and /contact-us (site-wide §5).
    enquiry: ENQUIRY_PATHS.includes(path) ? contactEnquiryView(site) : null,
    heading,
    path,
    search,
    groups: locatorGroups(site, search, now),
    points: listed.flatMap((location) => {
      const point = locationPoint(location);
      return point ? [{ ...point, label: location.name }] : [];
    }),
    breadcrumbs,
    seo: {
      title: `${heading} | ${site.name}`,
      description: `Find ${site.name}: every location with its address, phone, opening hours and directions, nearest first from your postcode.`,
      canonical,
    },
    jsonLd: [
      ...(listed.length
        ? [
            jsonLdGraph(
              listed.map((location) =>
                locationJsonLd(site, origin, location, locationPagePath(location.slug)),
              ),
            ),
          ]
        : []),
      breadcrumbJsonLd(
        breadcrumbs.map((crumb) => ({ name: crumb.label, href: crumb.href ?? null })),
        origin,
        canonical,
      ),
    ],
  };
}

/**
 * The general enquiry posted from /contact or /contact-us (site-wide §5, the content package's
 * form and rules): a lead and /success (event 22), or the form again with its messages. The
 * other locator paths have no form (405).
 */
export async function action(args: ActionFunctionArgs) {
  if (!ENQUIRY_PATHS.includes(pathOf(args.request))) throw data(null, { status: 405 });
  return submitContactEnquiry(args);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

/** The locator page (site-wide §2 dealer locator with every dealership and location). */
export default function LocationsPage() {
  const { heading, path, search, groups, points, breadcrumbs, jsonLd, enquiry } =
    useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const site = useSite();
  const view = locationsView(site);
  return (
    <div className="page fc-locator">
      <JsonLdScripts items={jsonLd} />
      <Breadcrumbs items={breadcrumbs} />
      <h1>{heading}</h1>
      <PostcodeDistanceForm
        as={Form}
        action={path}
        postcode={search.status === 'none' ? '' : search.postcode}
        error={search.status === 'invalid' ? search.error : null}
        place={search.status === 'located' ? (search.place ?? search.postcode) : null}
      />
      {groups.length === 0 && <p>Please call us on {site.phone ?? 'our main number'}.</p>}
      {groups.map((group) => {
        const id = `locator-${group.dealership?.slug ?? 'locations'}`;
        const name = group.dealership?.name ?? 'Our Locations';
        return (
          <section key={id} aria-labelledby={id} className="section fc-locator__group">
            <h2 id={id}>{name}</h2>
            {group.dealership && (
              <p className="fc-locator__dealership-links">
                <a href={group.dealership.href}>About {group.dealership.name}</a>
                {group.dealership.stockHref && (
                  <>
                    {' · '}
                    <a href={group.dealership.stockHref}>View {group.dealership.name} stock</a>
                  </>
                )}
              </p>
            )}
            <LocationCards
              view={view}
              locations={group.cards}
              cdnBaseUrl={site.image_cdn.base_url}
              translations={{ label: group.dealership ? `${name} locations` : 'All locations' }}
            />
          </section>
        );
      })}
      {points.length > 0 && (
        <section aria-labelledby="locator-map" className="section">
          <h2 id="locator-map">Map</h2>
          <StaticMap points={points} />
        </section>
      )}
      {enquiry && (
        <GeneralEnquiryForm
          heading={enquiry.heading}
          submit={enquiry.submit}
          categories={enquiry.categories}
          locations={enquiry.locations}
          dealerships={enquiry.dealerships}
          services={enquiry.services}
          termsRequired={enquiry.termsRequired}
          messageOptional={enquiry.messageOptional}
          values={failure?.values ?? {}}
          fieldErrors={failure?.fieldErrors ?? {}}
          formError={failure?.formError ?? null}
          submitting={navigation.state === 'submitting'}
          renderForm={(content, props) => (
            <Form method="post" action={path} noValidate className={props.className}>
              {content}
            </Form>
          )}
        />
      )}
    </div>
  );
}
