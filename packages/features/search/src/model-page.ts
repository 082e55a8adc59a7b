import type { Car, Offer } from '@forecourt/api-client';
import { slugify } from '@forecourt/format';
import type { PriceDisplaySite } from '@forecourt/pricing';
import { type CarCardData, carCard } from './car-card.ts';
import { EMPTY_SEARCH_STATE, searchHref } from './search-state.ts';
import { inStockCars } from './stock-links.ts';

/** How many new/demo and used cards the model page shows (the rest: the all-stock link). */
export const MODEL_PAGE_NEW_DEMO_COUNT = 8;
export const MODEL_PAGE_USED_COUNT = 4;

/** What `/{model-slug}` shows (site-wide §2: where an offer's Explore model link goes). */
export interface ModelPageData {
  make: string | null;
  model: string;
  slug: string;
  /** The model's body types in stock, most common first. */
  bodies: string[];
  /** The lowest advertised price of the model in stock, or null. */
  priceFrom: number | null;
  /** In-stock cars of the model: every one counted, new and demo first. */
  stockCount: number;
  newDemo: CarCardData[];
  used: CarCardData[];
  /** The site's current offers for the model. */
  offers: Offer[];
  /** The results page of the model's whole stock. */
  allStockHref: string;
}

const newest = (a: Car, b: Car) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

/**
 * The model page from the site's stock feed and offers: the model whose name slugifies to `slug`
 * among the in-stock cars and the offers' models; null when neither knows it (a 404).
 */
export function modelPageData(
  slug: string,
  cars: readonly Car[],
  offers: readonly Offer[],
  site: PriceDisplaySite,
): ModelPageData | null {
  const wanted = slug.toLowerCase();
  const stock = inStockCars(cars).filter((car) => car.model && slugify(car.model) === wanted);
  const modelOffers = offers.filter((offer) => offer.model?.slug === wanted);
  const named = stock[0]?.model ?? modelOffers[0]?.model?.name;
  if (!named) return null;
  const bodies = new Map<string, number>();
  for (const car of stock) {
    const body = car.simple_body;
    if (body) bodies.set(body, (bodies.get(body) ?? 0) + 1);
  }
  const prices = stock
    .map((car) => car.price ?? 0)
    .filter((price) => price > 0)
    .sort((a, b) => a - b);
  const byAge = [...stock].sort(newest);
  return {
    make: stock[0]?.make ?? modelOffers[0]?.manufacturer?.name ?? null,
    model: named,
    slug: wanted,
    bodies: [...bodies.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en-AU'))
      .map(([body]) => body),
    priceFrom: prices[0] ?? null,
    stockCount: stock.length,
    newDemo: byAge
      .filter((car) => car.car_type !== 'used')
      .slice(0, MODEL_PAGE_NEW_DEMO_COUNT)
      .map((car) => carCard(car, site)),
    used: byAge
      .filter((car) => car.car_type === 'used')
      .slice(0, MODEL_PAGE_USED_COUNT)
      .map((car) => carCard(car, site)),
    offers: modelOffers,
    allStockHref: searchHref({ ...EMPTY_SEARCH_STATE, refinements: { model: [named] } }),
  };
}
