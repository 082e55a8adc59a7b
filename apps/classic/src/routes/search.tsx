import { CLASSIC_PAGES } from '@forecourt/template-classic';
import { apiFor } from '../api.server.ts';
import { carCard } from '../car-card.ts';
import { CarGrid } from '../components/CarCard.tsx';
import { canonicalUrl, pageMeta } from '../seo.ts';
import { site } from '../site.ts';
import { inStockCars } from '../stock-links.ts';
import type { Route } from './+types/search';

/**
 * THE SEARCH FEATURE MOUNTS HERE (`/search` and `/search/*`). Until then this placeholder lists
 * the first 21 in-stock cars of the site's stock feed, ignoring the query and the facet path;
 * the search feature replaces the loader and the results with react-instantsearch over the
 * site's index (query, page, sortBy and facets in the query string, vehicle-stock §2).
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { cars } = await apiFor(request, context).siteStock(site.slug);
  const inStock = inStockCars(cars);
  const query = url.searchParams.get('query')?.trim() || null;
  const facet = params['*']?.replace(/\/+$/, '') || null;
  return {
    seo: {
      title: `Cars for sale | ${site.name}`,
      description: `Browse ${inStock.length} cars in stock at ${site.name}.`,
      canonical: canonicalUrl(site.url, request.url, facet ? `/search/${facet}` : '/search'),
    },
    query,
    facet,
    total: inStock.length,
    cars: inStock.slice(0, CLASSIC_PAGES.search.pageSize).map((car) => carCard(car, site)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, facet, total, cars } = loaderData;
  return (
    <div className="page" data-feature-slot="search">
      <h1>Cars for sale</h1>
      <p className="notice" role="note">
        Search is on its way.{' '}
        {query || facet ? `Results for “${query ?? facet}” are not filtered yet: ` : ''}
        here are the first {cars.length} of our {total} cars in stock.
      </p>
      <section aria-labelledby="results-heading">
        <h2 id="results-heading" className="visually-hidden">
          Results
        </h2>
        <CarGrid cars={cars} />
      </section>
    </div>
  );
}
