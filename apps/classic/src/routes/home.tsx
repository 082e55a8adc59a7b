import { CLASSIC_PAGES } from '@forecourt/template-classic';
import { Link } from 'react-router';
import { apiFor } from '../api.server.ts';
import { carCard } from '../car-card.ts';
import { CarGrid } from '../components/CarCard.tsx';
import {
  absoluteUrl,
  autoDealerJsonLd,
  canonicalOrigin,
  canonicalUrl,
  configDealerLocation,
  serializeJsonLd,
  shareMeta,
  webSiteJsonLd,
} from '../seo.ts';
import { COPY, SITE_CITY, SITE_LOGO_URL, site, siteText } from '../site.ts';
import { bodyLinks, featuredCars, makeLinks, type StockLink } from '../stock-links.ts';
import type { Route } from './+types/home';

const PAGE = CLASSIC_PAGES.home;

export async function loader({ request, context }: Route.LoaderArgs) {
  // Until the search feature lands, quick links and featured cars come from the site's stock
  // feed: one API call per render (see README "Cost of SSR through the API").
  const { cars } = await apiFor(request, context).siteStock(site.slug);
  const origin = canonicalOrigin(site.url, request.url);
  // The dealership for JSON-LD: its primary (else first) visible location, when configured.
  const visible = site.locations.filter((location) => location.visible);
  const location = visible.find((candidate) => candidate.primary) ?? visible[0];
  return {
    seo: {
      title: `${site.name}${SITE_CITY ? ` | Used cars in ${SITE_CITY}` : ''}`,
      description: siteText(SITE_CITY ? COPY.hero.intro : COPY.hero.introWithoutCity),
      canonical: canonicalUrl(site.url, request.url, '/'),
    },
    share: {
      type: 'website' as const,
      siteName: site.name,
      image: SITE_LOGO_URL ? { url: absoluteUrl(origin, SITE_LOGO_URL), alt: site.name } : null,
    },
    jsonLd: [
      webSiteJsonLd(site.name, origin),
      autoDealerJsonLd(
        { ...site, logo: SITE_LOGO_URL },
        origin,
        location ? configDealerLocation(location) : { city: site.address.city, phone: site.phone },
      ),
    ],
    makes: makeLinks(cars, PAGE.makeLinkCount),
    bodies: bodyLinks(cars, {
      customImages: site.body_images,
      truckBodyType: site.truck_body_type,
    }),
    featured: featuredCars(cars, PAGE.featuredStockCount).map((car) => carCard(car, site)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? shareMeta(loaderData.seo, loaderData.share) : [];

function QuickLinks({ id, heading, links }: { id: string; heading: string; links: StockLink[] }) {
  if (!links.length) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="chip-list">
        {links.map((link) => (
          <li key={link.href}>
            <Link className="chip" to={link.href}>
              {link.label} <span className="chip__count">({link.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { makes, bodies, featured } = loaderData;
  return (
    <>
      {loaderData.jsonLd.map((item) => (
        <script
          key={String(item['@type'])}
          type="application/ld+json"
          // serializeJsonLd escapes < > & so the text cannot close the script element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
        />
      ))}
      <section className="hero" aria-labelledby="hero-heading">
        <div className="hero__inner">
          <h1 id="hero-heading">{siteText(COPY.hero.heading)}</h1>
          <p>{siteText(SITE_CITY ? COPY.hero.intro : COPY.hero.introWithoutCity)}</p>
          {/* A plain GET form: works before (and without) JavaScript. */}
          <search className="hero__search">
            <form method="get" action="/search">
              <label htmlFor="hero-query">{COPY.hero.searchLabel}</label>
              <div className="hero__search-row">
                <input
                  id="hero-query"
                  name="query"
                  type="search"
                  placeholder={COPY.hero.searchPlaceholder}
                  autoComplete="off"
                />
                <button type="submit">{COPY.hero.searchButton}</button>
              </div>
            </form>
          </search>
        </div>
      </section>
      <div className="page">
        <QuickLinks id="makes-heading" heading={COPY.home.makesHeading} links={makes} />
        <QuickLinks id="bodies-heading" heading={COPY.home.bodiesHeading} links={bodies} />
        <section className="section" aria-labelledby="featured-heading">
          <h2 id="featured-heading">{COPY.home.featuredHeading}</h2>
          <CarGrid cars={featured} />
          <p>
            <Link className="button" to="/search">
              {COPY.home.viewAllStock}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
