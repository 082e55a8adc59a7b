import { HomeFinders, loadHomeFinders } from '@forecourt/finance';
import financeStylesUrl from '@forecourt/finance/finance.css?url';
import {
  LocationsSection,
  locationsLinks,
  locationsSectionCards,
  withLiveLocations,
} from '@forecourt/locations';
// Imagery above the fold: the promotions slider and the feature banner (site-wide §9, vehicle-stock §9).
import {
  FeatureBanner,
  featureBannerItems,
  PromotionsSlider,
  promotionsSliderData,
  promotionsSliderMeta,
} from '@forecourt/promotions';
import promotionsStylesUrl from '@forecourt/promotions/promotions.css?url';
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
    promotions: promotionsSliderData(site, new Date()),
    featureBanner: featureBannerItems(site),
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
  { rel: 'stylesheet', href: promotionsStylesUrl },
  ...locationsLinks(),
  ...trustLinks(),
  { rel: 'stylesheet', href: financeStylesUrl },
];

/** The same for every anonymous shopper: the rendered-page cache may keep it. */
export { publicPageHeaders as headers } from '@forecourt/site-shell';

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData
    ? [
        ...shareMeta(loaderData.seo, loaderData.share),
        // Imagery: preload the first slide's art, the page's LCP image.
        ...promotionsSliderMeta(loaderData.promotions),
      ]
    : [];

export default function Home() {
  // Imagery: the promotions slider and feature banner data.
  const imagery = useLoaderData<typeof loader>();
  const { jsonLd, makes, bodies, featured, trust, finders, locations } =
    useLoaderData<typeof loader>();
  const COPY = classicCopy(useSite(), { year: new Date().getFullYear() });
  return (
    <>
      <JsonLdScripts items={jsonLd} />
      {/* Imagery above the fold: promotions slider (site-wide §9 1920x540). */}
      <PromotionsSlider data={imagery.promotions} />
      {/* End imagery. */}
      <section className="hero" aria-labelledby="hero-heading">
        <div className="hero__inner">
          <h1 id="hero-heading">{COPY.hero.heading}</h1>
          <p>{COPY.hero.intro}</p>
          <HeroSearch
            label={COPY.hero.searchLabel}
            placeholder={COPY.hero.searchPlaceholder}
            button={COPY.hero.searchButton}
          />
        </div>
      </section>
      <SiteStatsBanner />
      <HomeTrust trust={trust} parts={['salesCounter']} />
      <div className="page">
        <QuickLinks id="makes-heading" heading={COPY.home.makesHeading} links={makes} />
        <QuickLinks id="bodies-heading" heading={COPY.home.bodiesHeading} links={bodies} />
        {/* Imagery: the feature banner carousel (vehicle-stock §9). */}
        <FeatureBanner items={imagery.featureBanner} />
        {/* End imagery. */}
        <HomeFinders finders={finders} />
        <section className="section" aria-labelledby="featured-heading">
          <h2 id="featured-heading">{COPY.home.featuredHeading}</h2>
          <CarGrid cars={featured} />
          <p>
            <Link className="button" to="/search">
              {COPY.home.viewAllStock}
            </Link>
          </p>
        </section>
        <HomeTrust trust={trust} parts={['reviews', 'blog']} />
        <LocationsSection cards={locations} />
      </div>
    </>
  );
}
