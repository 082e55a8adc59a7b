import { HomeFinders, loadHomeFinders } from '@forecourt/finance';
import financeStylesUrl from '@forecourt/finance/finance.css?url';
import { locationsLinks } from '@forecourt/locations';
import { OffersSection } from '@forecourt/offers';
import offersStylesUrl from '@forecourt/offers/offers.css?url';
import { loadOffersSection } from '@forecourt/offers/server';
// Imagery above the fold: the promotions slider and the feature banner (site-wide §9, vehicle-stock §9).
import { homeImagery } from '@forecourt/promotions';
import { HomeTrust, SiteStatsBanner, trustLinks } from '@forecourt/reviews';
import { loadHomeTrust } from '@forecourt/reviews/server';
import { CarGrid, HeroSearch, listedCars, makeLinks, stockHighlights } from '@forecourt/search';
import { siteStates, visibleLocations } from '@forecourt/site-config';
import {
  homeSeo,
  JsonLdScripts,
  loadSiteStock,
  perStock,
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
  // Once per stock version: an uncached render does not walk the whole stock. Brand and
  // dealership counts are over the cars their results pages list (vehicle-stock §4).
  const { stock, brands, featured, stats } = perStock(cars, 'group-home', () => {
    const now = new Date();
    const listed = listedCars(cars, site, now);
    const counts = new Map<string, number>();
    for (const car of listed) {
      const slug = car.dealership_slug ?? '';
      counts.set(slug, (counts.get(slug) ?? 0) + 1);
    }
    return {
      stock: counts,
      brands: makeLinks(listed, PAGE.brandGridCount),
      // The stats banner's counted items, from the same data as the page (site-wide §1).
      stats: {
        locations: visibleLocations(site).length,
        dealerships: site.dealerships.length,
        brands: makeLinks(listed, Number.POSITIVE_INFINITY).length,
      },
      featured: stockHighlights(cars, site, { makes: 0, featured: PAGE.featuredStockCount }, now)
        .featured,
    };
  });
  const finders = await loadHomeFinders(request, context, site);
  return {
    // Imagery: the running promotions slides and the feature banner tiles.
    ...homeImagery.data(site, new Date()),
    finders,
    ...homeSeo(site, request.url, { title: copy.hero.heading, description: copy.hero.intro }),
    // Reviews, the sales counter and blog cards (site-wide §2).
    trust: await loadHomeTrust({ request, context }),
    offers: await loadOffersSection({ request, context }, PAGE.offersCount),
    brands,
    stats,
    featured,
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
  // Imagery: the promotions slider and feature banner styles.
  ...homeImagery.links(),
  ...locationsLinks(),
  ...trustLinks(),
  { rel: 'stylesheet', href: offersStylesUrl },
  { rel: 'stylesheet', href: financeStylesUrl },
];

/** The same for every anonymous shopper: the rendered-page cache may keep it. */
export { publicPageHeaders as headers } from '@forecourt/site-shell';

// The first slide's art, the page's LCP image, is preloaded by the slider itself (once).
export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? shareMeta(loaderData.seo, loaderData.share) : [];

export default function Home() {
  // Imagery: the promotions slider and feature banner data.
  const imagery = useLoaderData<typeof loader>();
  const { jsonLd, brands, featured, dealerships, offers, trust, finders, stats } =
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
          // Imagery: the promotions slider (site-wide §9, 1920×540; its first slide is the page's
          // LCP image) and the feature banner carousel (vehicle-stock §9).
          ...homeImagery.sections(imagery),
          'hero-search': (
            <section className="hero group-hero" aria-labelledby="hero-heading">
              <div className="hero__inner">
                <div className="group-hero__copy">
                  <h1 id="hero-heading">{copy.hero.heading}</h1>
                  <p>{copy.hero.intro}</p>
                </div>
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
          'stats-banner': <SiteStatsBanner label={copy.home.statsHeading} counts={stats} />,
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
