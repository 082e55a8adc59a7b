import type { Car } from '@forecourt/api-client';
import { slugify } from '@forecourt/format';
import { type BodyFacetTileOptions, bodyFacetTiles } from '@forecourt/site-config';
import { isInStock } from '@forecourt/stock-eligibility';

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
  return inStockCars(cars)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
    .slice(0, count);
}

/** Makes in stock, most stocked first (then by name), each linking `/search/{make}` (site-wide §2). */
export function makeLinks(cars: readonly Car[], count: number): StockLink[] {
  const counts = new Map<string, number>();
  for (const car of inStockCars(cars)) {
    const make = car.make?.trim();
    if (make) counts.set(make, (counts.get(make) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b, 'en-AU'))
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
