import { findBrandPage, sellsMake } from '@forecourt/site-config';
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
  data,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from 'react-router';
import { brandSummary, stockCountsByMake } from '../brand-pages.ts';

export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/search/search.css');

/**
 * `/{brandSlug}/overview` (site-wide §3): a catalogue make's page — a 404 for an unknown make or
 * one marked `skipPage`, a redirect to /brands for a make a franchise site does not sell (site
 * config `makes`) — with its banner and description (vehicle-stock §3 brand entry), the brand's stock link and count on this site, the breadcrumb
 * trail Home → Brands → brand, and its BreadcrumbList JSON-LD.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const make = findBrandPage(params.brandSlug ?? '');
  if (!make) throw data(null, { status: 404 });
  if (!sellsMake(site, make.slug)) throw redirect('/brands');
  const { cars } = await loadSiteStock({ request, context });
  const brand = brandSummary(
    make,
    perStock(cars, 'counts-by-make', () => stockCountsByMake(cars)),
  );
  const canonical = canonicalUrl(site.url, request.url, brand.href);
  const origin = canonicalOrigin(site.url, request.url);
  const breadcrumbs = [
    { name: 'Home', href: '/' },
    { name: 'Brands', href: '/brands' },
    { name: brand.name },
  ];
  return {
    seo: {
      title: `${brand.name} | ${site.name}`,
      description: `${brand.name} ${site.texts.vehicles} at ${site.name}: ${brand.count} in stock.`,
      canonical,
    },
    jsonLd: [breadcrumbJsonLd(breadcrumbs, origin, canonical)],
    brand,
    siteName: site.name,
  };
}

/** The same for every anonymous shopper: the rendered-page cache may keep it. */
export { publicPageHeaders as headers } from '@forecourt/site-shell';

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

export default function BrandOverview() {
  const { jsonLd, brand, siteName } = useLoaderData<typeof loader>();
  return (
    <div className="page narrow brand-overview">
      <JsonLdScripts items={jsonLd} />
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Brands', href: '/brands' },
          { label: brand.name },
        ]}
      />
      {brand.banner ? (
        // The brand banner (vehicle-stock §3), sized so it reserves its space (no layout shift).
        <img
          src={brand.banner}
          alt=""
          width={1200}
          height={300}
          className="brand-overview__banner"
          fetchPriority="high"
        />
      ) : null}
      {brand.logo ? (
        <img src={brand.logo} alt="" width={160} height={48} className="brand-overview__logo" />
      ) : null}
      <h1>{brand.name}</h1>
      <p className="brand-overview__description">{brand.description}</p>
      {brand.count > 0 ? (
        <p>
          {brand.count} {brand.name} {brand.count === 1 ? 'vehicle' : 'vehicles'} in stock at{' '}
          {siteName}.
        </p>
      ) : (
        <p>
          We have no {brand.name} vehicles in stock right now. Ask us and we will find one for you.
        </p>
      )}
      <p>
        {/* A make without stock has no results page to link (site-wide §2): ask instead. */}
        {brand.count > 0 ? (
          <Link className="button" to={brand.stockHref}>
            View {brand.name} stock ({brand.count})
          </Link>
        ) : (
          <Link className="button" to="/contact">
            Contact us
          </Link>
        )}{' '}
        <Link to="/brands">All brands</Link>
      </p>
    </div>
  );
}
