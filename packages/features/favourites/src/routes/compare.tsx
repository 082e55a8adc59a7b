import { type Car, isApiClientError } from '@forecourt/api-client';
import { apiFor, canonicalUrl, pageMeta, siteOf } from '@forecourt/site-shell';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import { useEffect } from 'react';
import {
  data,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useLocation,
  useNavigate,
} from 'react-router';
import { COMPARE_CARS_PARAM, compareHref, compareSlugs, comparison } from '../compare-rows.ts';
import { CompareTable } from '../ui/CompareTable.tsx';
import { useFavourites } from '../useFavourites.ts';

// The kit's styles: Image, Tag and the visually hidden caption.
export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/favourites/favourites.css');

/**
 * `/compare?cars=a,b,c`: up to three cars side by side. The compare list lives
 * in the browser, but the page takes the cars' slugs from its URL so the server renders it — a
 * shareable link, first paint without waiting for JavaScript, the same page without it — and the
 * loader reads each car from the platform API (`/api/cars/{slug}?site=`). A slug that is not (or
 * no longer) the site's car is left out and counted.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  if (!site.features.compare) throw data(null, { status: 404, statusText: 'Not Found' });
  const slugs = compareSlugs(new URL(request.url).searchParams);
  const api = apiFor(request, context);
  const answers = await Promise.allSettled(slugs.map((slug) => api.car(slug, { site: site.slug })));
  const cars: Car[] = [];
  for (const answer of answers) {
    if (answer.status === 'fulfilled') cars.push(answer.value);
    else if (!(isApiClientError(answer.reason) && answer.reason.status === 404))
      throw answer.reason;
  }
  const vehicles = site.texts.vehicles;
  return {
    seo: {
      title: `Compare ${vehicles} | ${site.name}`,
      description: `Compare ${vehicles} side by side at ${site.name}.`,
      canonical: canonicalUrl(site.url, request.url, '/compare'),
      // A comparison a shopper picked: nothing for search engines.
      noindex: true,
    },
    vehicles,
    comparison: comparison(cars, site),
    missing: slugs.length - cars.length,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

/**
 * `/compare` without cars named (a bookmark, a typed address): the cars the shopper picked in
 * this browser, once the list is read, so the page never says there is nothing to compare while
 * the compare list has cars.
 */
function useComparePickedCars() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useFavourites((state) => state.hydrated);
  const picked = useFavourites((state) => state.compare);
  const named = new URLSearchParams(location.search).has(COMPARE_CARS_PARAM);
  useEffect(() => {
    if (named || !hydrated || picked.length === 0) return;
    void navigate(compareHref(picked.map((entry) => entry.slug)), { replace: true });
  }, [named, hydrated, picked, navigate]);
}

export default function Compare() {
  const { comparison: compared, missing, vehicles } = useLoaderData<typeof loader>();
  useComparePickedCars();
  return (
    <div className="page compare-page">
      <h1>Compare {vehicles}</h1>
      {missing > 0 ? (
        <p role="status" className="compare-page__missing">
          {missing === 1
            ? `One of the ${vehicles} you picked is no longer available.`
            : `${missing} of the ${vehicles} you picked are no longer available.`}
        </p>
      ) : null}
      <CompareTable
        comparison={compared}
        renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
        emptyAction={
          <p>
            <Link className="button" to="/favourites">
              Your saved {vehicles}
            </Link>
          </p>
        }
      />
      {compared.columns.length > 0 ? (
        <p className="compare-page__back">
          <Link to="/favourites">Back to saved {vehicles}</Link>
        </p>
      ) : null}
    </div>
  );
}
