import {
  breadcrumbJsonLd,
  canonicalOrigin,
  canonicalUrl,
  JsonLdScripts,
  loadSiteStock,
  pageMeta,
  perStock,
  siteOf,
} from '@forecourt/site-shell';
import { Breadcrumbs } from '@forecourt/ui-kit';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { type BrandSummary, brandDirectory } from '../brand-pages.ts';

export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/search/search.css');

/**
 * /brands (site-wide §3 manufacturer catalogue): the catalogue's makes with an overview page,
 * the ones this site stocks first with their count, each linking `/{brandSlug}/overview`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const { cars } = await loadSiteStock({ request, context });
  const canonical = canonicalUrl(site.url, request.url, '/brands');
  const origin = canonicalOrigin(site.url, request.url);
  return {
    seo: {
      title: `Our brands | ${site.name}`,
      description: `Browse every brand of ${site.texts.vehicles} and the stock of each at ${site.name}.`,
      canonical,
    },
    jsonLd: [
      breadcrumbJsonLd([{ name: 'Home', href: '/' }, { name: 'Brands' }], origin, canonical),
    ],
    ...perStock(cars, 'brand-directory', () => brandDirectory(cars, site)),
  };
}

/** The same for every anonymous shopper: the rendered-page cache may keep it. */
export { publicPageHeaders as headers } from '@forecourt/site-shell';

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

function BrandList({ brands, id }: { brands: readonly BrandSummary[]; id: string }) {
  return (
    <ul className="brand-grid" aria-labelledby={id}>
      {brands.map((brand) => (
        <li key={brand.slug}>
          <Link to={brand.href}>
            {brand.logo ? (
              <img
                className="brand-grid__logo"
                src={brand.logo}
                alt=""
                width={160}
                height={48}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <span className="brand-grid__name">{brand.name}</span>
            {brand.count > 0 ? (
              <span className="brand-grid__count">{brand.count} in stock</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function Brands() {
  const { jsonLd, stocked, other } = useLoaderData<typeof loader>();
  return (
    <div className="page brands-page">
      <JsonLdScripts items={jsonLd} />
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Brands' }]} />
      {/* Neutral on every site: a caravan yard's or a truck group's brands are not car brands. */}
      <h1>Our brands</h1>
      {stocked.length ? (
        <section className="section">
          <h2 id="brands-stocked">Brands in stock</h2>
          <BrandList brands={stocked} id="brands-stocked" />
        </section>
      ) : null}
      <section className="section">
        <h2 id="brands-other">{stocked.length ? 'More brands' : 'All brands'}</h2>
        <BrandList brands={other} id="brands-other" />
      </section>
    </div>
  );
}
