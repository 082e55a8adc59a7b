import { andFilters, quoteFilterValue } from './filter-expression.ts';
import { type CarStatus, IN_STOCK_STATUSES, isInStock } from './in-stock.ts';

/** Similar vehicles show at most this many cars (vehicle-stock §7, §9). */
export const SIMILAR_VEHICLES_LIMIT = 6;

/** Each similar-vehicles search query asks for this many hits (vehicle-stock §7, §9). */
export const SIMILAR_VEHICLES_QUERY_LIMIT = 10;

/** Prices under this get the narrow ±10,000 window; at or above it ±25,000 (vehicle-stock §9). */
export const SIMILAR_PRICE_WINDOW_THRESHOLD = 50_000;

/**
 * Only in-stock cars are similar vehicles (vehicle-stock §5): `status=in_stock OR
 * status=coming_soon`, built from the statuses `isInStock` counts.
 */
export const IN_STOCK_FILTER = IN_STOCK_STATUSES.map((status) => `status=${status}`).join(' OR ');

/** The current car, as far as similar vehicles read it (vehicle-stock §3 field names). */
export interface SimilarVehiclesCar {
  id: number | string;
  make: string | null;
  model: string | null;
  simple_body?: string | null;
  price: number | null;
}

/** A hit from the search index, as far as the merge reads it. */
export interface SimilarVehicleHit {
  id: number | string;
  make: string | null;
  model: string | null;
  status: CarStatus;
}

/** One query of the search service's multi-search request (vehicle-stock §7). */
export interface SimilarVehicleQuery {
  indexUid: string;
  q: string;
  facets: string[];
  attributesToHighlight: string[];
  limit: number;
  filter: string;
}

/** Options for {@link similarVehicleQueries}. */
export interface SimilarVehicleQueryOptions {
  /** The cars index. */
  indexUid: string;
  /** The site's own stock filter (site config `search_filters`), ANDed into every query. */
  baseFilter?: string | null;
  /** The car's related car ids (vehicle-stock §7): asked for first, by id. */
  relatedIds?: readonly (number | string)[];
}

/** Inclusive price window `{ min, max }` around a price (vehicle-stock §9). */
export interface PriceWindow {
  min: number;
  max: number;
}

/**
 * The similar-vehicles price window: ±10,000 when the price is under 50,000, else ±25,000; the
 * lower bound never goes below 0 (vehicle-stock §9).
 */
export function similarPriceWindow(price: number): PriceWindow {
  const spread = price < SIMILAR_PRICE_WINDOW_THRESHOLD ? 10_000 : 25_000;
  return { min: Math.max(0, price - spread), max: price + spread };
}

function known(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The multi-search queries for similar vehicles, one per filter (vehicle-stock §7): first the same
 * make and model, then the same body within the price window (body alone when the car has no
 * price, the window alone when it has no body). A query whose fields are all missing is left out.
 * Every filter requires in-stock cars (vehicle-stock §5) and the site's base filter when given.
 */
export function similarVehicleQueries(
  car: SimilarVehiclesCar,
  { indexUid, baseFilter, relatedIds = [] }: SimilarVehicleQueryOptions,
): SimilarVehicleQuery[] {
  const filters: string[] = [];
  const ids = relatedIds.filter((value) => /^\d+$/.test(String(value)));
  if (ids.length > 0) filters.push(`id IN [${ids.join(', ')}]`);
  if (known(car.make) && known(car.model)) {
    filters.push(`make=${quoteFilterValue(car.make)} AND model=${quoteFilterValue(car.model)}`);
  }
  const body = known(car.simple_body) ? `simple_body=${quoteFilterValue(car.simple_body)}` : null;
  const { price } = car;
  const priceWindow =
    price !== null && Number.isFinite(price) && price > 0 ? similarPriceWindow(price) : null;
  const priceFilter = priceWindow
    ? `price>=${priceWindow.min} AND price<=${priceWindow.max}`
    : null;
  if (body || priceFilter) filters.push([body, priceFilter].filter(Boolean).join(' AND '));

  return filters.map((filter) => ({
    indexUid,
    q: '',
    facets: [],
    attributesToHighlight: ['*'],
    limit: SIMILAR_VEHICLES_QUERY_LIMIT,
    filter: andFilters(baseFilter, IN_STOCK_FILTER, filter),
  }));
}

function sameText(a: string | null, b: string | null): boolean {
  return known(a) && known(b) && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Merges the multi-search results (`results[].hits[]`) into the similar vehicles list
 * (vehicle-stock §7, §9): hits in query order, de-duplicated by id, without the current car and
 * without cars that are not in stock; cars of the same make and model first (case-insensitive,
 * otherwise order kept); cut to 6 or the site's `rules.similar_vehicles_count`
 * (vehicle-stock §9 "Similar-cars page size is site-configured"). The related car ids of the car
 * (vehicle-stock §7 "Related car ids by car slug … used for similar vehicles"), when known, come
 * first in their own order.
 */
export function pickSimilarVehicles<T extends SimilarVehicleHit>(
  car: Pick<SimilarVehiclesCar, 'id' | 'make' | 'model'>,
  results: readonly { hits: readonly T[] }[],
  options: PickSimilarVehiclesOptions = {},
): T[] {
  const seen = new Set<string>([String(car.id)]);
  const sameModel: T[] = [];
  const others: T[] = [];
  for (const { hits } of results) {
    for (const hit of hits) {
      const id = String(hit.id);
      if (seen.has(id) || !isInStock(hit)) continue;
      seen.add(id);
      const isSameModel = sameText(hit.make, car.make) && sameText(hit.model, car.model);
      (isSameModel ? sameModel : others).push(hit);
    }
  }
  const limit = Math.max(0, Math.floor(options.limit ?? SIMILAR_VEHICLES_LIMIT));
  const merged = [...sameModel, ...others];
  const related = (options.relatedIds ?? []).map(String);
  if (related.length > 0) {
    const rank = (hit: T) => {
      const index = related.indexOf(String(hit.id));
      return index === -1 ? related.length : index;
    };
    // Array.prototype.sort is stable: unrelated cars keep their order after the related ones.
    merged.sort((a, b) => rank(a) - rank(b));
  }
  return merged.slice(0, limit);
}

/** Options for {@link pickSimilarVehicles}. */
export interface PickSimilarVehiclesOptions {
  /** How many to show; the site's `rules.similar_vehicles_count`, default 6 (vehicle-stock §9). */
  limit?: number;
  /** The car's related car ids, shown first in this order (vehicle-stock §7). */
  relatedIds?: readonly (number | string)[];
}
