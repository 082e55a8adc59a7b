import type { Car } from '@forecourt/api-client';
import { HomeFinders, loadHomeFinders } from '@forecourt/finance';
import financeStylesUrl from '@forecourt/finance/finance.css?url';
import { formatCurrency, slugify } from '@forecourt/format';
import {
  LocationsSection,
  locationsLinks,
  locationsSectionCards,
  withLiveLocations,
} from '@forecourt/locations';
import { OffersSection } from '@forecourt/offers';
import offersStylesUrl from '@forecourt/offers/offers.css?url';
import { loadOffersSection } from '@forecourt/offers/server';
// Imagery above the fold: the promotions slider and the feature banner (site-wide §9, vehicle-stock §9).
import { homeImagery } from '@forecourt/promotions';
import { HomeTrust, SiteStatsBanner, trustLinks } from '@forecourt/reviews';
import { loadHomeTrust } from '@forecourt/reviews/server';
import {
  CarGrid,
  carCard,
  certifiedPreOwned,
  HeroSearch,
  inStockCars,
  listedCars,
  rangeCars,
} from '@forecourt/search';
import { bodyFacetTiles } from '@forecourt/site-config';
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
import { OEM_PAGES, oemCopy } from '@forecourt/template-oem';
import { HomeSections, Image } from '@forecourt/ui-kit';
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';

const PAGE = OEM_PAGES.home;

const newest = (a: Car, b: Car) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

