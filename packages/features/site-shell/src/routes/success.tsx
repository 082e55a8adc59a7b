import { isApiClientError } from '@forecourt/api-client';
import { slugify } from '@forecourt/format';
import { LEAD_KINDS, type LeadKind, leadSentEventIds } from '@forecourt/lead-payloads';
import { useEffect } from 'react';
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { trackEvent } from '../analytics.ts';
import { apiFor } from '../api-client.ts';
import { canonicalUrl, pageMeta } from '../seo.ts';
import { siteOf, useSite } from '../site-context.tsx';
import { telHref } from '../site-text.ts';

/** The vehicle a lead was about, when the form that sent it named one (`/success?car={slug}`). */
interface EnquiredCar {
  id: number;
  title: string;
  path: string;
  /** The results page of the same make and model (similar cars). */
  similarHref: string | null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const search = new URL(request.url).searchParams;
  const slug = search.get('car');
  // The kind of lead just sent (`/success?lead={kind}`), for its analytics events.
  const leadParam = search.get(LEAD_PARAM);
  const lead = (LEAD_KINDS as readonly string[]).includes(leadParam ?? '')
    ? (leadParam as LeadKind)
    : null;
  let car: EnquiredCar | null = null;
  if (slug) {
    try {
      const found = await apiFor(request, context).car(slug, { site: site.slug });
      const title =
        found.name?.trim() || [found.year, found.make, found.model].filter(Boolean).join(' ');
      car = {
        id: found.id,
        title,
        path: found.path,
        similarHref:
          found.make && found.model
            ? `/search/${slugify(found.make)}/${slugify(found.model)}`
            : null,
      };
    } catch (error) {
      // An unknown or foreign car just leaves the page general (the lead is already saved).
      if (!isApiClientError(error)) throw error;
    }
  }
  return {
    seo: {
      title: `Thank you | ${site.name}`,
      description: `Thank you for your enquiry. ${site.name} will be in touch soon.`,
      canonical: canonicalUrl(site.url, request.url, '/success'),
      noindex: true,
    },
    car,
    lead,
  };
}

/** The query parameter naming the kind of lead that was sent (`/success?lead=test_drive`). */
export const LEAD_PARAM = 'lead';

/**
 * Sends the events of the lead just accepted, once (vehicle-stock §7, site-wide §7 "then an
 * analytics event with the event id"): 15 for a car enquiry, 48 for a test drive, then 22 (the
 * default enquiry), with the car's id. The `lead` parameter is then taken off the address, so a
 * reload or a return to the page does not count the lead again.
 */
function useLeadSentEvents(lead: LeadKind | null, carId: number | null) {
  useEffect(() => {
    if (!lead) return;
    for (const id of leadSentEventIds(lead)) {
      trackEvent(id, carId === null ? {} : { car_id: carId });
    }
    const url = new URL(window.location.href);
    url.searchParams.delete(LEAD_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, [lead, carId]);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

/**
 * Shown after a lead is accepted (vehicle-stock §2, site-wide §2): names the vehicle enquired
 * about, when there was one, and offers the next steps — similar vehicles and the stock.
 */
export default function Success() {
  const site = useSite();
  const { car, lead } = useLoaderData<typeof loader>();
  useLeadSentEvents(lead, car?.id ?? null);
  return (
    <div className="page narrow">
      <h1>Thank you</h1>
      <p>
        We have received your enquiry{car ? ` about the ${car.title}` : ''} and {site.name} will be
        in touch soon
        {site.phone ? (
          <>
            . If it is urgent, call us on <a href={telHref(site.phone)}>{site.phone}</a>
          </>
        ) : null}
        .
      </p>
      <h2>What next?</h2>
      <ul className="link-list">
        {car ? (
          <li>
            <Link to={car.path}>Back to the {car.title}</Link>
          </li>
        ) : null}
        {car?.similarHref ? (
          <li>
            <Link to={car.similarHref}>See similar {site.texts.vehicles}</Link>
          </li>
        ) : null}
        <li>
          <Link to="/search">Keep browsing our stock</Link>
        </li>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
      </ul>
    </div>
  );
}
