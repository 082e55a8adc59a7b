import type { Car } from '@forecourt/api-client';
import { compareText, slugify } from '@forecourt/format';
import type { PriceDisplaySite } from '@forecourt/pricing';
import type { PublicSiteConfig } from '@forecourt/site-config';
import { type BodyFacetTileOptions, bodyFacetTiles } from '@forecourt/site-config';
import { isInStock, listedInSearch } from '@forecourt/stock-eligibility';
import { type CarCardData, carCard } from './car-card.ts';
import { EMPTY_SEARCH_STATE, searchHref } from './search-state.ts';

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

/** The car types of a franchise's model range: its current models (site-wide §2 `/models`). */
export const MODEL_RANGE_CAR_TYPES: readonly string[] = ['new', 'demo'];

/**
 * The cars of the model range as `/models` counts them: the listed cars ({@link listedCars})
 * that are new or demo. The home page's range tiles count these, so each equals the range page
 * it links to (vehicle-stock §4).
 */
export function rangeCars(
  cars: readonly Car[],
  site: Pick<PublicSiteConfig, 'include_sold_cars_days'>,
  now: Date,
): Car[] {
  return listedCars(cars, site, now).filter((car) =>
    MODEL_RANGE_CAR_TYPES.includes(car.car_type ?? ''),
  );
}

/**
 * A model's range stock: `/search/{make}/{model}` of its new and demo cars, what a range page's
 * "N new and demo in stock" counts (vehicle-stock §4).
 */
export function rangeModelHref(make: string, model: string): string {
  return searchHref(
    { ...EMPTY_SEARCH_STATE, refinements: { car_type: [...MODEL_RANGE_CAR_TYPES] } },
    `/search/${slugify(make)}/${slugify(model)}`,
  );
}

/** The certified pre-owned stock's results page: used cars with `certified=true`. */
export const CERTIFIED_PRE_OWNED_HREF = searchHref(
  { ...EMPTY_SEARCH_STATE, refinements: { certified: ['true'] } },
  '/search/used-cars',
);

/**
 * The certified pre-owned box's count and link (site-wide §1): the used cars certified under the
 * manufacturer's program among those the results page lists, linking the page that lists
 * exactly them, so the number is that page's total (vehicle-stock §4).
 */
export function certifiedPreOwned(
  cars: readonly Car[],
  site: Pick<PublicSiteConfig, 'include_sold_cars_days'>,
  now: Date,
): StockLink {
  return {
    label: 'Certified pre-owned',
    count: listedCars(cars, site, now).filter(
      (car) => car.car_type === 'used' && car.certified === true,
    ).length,
    href: CERTIFIED_PRE_OWNED_HREF,
  };
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