/**
 * A manufacturer franchise's home page: the brand's model range (new and demo stock of its
 * make, each model linking its stock), new and demo stock first, the certified pre-owned box
 * (site-wide §1) and the service call to action (the manufacturer's booking page where set).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const { cars } = await loadSiteStock({ request, context });
  const copy = oemCopy(site, { year: new Date().getFullYear() });
  const finders = await loadHomeFinders(request, context, site);
  // Once per stock version: an uncached render does not walk the whole stock.
  const summary = perStock(cars, 'oem-home', () => {
    const now = new Date();
    const brandStock = inStockCars(cars).filter(
      (car) =>
        car.car_type !== 'used' &&
        (!site.manufacturer || slugify(car.make ?? '') === site.manufacturer),
    );
    const models = new Map<
      string,
      { make: string; model: string; count: number; from: number | null; image: string | null }
    >();
    // A model's count is the total of the page it links to, /search/{make}/{model}, which lists
    // every car type the results page lists (vehicle-stock §4); its from-price stays the range's.
    const listedByModel = new Map<string, number>();
    for (const car of listedCars(cars, site, now)) {
      if (!car.make || !car.model) continue;
      const key = `${slugify(car.make)}/${slugify(car.model)}`;
      listedByModel.set(key, (listedByModel.get(key) ?? 0) + 1);
    }
    for (const car of brandStock) {
      if (!car.make || !car.model) continue;
      const entry = models.get(car.model) ?? {
        make: car.make,
        model: car.model,
        count: 0,
        from: null,
        image: null,
      };
      entry.count = listedByModel.get(`${slugify(car.make)}/${slugify(car.model)}`) ?? 0;
      const price = car.price ?? 0;
      if (price > 0 && (entry.from === null || price < entry.from)) entry.from = price;
      // The model's picture in the hero: the photo of one of its cars (the side profile leads).
      entry.image ??= car.primary_image_url ?? null;
      models.set(car.model, entry);
    }
    // Facet tiles of the range (site-wide §5: known or custom-image bodies, 4 or 20, by count then
    // name), each leading to that body's range at /models?body= (site-wide §2), counted over the
    // cars that page counts (listed, new and demo; vehicle-stock §4).
    const bodyCounts: Record<string, number> = {};
    for (const car of rangeCars(cars, site, now)) {
      const body = car.simple_body?.trim();
      if (body) bodyCounts[body] = (bodyCounts[body] ?? 0) + 1;
    }
    return {
      models: [...models.values()]
        .sort((a, b) => b.count - a.count || a.model.localeCompare(b.model, 'en-AU'))
        .slice(0, PAGE.modelRangeCount)
        .map((model) => ({
          ...model,
          href: `/search/${slugify(model.make)}/${slugify(model.model)}`,
        })),
      newDemo: [...brandStock]
        .sort(newest)
        .slice(0, PAGE.newDemoStockCount)
        .map((car) => carCard(car, site)),
      // Facet tiles of the range (site-wide §5: known or custom-image bodies, 4 or 20, by count then
      // name), each the range of that body at /models?body= (site-wide §2).
      bodies: bodyFacetTiles(bodyCounts, {
        customImages: site.body_images,
        truckBodyType: site.truck_body_type,
      }).map((tile) => ({
        label: tile.value,
        count: tile.count,
        href: `/models?body=${tile.slug}`,
      })),
      // The certified pre-owned box's count, of the page its link opens (vehicle-stock §4).
      certified: certifiedPreOwned(cars, site, now),
    };
  });
  return {
    // Imagery: the running promotions slides and the feature banner tiles.
    ...homeImagery.data(site, new Date()),
    finders,
    ...homeSeo(site, request.url, { title: copy.hero.heading, description: copy.hero.intro }),
    // Reviews, the sales counter and blog cards (site-wide §2).
    trust: await loadHomeTrust({ request, context }),
    offers: await loadOffersSection({ request, context }, PAGE.offersCount),
    ...summary,
    // Today's hours with holiday hours as the database holds them now (site-wide §3).
    locations: locationsSectionCards(await withLiveLocations(site, apiFor(request, context))),
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
  const { jsonLd, models, newDemo, certified, offers, trust, finders, bodies, locations } =
    useLoaderData<typeof loader>();
  const site = useSite();
  const copy = oemCopy(site, { year: new Date().getFullYear() });
  const leadModel = models[0];
  const serviceHref = site.service_booking_url ?? '/service';
  return (
    <>
      <JsonLdScripts items={jsonLd} />
      {/* A franchise sells the brand: campaigns, the brand hero and the model range first, stock
          after the offers (templates/oem/DESIGN.md "Home"); the order is the template's. */}
      <HomeSections
        order={PAGE.sections}
        fullBleed={PAGE.fullBleed}
        sections={{
          // Imagery: the promotions slider (site-wide §9, 1920×540; its first slide is the page's
          // LCP image) and the feature banner carousel (vehicle-stock §9).
          ...homeImagery.sections(imagery),
          'hero-brand': (
            <section className="hero oem-hero" aria-labelledby="hero-heading">
              <div className="hero__inner">
                <div className="oem-hero__copy">
                  <h1 id="hero-heading">{copy.hero.heading}</h1>
                  <p>{copy.hero.intro}</p>
                  <p className="oem-hero__actions">
                    <Link className="button" to="/models">
                      {copy.hero.rangeButton}
                    </Link>
                    <Link className="button button--ghost" to="/search/new-and-demo-cars">
                      {copy.hero.stockButton}
                    </Link>
                  </p>
                  <HeroSearch
                    label={`Search ${copy.hero.stockButton.toLowerCase()}`}
                    placeholder="Model or keyword"
                    button="Search"
                  />
                </div>
                {/* Brand imagery (templates/oem/DESIGN.md "Home"): the range's most stocked model,
                    its picture and what it costs, one tap from its stock. */}
                {leadModel?.image ? (
                  <Link className="oem-hero__model" to={leadModel.href}>
                    <Image
                      className="oem-hero__model-image"
                      src={leadModel.image}
                      alt=""
                      width={640}
                      height={427}
                      sizes="(min-width: 64rem) 36rem, 100vw"
                    />
                    <span className="oem-hero__model-name">{leadModel.model}</span>
                    <span className="oem-hero__model-from">
                      {leadModel.from !== null
                        ? `From ${formatCurrency(leadModel.from)}`
                        : 'Enquire'}{' '}
                      · {leadModel.count} available
                    </span>
                  </Link>
                ) : null}
              </div>
            </section>
          ),
          'model-range': models.length ? (
            <section className="section oem-range" aria-labelledby="range-heading">
              <div className="section-heading">
                <h2 id="range-heading">{copy.home.modelRangeHeading}</h2>
                <Link to="/models">{copy.hero.rangeButton}</Link>
              </div>
              <ul className="model-range">
                {models.map((model) => (
                  <li key={model.href}>
                    <Link to={model.href}>
                      <span className="model-range__name">{model.model}</span>
                      <span className="model-range__from">
                        {model.from !== null ? `From ${formatCurrency(model.from)}` : 'Enquire'} ·{' '}
                        {model.count} available
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null,
          'range-bodies': bodies.length ? (
            <nav className="section" aria-labelledby="range-bodies-heading">
              <h2 id="range-bodies-heading">Browse the range by body type</h2>
              <ul className="chip-list">
                {bodies.map((body) => (
                  <li key={body.href}>
                    <Link className="chip" to={body.href}>
                      {body.label} ({body.count})
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null,
          'manufacturer-offers': (
            <OffersSection
              offers={offers}
              translations={{ heading: copy.home.offersHeading, viewAll: copy.home.offersViewAll }}
            />
          ),
          'new-demo-stock': (
            <section className="section" aria-labelledby="new-demo-heading">
              <div className="section-heading">
                <h2 id="new-demo-heading">{copy.home.newDemoHeading}</h2>
                <Link to="/search/new-and-demo-cars">{copy.home.newDemoViewAll}</Link>
              </div>
              <CarGrid cars={newDemo} />
            </section>
          ),
          finders: <HomeFinders finders={finders} />,
          'certified-pre-owned': (
            <section className="section certified-box" aria-labelledby="certified-heading">
              <h2 id="certified-heading">{copy.home.certifiedHeading}</h2>
              <p>{copy.home.certifiedIntro}</p>
              <ul>
                {copy.certifiedBenefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
              {certified.count > 0 ? (
                <p>
                  {certified.count} certified pre-owned{' '}
                  {certified.count === 1 ? 'vehicle' : 'vehicles'} in stock.{' '}
                  <Link to={certified.href}>{copy.home.certifiedViewAll}</Link>
                </p>
              ) : null}
            </section>
          ),
          'service-cta': (
            <section className="service-cta" aria-labelledby="service-heading">
              <div className="service-cta__inner">
                <h2 id="service-heading">{copy.home.serviceHeading}</h2>
                <p>{copy.home.serviceIntro}</p>
                <p>
                  <a className="button" href={serviceHref}>
                    {copy.home.serviceButton}
                  </a>
                </p>
              </div>
            </section>
          ),
          reviews: <HomeTrust trust={trust} parts={['reviews']} />,
          locations: <LocationsSection cards={locations} />,
          blog: <HomeTrust trust={trust} parts={['blog']} />,
          'stats-banner': <SiteStatsBanner />,
          'sales-counter': <HomeTrust trust={trust} parts={['salesCounter']} />,
        }}
      />
    </>
  );
}
