import { canonicalUrl, pageMeta, requireSignIn, shopperApi, siteOf } from '@forecourt/site-shell';
import uiKitStylesUrl from '@forecourt/ui-kit/styles.css?url';
import type { ReactNode } from 'react';
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { savedCars } from '../saved-cars.ts';
import { SavedCarsList } from '../ui/SavedCarsList.tsx';
import { SignOutForm } from '../ui/SignOutForm.tsx';
import { WATCHLIST_PATH } from '../watchlist-links.ts';

// The kit's styles; the account styles come with every page (the header's entry uses them).
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: uiKitStylesUrl }];

/** The garage's own path: `/my-garage`. */
export const MY_GARAGE_PATH = '/my-garage';

/**
 * `/my-garage` (site-wide §2: the my-garage family always requires sign-in): who is signed in,
 * their saved cars at this site with live price and availability (vehicle-stock §4, §6), and
 * Sign out. A shopper signed in by email only is asked to add a mobile number first: the
 * server watchlist needs one (vehicle-stock §6).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const site = siteOf(context);
  const path = new URL(request.url).pathname;
  const user = await requireSignIn(args, 'my-garage', { back: '/' });
  if (!user) throw new Error('my-garage is always gated');
  const cars = user.phone
    ? savedCars((await shopperApi(args).watchlist.list({ site: site.slug })).cars, site)
    : null;
  return {
    path,
    greeting: user.name ? `Hi ${user.name}` : 'My Garage',
    signedInAs: user.phone ?? user.email ?? '',
    cars,
    addMobileHref: `/sign-in?${new URLSearchParams({ type: 'watchlist', redirect: path, back: path })}`,
    seo: {
      title: `My Garage | ${site.name}`,
      description: `Your saved cars at ${site.name}.`,
      canonical: canonicalUrl(site.url, request.url, path),
      noindex: true,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

export default function MyGarage() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="page narrow my-garage-page">
      <h1>{page.greeting}</h1>
      <div className="my-garage-page__account">
        <p>Signed in as {page.signedInAs}</p>
        <SignOutForm redirectTo="/" />
      </div>
      <section className="section" aria-labelledby="saved-cars-heading">
        <h2 id="saved-cars-heading">Saved cars</h2>
        {page.cars ? (
          <SavedCarsList
            cars={page.cars}
            action={WATCHLIST_PATH}
            returnTo={page.path}
            renderLink={renderLink}
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
            Saving cars uses your mobile number.{' '}
            <Link to={page.addMobileHref}>Add your mobile number</Link> to start your watchlist.
          </p>
        )}
      </section>
    </div>
  );
}
