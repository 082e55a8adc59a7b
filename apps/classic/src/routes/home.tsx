import { HomeFinders, loadHomeFinders } from '@forecourt/finance';
import financeStylesUrl from '@forecourt/finance/finance.css?url';
import {
  LocationsSection,
  locationsLinks,
  locationsSectionCards,
  withLiveLocations,
} from '@forecourt/locations';
// Imagery above the fold: the promotions slider and the feature banner (site-wide §9, vehicle-stock §9).
import { homeImagery } from '@forecourt/promotions';
import { HomeTrust, SiteStatsBanner, trustLinks } from '@forecourt/reviews';
import { loadHomeTrust } from '@forecourt/reviews/server';
import { CarGrid, HeroSearch, QuickLinks, stockHighlights } from '@forecourt/search';
import {
  apiFor,
  homeSeo,
  JsonLdScripts,
  loadSiteStock,
  perStock,
  shareMeta,
  siteOf,
  useSite,
} from '@forecourt/site-shell';
import { CLASSIC_PAGES, classicCopy } from '@forecourt/template-classic';
import { HomeSections } from '@forecourt/ui-kit';
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';

/** The classic home page: hero search, makes, body types and the newest cars (one dealership). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const { cars } = await loadSiteStock({ request, context });
  const copy = classicCopy(site, { year: new Date().getFullYear() });
  const finders = await loadHomeFinders(request, context, site);
  return {
    // Imagery: the running promotions slides and the feature banner tiles.
    ...homeImagery.data(site, new Date()),
    finders,
    ...homeSeo(site, request.url, { title: copy.hero.heading, description: copy.hero.intro }),
    // Reviews, the sales counter and blog cards (site-wide §2).
    trust: await loadHomeTrust({ request, context }),
    // Today's hours with holiday hours as the database holds them now (site-wide §3).
    locations: locationsSectionCards(await withLiveLocations(site, apiFor(request, context))),
    // Once per stock version: an uncached render does not walk the whole stock.
    ...perStock(cars, 'classic-home', () =>
      stockHighlights(cars, site, {
        makes: CLASSIC_PAGES.home.makeLinkCount,
        featured: CLASSIC_PAGES.home.featuredStockCount,
      }),
    ),
  };
}

/** The home page's Our Locations, finders and trust sections need their stylesheets. */
export const links: LinksFunction = () => [
  // Imagery: the promotions slider and feature banner styles.
  ...homeImagery.links(),
  ...locationsLinks(),
  ...trustLinks(),
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
  const { jsonLd, makes, bodies, featured, trust, finders, locations } =
    useLoaderData<typeof loader>();
  const COPY = classicCopy(useSite(), { year: new Date().getFullYear() });
  const PAGE = CLASSIC_PAGES.home;
  return (
    <>
      <JsonLdScripts items={jsonLd} />
      {/* A used-car yard sells from its stock: a compact search band, then the newest cars
          (templates/classic/DESIGN.md "Home"); the order is the template's. */}
      <HomeSections
        order={PAGE.sections}
        fullBleed={PAGE.fullBleed}
        sections={{
          // Imagery: the promotions slider (site-wide §9, 1920×540; its first slide is the page's
          // LCP image) and the feature banner carousel (vehicle-stock §9).
          ...homeImagery.sections(imagery),
          'hero-search': (
            <section className="hero classic-hero" aria-labelledby="hero-heading">
              <div className="hero__inner">
                <div className="classic-hero__text">
                  <h1 id="hero-heading">{COPY.hero.heading}</h1>
                  <p>{COPY.hero.intro}</p>
                </div>
                <HeroSearch
                  label={COPY.hero.searchLabel}
                  placeholder={COPY.hero.searchPlaceholder}
                  button={COPY.hero.searchButton}
                />
              </div>
            </section>
          ),
          'featured-stock': (
            <section className="section classic-featured" aria-labelledby="featured-heading">
              <div className="section-heading">
                <h2 id="featured-heading">{COPY.home.featuredHeading}</h2>
                <Link to="/search">{COPY.home.viewAllStock}</Link>
              </div>
              <CarGrid cars={featured} />
            </section>
          ),
          'make-links': (
            <QuickLinks id="makes-heading" heading={COPY.home.makesHeading} links={makes} />
          ),
          'body-links': (
            <QuickLinks id="bodies-heading" heading={COPY.home.bodiesHeading} links={bodies} />
          ),
          finders: <HomeFinders finders={finders} />,
          'sales-counter': <HomeTrust trust={trust} parts={['salesCounter']} />,
          'stats-banner': <SiteStatsBanner />,
          reviews: <HomeTrust trust={trust} parts={['reviews']} />,
          locations: <LocationsSection cards={locations} />,
          blog: <HomeTrust trust={trust} parts={['blog']} />,
        }}
      />
    </>
  );
}
