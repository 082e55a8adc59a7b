import { isApiClientError } from '@forecourt/api-client';
import { upperFirst } from '@forecourt/format';
import { servesGarageAlias } from '@forecourt/site-config';
import {
  canonicalUrl,
  pageMeta,
  pageUrl,
  requireSignIn,
  shopperApi,
  siteOf,
  useSite,
} from '@forecourt/site-shell';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import type { ReactNode } from 'react';
import {
  data,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { myEnquiries } from '../my-enquiries.ts';
import { savedCars } from '../saved-cars.ts';
import { MyEnquiriesList } from '../ui/MyEnquiriesList.tsx';
import { SavedCarsList, savedCarsTexts } from '../ui/SavedCarsList.tsx';
import { SignOutForm } from '../ui/SignOutForm.tsx';
import { WATCHLIST_PATH } from '../watchlist-links.ts';

// The kit's styles; the account styles come with every page (the header's entry uses them).
export const links: LinksFunction = () => stylesheetLinks('@forecourt/ui-kit/styles.css');

/** The garage's own path: `/my-garage`. */
export const MY_GARAGE_PATH = '/my-garage';

/** Enquiries My Garage lists per page, and the query parameter of the page (1 = newest). */
export const MY_ENQUIRIES_PER_PAGE = 10;
export const MY_ENQUIRIES_PAGE_PARAM = 'enquiries';

/** The section's data, or null when the API could not give it (the rest of the page still shows). */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isApiClientError(error)) return null;
    throw error;
  }
}

/**
 * `/my-garage` and the dealer aliases the site config names (`garage_aliases`: /mymotorama,
 * /mybigboxcars, /myblinkr, /myservco; any other alias is a 404) — site-wide §2: the my-garage
 * family always requires sign-in. Shows who is signed in, their saved cars at this site with
 * live price and availability (vehicle-stock §4, §6), the cars they opened recently and their
 * own enquiries here, and Sign out. A shopper signed in by email only is
 * asked to add a mobile number first: the server watchlist needs one (vehicle-stock §6).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const site = siteOf(context);
  // The page's own address: a client navigation's data request is `/my-garage.data?_routes=…`.
  const url = new URL(pageUrl(request.url));
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const alias = path.slice(1);
  const gate =
    path === MY_GARAGE_PATH ? 'my-garage' : servesGarageAlias(site, alias) ? alias : null;
  if (gate === null) throw data(null, { status: 404, statusText: 'Not Found' });
  const user = await requireSignIn(args, gate, { back: '/', redirectTo: `${path}${url.search}` });
  if (!user) throw new Error('my-garage is always gated');
  const page = Math.max(
    1,
    Math.min(1000, Number.parseInt(url.searchParams.get(MY_ENQUIRIES_PAGE_PARAM) ?? '1', 10) || 1),
  );
  const api = shopperApi(args);
  const [watchlist, recent, leads] = await Promise.all([
    user.phone ? api.watchlist.list({ site: site.slug }) : null,
    orNull(api.me.recentlyViewed({ site: site.slug })),
    orNull(
      api.me.leads({
        site: site.slug,
        limit: MY_ENQUIRIES_PER_PAGE,
        offset: (page - 1) * MY_ENQUIRIES_PER_PAGE,
      }),
    ),
  ]);
  const pageHref = (n: number) =>
    n <= 1 ? path : `${path}?${new URLSearchParams({ [MY_ENQUIRIES_PAGE_PARAM]: String(n) })}`;
  return {
    path,
    greeting: user.name ? `Hi ${user.name}` : 'My Garage',
    signedInAs: user.phone ?? user.email ?? '',
    cars: watchlist ? savedCars(watchlist.cars, site) : null,
    recentlyViewed: recent ? savedCars(recent, site) : null,
    enquiries: leads
      ? {
          list: myEnquiries(leads.leads),
          previousHref: page > 1 ? pageHref(page - 1) : null,
          nextHref: leads.offset + leads.leads.length < leads.total ? pageHref(page + 1) : null,
        }
      : null,
    addMobileHref: `/sign-in?${new URLSearchParams({ type: 'watchlist', redirect: path, back: path })}`,
    seo: {
      title: `My Garage | ${site.name}`,
      description: `Your saved ${site.texts.vehicles} at ${site.name}.`,
      canonical: canonicalUrl(site.url, request.url, path),
      noindex: true,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

const SECTION_UNAVAILABLE = 'We could not load this just now. Please try again shortly.';

const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

export default function MyGarage() {
  const page = useLoaderData<typeof loader>();
  // The dealer's own vehicle word: "Saved caravans" (texts.vehicles, site-wide §1).
  const vehicles = useSite().texts.vehicles;
  return (
    <div className="page narrow my-garage-page">
      <h1>{page.greeting}</h1>
      <div className="my-garage-page__account">
        <p>Signed in as {page.signedInAs}</p>
        <SignOutForm redirectTo="/" />
      </div>
      <section className="section" aria-labelledby="saved-cars-heading">
        <h2 id="saved-cars-heading">Saved {vehicles}</h2>
        {page.cars ? (
          <SavedCarsList
            cars={page.cars}
            action={WATCHLIST_PATH}
            returnTo={page.path}
            renderLink={renderLink}
            translations={savedCarsTexts(vehicles)}
            emptyAction={
              <p>
                <Link className="button" to="/search">
                  Browse our stock
                </Link>
              </p>
            }
          />
        ) : (
          <p>
            Saving {vehicles} uses your mobile number.{' '}
            <Link to={page.addMobileHref}>Add your mobile number</Link> to start your watchlist.
          </p>
        )}
      </section>
      <section className="section" aria-labelledby="recently-viewed-heading">
        <h2 id="recently-viewed-heading">Recently viewed</h2>
        {page.recentlyViewed ? (
          <SavedCarsList
            cars={page.recentlyViewed}
            renderLink={renderLink}
            translations={{
              label: `Recently viewed ${vehicles}`,
              empty: `${upperFirst(vehicles)} you open will show here, most recent first.`,
            }}
          />
        ) : (
          <p>{SECTION_UNAVAILABLE}</p>
        )}
      </section>
      <section className="section" aria-labelledby="my-enquiries-heading">
        <h2 id="my-enquiries-heading">My enquiries</h2>
        {page.enquiries ? (
          <MyEnquiriesList
            enquiries={page.enquiries.list}
            previousHref={page.enquiries.previousHref}
            nextHref={page.enquiries.nextHref}
            renderLink={renderLink}
          />
        ) : (
          <p>{SECTION_UNAVAILABLE}</p>
        )}
      </section>
    </div>
  );
}
