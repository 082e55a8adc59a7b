import type { Car } from '@forecourt/api-client';
import { compareText, slugify } from '@forecourt/format';
import type { PriceDisplaySite } from '@forecourt/pricing';
import type { PublicSiteConfig } from '@forecourt/site-config';
import { type BodyFacetTileOptions, bodyFacetTiles } from '@forecourt/site-config';
import { isInStock } from '@forecourt/stock-eligibility';
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

/** The newest in-stock cars, `count` of them (the home page's featured list). */
export function featuredCars(cars: readonly Car[], count: number): Car[] {
  // Each date parsed once, not in every comparison (a group's stock is thousands of cars).
  return inStockCars(cars)
    .map((car) => ({ car, at: Date.parse(car.created_at) }))
    .sort((a, b) => b.at - a.at || b.car.id - a.car.id)
    .slice(0, count)
    .map(({ car }) => car);
}

/** Makes in stock, most stocked first (then by name), each linking `/search/{make}` (site-wide §2). */
export function makeLinks(cars: readonly Car[], count: number): StockLink[] {
  const counts = new Map<string, number>();
  for (const car of inStockCars(cars)) {
    const make = car.make?.trim();
    if (make) counts.set(make, (counts.get(make) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, m], [b, n]) => n - m || compareText(a, b))
    .slice(0, count)
    .map(([make, n]) => ({ label: make, count: n, href: `/search/${slugify(make)}` }));
}

/** Body type tiles of the stock in stock (site-wide §5 facet tiles), linking `/search/{body slug}`. */
export function bodyLinks(cars: readonly Car[], options: BodyFacetTileOptions = {}): StockLink[] {
  const distribution: Record<string, number> = {};
  for (const car of inStockCars(cars)) {
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
 * tiles (site-wide §5 facet tiles, with the site's custom images and truck body type) and the
 * newest in-stock cars as cards.
 */
export function stockHighlights(
  cars: readonly Car[],
  site: PriceDisplaySite & Pick<BodyFacetTileSite, 'body_images' | 'truck_body_type'>,
  counts: { makes: number; featured: number },
): StockHighlights {
  return {
    makes: makeLinks(cars, counts.makes),
    bodies: bodyLinks(cars, {
      customImages: site.body_images,
      truckBodyType: site.truck_body_type,
    }),
    featured: featuredCars(cars, counts.featured).map((car) => carCard(car, site)),
  };
}
