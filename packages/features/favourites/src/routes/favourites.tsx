import { canonicalUrl, pageMeta, siteOf, useSite } from '@forecourt/site-shell';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import type { ReactNode } from 'react';
import {
  data,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { compareHref } from '../compare-rows.ts';
import { FavouritesList, savedListTexts } from '../ui/FavouritesList.tsx';
import { useFavourites } from '../useFavourites.ts';

// The kit's styles: Image, Tag and the visually hidden caption.
export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/favourites/favourites.css');

export function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  // Sites without favourites have no saved cars page (vehicle-stock §6).
  if (!site.features.favourites) throw data(null, { status: 404, statusText: 'Not Found' });
  return {
    seo: {
      title: `Saved ${site.texts.vehicles} | ${site.name}`,
      description: `The ${site.texts.vehicles} you have saved at ${site.name}.`,
      canonical: canonicalUrl(site.url, request.url, '/favourites'),
      // A page of this browser's own list: nothing for search engines.
      noindex: true,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

/** Car links navigate client side, so saved lists kept only in memory survive the visit. */
const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

/**
 * The saved cars (vehicle-stock §3, §6 local favourites): photo, name linking `/cars/{slug}`, price,
 * km and availability as saved, and a Remove button each; and the compare list when the site
 * offers compare, with a link to `/compare?cars=…` that puts them side by side. The lists live in this
 * browser, so the server renders the page's shell and the lists fill in after hydration.
 */
export default function Favourites() {
  const site = useSite();
  // The page names the dealer's own stock: "Saved caravans" (texts.vehicles, site-wide §1).
  const texts = savedListTexts(site.texts.vehicles);
  const hydrated = useFavourites((state) => state.hydrated);
  const favourites = useFavourites((state) => state.favourites);
  const compare = useFavourites((state) => state.compare);
  const compareLimit = useFavourites((state) => state.compareLimit);
  const removeFavourite = useFavourites((state) => state.removeFavourite);
  const removeCompare = useFavourites((state) => state.removeCompare);

  return (
    <div className="page narrow favourites-page">
      <h1>{texts.heading}</h1>
      {hydrated ? (
        <>
          <FavouritesList
            entries={favourites}
            onRemove={(entry) => removeFavourite(entry.id)}
            renderLink={renderLink}
            translations={{ label: texts.heading, empty: texts.empty }}
            emptyAction={
              <p>
                <Link className="button" to="/search">
                  Browse our stock
                </Link>
              </p>
            }
          />
          {site.storage.storeFavourites ? null : (
            <p className="favourites-page__note">
              {texts.heading} are kept while you browse and cleared when you reload the page or
              close this tab.
            </p>
          )}
          {site.features.compare && compare.length > 0 ? (
            <section className="section" aria-labelledby="compare-heading">
              <h2 id="compare-heading">
                {texts.compare} ({compare.length} of {compareLimit})
              </h2>
              <FavouritesList
                entries={compare}
                onRemove={(entry) => removeCompare(entry.id)}
                renderLink={renderLink}
                translations={{
                  label: texts.compare,
                  removeName: 'Remove {name} from compare',
                }}
              />
              <p className="favourites-page__compare-link">
                <Link className="button" to={compareHref(compare.map((entry) => entry.slug))}>
                  Compare side by side
                </Link>
              </p>
            </section>
          ) : null}
        </>
      ) : (
        <noscript>
          <p>{texts.heading} are kept in your browser and need JavaScript switched on.</p>
        </noscript>
      )}
    </div>
  );
}
