import { HomeFinders, loadHomeFinders } from '@forecourt/finance';
import financeStylesUrl from '@forecourt/finance/finance.css?url';
import { locationsLinks } from '@forecourt/locations';
import { OffersSection } from '@forecourt/offers';
import offersStylesUrl from '@forecourt/offers/offers.css?url';
import { loadOffersSection } from '@forecourt/offers/server';
import { HomeTrust, SiteStatsBanner, trustLinks } from '@forecourt/reviews';
import { loadHomeTrust } from '@forecourt/reviews/server';
import { CarGrid, HeroSearch, inStockCars, makeLinks, stockHighlights } from '@forecourt/search';
import { siteStates } from '@forecourt/site-config';
import {
  homeSeo,
  JsonLdScripts,
  loadSiteStock,
  shareMeta,
  siteOf,
  useSite,
  useSiteStates,
} from '@forecourt/site-shell';
import { GROUP_PAGES, groupCopy } from '@forecourt/template-group';
import { HomeSections } from '@forecourt/ui-kit';
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';

const PAGE = GROUP_PAGES.home;

/**
 * A dealer group's home page (site-wide §1, §2): one search across the group, the stats banner
 * (50+ locations, 40+ brands, 30+ years), the brand grid, every dealership with its stock and
 * the newest vehicles across dealerships.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const { cars } = await loadSiteStock({ request, context });
  const copy = groupCopy(site, { year: new Date().getFullYear(), states: siteStates(site) });
  const stock = new Map<string, number>();
  for (const car of inStockCars(cars)) {
    const slug = car.dealership_slug ?? '';
    stock.set(slug, (stock.get(slug) ?? 0) + 1);
  }
  const finders = await loadHomeFinders(request, context, site);
  return {
    finders,
    ...homeSeo(site, request.url, { title: copy.hero.heading, description: copy.hero.intro }),
    // Reviews, the sales counter and blog cards (site-wide §2).
    trust: await loadHomeTrust({ request, context }),
    offers: await loadOffersSection({ request, context }, PAGE.offersCount),
    brands: makeLinks(cars, PAGE.brandGridCount),
    featured: stockHighlights(cars, site, { makes: 0, featured: PAGE.featuredStockCount }).featured,
    dealerships: site.dealerships.map((dealership) => ({
      name: dealership.name,
      slug: dealership.slug,
      count: stock.get(dealership.slug) ?? 0,
      cities: [
        ...new Set(
          site.locations
            .filter((location) => location.visible && location.dealership_slug === dealership.slug)
            .map((location) =>
              [location.address.city, location.address.state].filter(Boolean).join(', '),
            ),
        ),
      ],
    })),
  };
}

/** The home page's locations section needs the location stylesheets. */
export const links: LinksFunction = () => [
  ...locationsLinks(),
  ...trustLinks(),
  { rel: 'stylesheet', href: offersStylesUrl },
  { rel: 'stylesheet', href: financeStylesUrl },
];

/** The same for every anonymous shopper: the rendered-page cache may keep it. */
export { publicPageHeaders as headers } from '@forecourt/site-shell';

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? shareMeta(loaderData.seo, loaderData.share) : [];

export default function Home() {
  const { jsonLd, brands, featured, dealerships, offers, trust, finders } =
    useLoaderData<typeof loader>();
  const site = useSite();
  const copy = groupCopy(site, { year: new Date().getFullYear(), states: useSiteStates() });
  return (
    <>
      <JsonLdScripts items={jsonLd} />
      {/* A dealer group is a portal to its dealerships: the search and the dealerships first,
          then its brands (templates/group/DESIGN.md "Home"); the order is the template's. */}
      <HomeSections
        order={PAGE.sections}
        fullBleed={PAGE.fullBleed}
        sections={{
          'hero-search': (
            <section className="hero group-hero" aria-labelledby="hero-heading">
              <div className="hero__inner">
                <h1 id="hero-heading">{copy.hero.heading}</h1>
                <p>{copy.hero.intro}</p>
                <HeroSearch
                  label={copy.hero.searchLabel}
                  placeholder={copy.hero.searchPlaceholder}
                  button={copy.hero.searchButton}
                />
              </div>
            </section>
          ),
          'dealer-locator': (
            <section className="section group-dealers" aria-labelledby="dealers-heading">
              <div className="section-heading">
                <h2 id="dealers-heading">{copy.home.dealersHeading}</h2>
                <Link className="button" to="/dealer-locator">
                  Open the dealer locator
                </Link>
              </div>
              <p>{copy.home.dealersIntro}</p>
              <ul className="dealer-grid">
                {dealerships.map((dealership) => (
                  <li key={dealership.slug}>
                    <h3>{dealership.name}</h3>
                    {dealership.cities.length ? <p>{dealership.cities.join(' · ')}</p> : null}
                    <p>
                      <Link to={`/search/${dealership.slug}`}>
                        {copy.home.viewStock} ({dealership.count})
                        <span className="visually-hidden"> at {dealership.name}</span>
                      </Link>
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ),
          'brand-grid': brands.length ? (
            <section className="section" aria-labelledby="brands-heading">
              <h2 id="brands-heading">{copy.home.brandsHeading}</h2>
              <ul className="brand-grid">
                {brands.map((brand) => (
                  <li key={brand.href}>
                    <Link to={brand.href}>
                      <span className="brand-grid__name">{brand.label}</span>
                      <span className="brand-grid__count">{brand.count} in stock</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null,
          'stats-banner': <SiteStatsBanner label={copy.home.statsHeading} />,
          'group-offers': (
            <OffersSection
              offers={offers}
              translations={{ heading: copy.home.offersHeading, viewAll: copy.home.viewAllOffers }}
            />
          ),
          'featured-stock': (
            <section className="section" aria-labelledby="featured-heading">
              <div className="section-heading">
                <h2 id="featured-heading">{copy.home.featuredHeading}</h2>
                <Link to="/search">{copy.home.viewAllStock}</Link>
              </div>
              <CarGrid cars={featured} />
            </section>
          ),
          finders: <HomeFinders finders={finders} />,
          reviews: <HomeTrust trust={trust} parts={['reviews']} />,
          blog: <HomeTrust trust={trust} parts={['blog']} />,
          'sales-counter': <HomeTrust trust={trust} parts={['salesCounter']} />,
        }}
      />
    </>
  );
}
