import type { Car } from '@forecourt/api-client';
import { compareText, slugify } from '@forecourt/format';
import type { PriceDisplaySite } from '@forecourt/pricing';
import type { PublicSiteConfig } from '@forecourt/site-config';
import { type BodyFacetTileOptions, bodyFacetTiles } from '@forecourt/site-config';
import { isInStock, listedInSearch } from '@forecourt/stock-eligibility';
import { type CarCardData, carCard } from './car-card.ts';

type BodyFacetTileSite = Pick<PublicSiteConfig, 'body_images' | 'truck_body_type'>;

/** A quick link into the stock: label, count and its `/search/{slug}` page. */
export interface StockLink {
  label: string;
  count: number;
  href: string;
}

/** The cars that count as in stock: in_stock and coming_soon (vehicle-stock §4). */
export function inStockCars(cars: readonly Car[]): Car[] {
  return cars.filter(isInStock);
}

/**
 * The cars a count of the stock covers: those the results page lists (in stock, coming soon or
 * sold within the site's sold window, shown on the dealer website; site-wide §7, §4). Counts
 * shown on a page (makes, bodies, dealerships) are taken over these, so each equals the total of
 * the results page it links to (vehicle-stock §4).
 */
export function listedCars(
  cars: readonly Car[],
  site: Pick<PublicSiteConfig, 'include_sold_cars_days'>,
  now: Date,
): Car[] {
  return cars.filter(listedInSearch({ now, include_sold_cars_days: site.include_sold_cars_days }));
}

/** The newest in-stock cars, `count` of them (the home page's featured list). */
export function featuredCars(cars: readonly Car[], count: number): Car[] {
  // Each date parsed once, not in every comparison (a group's stock is thousands of cars).
  return inStockCars(cars)
    .map((car) => ({ car, at: Date.parse(car.created_at) }))
    .sort((a, b) => b.at - a.at || b.car.id - a.car.id)
    .slice(0, count)
    .map(({ car }) => car);
}

/**
 * Makes, most stocked first (then by name), each linking `/search/{make}` (site-wide §2), counted
 * over `cars` as given: pass {@link listedCars} so each count is its results page's total.
 */
export function makeLinks(cars: readonly Car[], count: number): StockLink[] {
  const counts = new Map<string, number>();
  for (const car of cars) {
    const make = car.make?.trim();
    if (make) counts.set(make, (counts.get(make) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, m], [b, n]) => n - m || compareText(a, b))
    .slice(0, count)
    .map(([make, n]) => ({ label: make, count: n, href: `/search/${slugify(make)}` }));
}

/**
 * Body type tiles (site-wide §5 facet tiles), linking `/search/{body slug}`, counted over `cars`
 * as given: pass {@link listedCars} so each count is its results page's total.
 */
export function bodyLinks(cars: readonly Car[], options: BodyFacetTileOptions = {}): StockLink[] {
  const distribution: Record<string, number> = {};
  for (const car of cars) {
    const body = car.simple_body?.trim();
    if (body) distribution[body] = (distribution[body] ?? 0) + 1;
  }
  return bodyFacetTiles(distribution, options).map((tile) => ({
    label: tile.value,
    count: tile.count,
    href: `/search/${tile.slug}`,
  }));
}

/** What a home page shows of the stock: make and body links and the newest cars. */
export interface StockHighlights {
  makes: StockLink[];
  bodies: StockLink[];
  featured: CarCardData[];
}

/**
 * A home page's stock highlights from the site's stock feed: the most stocked makes, the body
 * tiles (site-wide §5 facet tiles, with the site's custom images and truck body type), both
 * counted as their results pages count ({@link listedCars} at `now`), and the newest in-stock
 * cars as cards.
 */
export function stockHighlights(
  cars: readonly Car[],
  site: PriceDisplaySite &
    Partial<BodyFacetTileSite> &
    Pick<PublicSiteConfig, 'include_sold_cars_days'>,
  counts: { makes: number; featured: number },
  now: Date = new Date(),
): StockHighlights {
  const listed = listedCars(cars, site, now);
  return {
    makes: makeLinks(listed, counts.makes),
    bodies: bodyLinks(listed, {
      customImages: site.body_images,
      truckBodyType: site.truck_body_type,
    }),
    featured: featuredCars(cars, counts.featured).map((car) => carCard(car, site)),
  };
}
