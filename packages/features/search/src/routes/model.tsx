import { formatCurrency } from '@forecourt/format';
import { OffersGrid, offerCardView } from '@forecourt/offers';
import { offerForPage } from '@forecourt/offers/server';
import {
  apiFor,
  canonicalUrl,
  loadSiteStock,
  pageMeta,
  publicPageHeaders,
  siteOf,
} from '@forecourt/site-shell';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import {
  data,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { modelPageData } from '../model-page.ts';
import { CarGrid } from '../ui/CarGrid.tsx';

/**
 * `/{model-slug}`, where an offer's Explore model link goes (site-wide §2): the model's page —
 * its name, body types and price from, its new/demo and used stock, the site's offers for it and
 * a link to all its stock — server-rendered from the site's stock feed and offers. A slug that
 * names no model in stock or in an offer is the site's 404 page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const [stock, offers] = await Promise.all([
    loadSiteStock({ request, context }),
    apiFor(request, context)
      .offers(site.slug)
      .catch((error: unknown) => {
        console.error(`offers of ${site.slug}: ${String(error)}`);
        return [];
      }),
  ]);
  const page = modelPageData(params.modelSlug ?? '', stock.cars, offers, site);
  if (!page) throw data(null, { status: 404, statusText: 'Not Found' });
  const name = [page.make, page.model].filter(Boolean).join(' ');
  return {
    ...page,
    name,
    offers: page.offers.map((offer) => offerCardView(offerForPage(offer).offer)),
    seo: {
      title: `${name} | ${site.name}`,
      description: `New, demo and used ${name} for sale at ${site.name}${
        page.priceFrom ? `, from ${formatCurrency(page.priceFrom)}` : ''
      }, and current ${page.model} offers.`,
      canonical: canonicalUrl(site.url, request.url, `/${page.slug}`),
    },
  };
}

export const links: LinksFunction = () =>
  stylesheetLinks(
    '@forecourt/ui-kit/styles.css',
    '@forecourt/search/search.css',
    '@forecourt/offers/offers.css',
  );

/** The same for every anonymous shopper: the rendered-page cache may keep it. */
export const headers = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

export default function ModelPage() {
  const { name, model, bodies, priceFrom, stockCount, newDemo, used, offers, allStockHref } =
    useLoaderData<typeof loader>();
  return (
    <div className="page model-page">
      <section className="model-page__hero" aria-labelledby="model-heading">
        <h1 id="model-heading">{name}</h1>
        {priceFrom !== null && (
          <p className="model-page__price">
            From <strong>{formatCurrency(priceFrom)}</strong>
          </p>
        )}
        {bodies.length > 0 && (
          <ul className="model-page__bodies" aria-label="Body types">
            {bodies.map((body) => (
              <li key={body}>{body}</li>
            ))}
          </ul>
        )}
        <p>
          <Link to={allStockHref}>
            {stockCount > 0
              ? `View all ${stockCount} ${model} in stock`
              : `Search our stock for a ${model}`}
          </Link>
        </p>
      </section>
      <section aria-labelledby="model-new-demo">
        <h2 id="model-new-demo">New and demo {model}</h2>
        {newDemo.length > 0 ? (
          <CarGrid cars={newDemo} headingLevel={3} />
        ) : (
          <p>No new or demo {model} in stock right now.</p>
        )}
      </section>
      {used.length > 0 && (
        <section aria-labelledby="model-used">
          <h2 id="model-used">Used {model}</h2>
          <CarGrid cars={used} headingLevel={3} />
        </section>
      )}
      {offers.length > 0 && (
        <section aria-labelledby="model-offers">
          <h2 id="model-offers">{model} offers</h2>
          <OffersGrid offers={offers} headingLevel={3} />
        </section>
      )}
    </div>
  );
}
