import { financeEstimate, roundRepayment } from '@forecourt/finance-math';
import { formatCurrency } from '@forecourt/format';
import { MIN_DISPLAY_PRICE } from '@forecourt/pricing';
import type { SettingsUpdate } from '@forecourt/search-engine';
import type { ApiCar } from '../cars.ts';

/** The search index that holds every car (vehicle-stock §7 "Search engine query"). */
export const CARS_INDEX = 'cars';

/** The primary key of the cars index. */
export const CARS_PRIMARY_KEY = 'id';

/** One price band of the `price_range` facet: `min` inclusive, `max` exclusive (null: open). */
export interface PriceBand {
  label: string;
  min: number;
  max: number | null;
}

const BAND_EDGES = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000] as const;

/**
 * The `price_range` facet's bands, ordered by lower bound (vehicle-stock §2 "Price bands are
 * ordered by lower number"): `Under $10,000`, `$10,000 - $20,000`, … `$75,000 - $100,000`,
 * `Over $100,000`. The index sorts facet values alphabetically, so a UI orders the values it
 * gets by this list.
 */
export const PRICE_BANDS: readonly PriceBand[] = [
  { label: `Under ${formatCurrency(BAND_EDGES[0])}`, min: 0, max: BAND_EDGES[0] },
  ...BAND_EDGES.slice(1).map((max, i) => {
    const min = BAND_EDGES[i] as number;
    return { label: `${formatCurrency(min)} - ${formatCurrency(max)}`, min, max };
  }),
  {
    label: `Over ${formatCurrency(BAND_EDGES[BAND_EDGES.length - 1] as number)}`,
    min: BAND_EDGES[BAND_EDGES.length - 1] as number,
    max: null,
  },
];

/**
 * The price band label of a price, or null when the car shows no price (10 or less, vehicle-stock
 * §4 Price display).
 */
export function priceRange(price: number | null): string | null {
  if (price === null || !(price > MIN_DISPLAY_PRICE)) return null;
  return PRICE_BANDS.find((band) => price >= band.min && (band.max === null || price < band.max))
    ?.label as string;
}

/**
 * The site-wide finance estimate's weekly repayment in whole dollars (site-wide §9: 5 years, 10%
 * deposit, 30% balloon, 10% p.a.; vehicle-stock §9 "Weekly payment shown in whole dollars"), or
 * null when the car shows no price.
 */
export function weeklyRepayment(price: number | null): number | null {
  if (price === null || !(price > MIN_DISPLAY_PRICE)) return null;
  const estimate = financeEstimate(price);
  return estimate ? roundRepayment(estimate.weekly, { unit: 'dollar' }) : null;
}

/** How many image urls a search document keeps (cards show the first; hover shows a few). */
export const SEARCH_DOCUMENT_IMAGES = 3;

/**
 * A car in the `cars` search index: what result cards, facets, filters and sorts need and
 * nothing else (the vehicle page loads the full car from the API). Field names are
 * vehicle-stock §3's; `body`, `fuel`, `transmission` and `drive` are the simple_* values under the
 * search-state names (vehicle-stock §2), and `simple_body` is kept too because the similar-vehicle
 * queries of `@forecourt/stock-eligibility` filter on it.
 */
export interface CarSearchDocument {
  [field: string]: unknown;
  id: number;
  slug: string;
  path: string;
  name: string;
  stocknum: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  badge: string | null;
  series: string | null;
  body: string | null;
  simple_body: string | null;
  car_type: string | null;
  price: number | null;
  /** `Drive Away`, `Excl. Govt. Charges`: what the price includes, shown beside it on cards. */
  price_type: string | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  preorder: boolean;
  km: number | null;
  colour: string | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  seats: number | null;
  doors: number | null;
  state: string | null;
  city: string | null;
  location_name: string | null;
  location_slug: string | null;
  dealership_id: number;
  dealership_slug: string | null;
  dealership_name: string | null;
  status: string;
  tag: string | null;
  certified: boolean;
  reserved: boolean;
  item_type: string | null;
  show_on_dealer_website: boolean;
  sold_date_timestamp: number | null;
  created_at_timestamp: number | null;
  price_range: string | null;
  weekly_repayment: number | null;
  primary_image_url: string | null;
  images: string[];
  photos_count: number;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function number(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function imageUrls(images: unknown): string[] {
  if (!Array.isArray(images)) return [];
  const urls: string[] = [];
  for (const image of images) {
    if (urls.length >= SEARCH_DOCUMENT_IMAGES) break;
    const url = (image as { url?: unknown } | null)?.url;
    if (typeof url === 'string') urls.push(url);
  }
  return urls;
}

/** Maps a car in the API shape (`selectCars`) to its search document. */
export function toSearchDocument(car: ApiCar): CarSearchDocument {
  const location = (car.location ?? null) as { name?: unknown; slug?: unknown } | null;
  const price = number(car.price);
  const images = imageUrls(car.images);
  return {
    id: car.id,
    slug: car.slug,
    path: car.path,
    name: text(car.name) ?? car.slug,
    stocknum: text(car.stocknum),
    year: number(car.year),
    make: text(car.make),
    model: text(car.model),
    badge: text(car.badge),
    series: text(car.series),
    body: text(car.simple_body),
    simple_body: text(car.simple_body),
    car_type: text(car.car_type),
    price,
    price_type: text(car.price_type),
    before_price: number(car.before_price),
    offer_price: number(car.offer_price),
    subscription_price: number(car.subscription_price),
    preorder: car.preorder === true,
    km: number(car.km),
    colour: text(car.colour),
    fuel: text(car.simple_fuel),
    transmission: text(car.simple_transmission),
    drive: text(car.simple_drive),
    seats: number(car.seats),
    doors: number(car.doors),
    state: text(car.state),
    city: text(car.city),
    location_name: text(location?.name),
    location_slug: text(location?.slug),
    dealership_id: car.dealership_id,
    dealership_slug: text(car.dealership_slug),
    dealership_name: text(car.dealership_name),
    status: car.status,
    tag: text(car.tag),
    certified: car.certified === true,
    reserved: car.reserved === true,
    item_type: text(car.item_type),
    show_on_dealer_website: car.show_on_dealer_website !== false,
    sold_date_timestamp: number(car.sold_date_timestamp),
    created_at_timestamp: number(car.created_at_timestamp),
    price_range: priceRange(price),
    weekly_repayment: weeklyRepayment(price),
    primary_image_url: text(car.primary_image_url) ?? images[0] ?? null,
    images,
    photos_count: number(car.photos_count) ?? 0,
  };
}

/**
 * Settings of the `cars` index (the same JSON goes to the embedded engine and to Meilisearch).
 *
 * - searchableAttributes, in attribute-ranking order: the name first, then make, model, badge,
 *   series, then body, colour, fuel, transmission; `stocknum` last so a dealer can find a car by
 *   its stock number without stock numbers outranking words shoppers type.
 * - filterableAttributes: every facet and filter of the search state (vehicle-stock §2), the
 *   site scope (`dealership_id`) and the stock filters (`status`, `show_on_dealer_website`,
 *   `sold_date_timestamp`, site-wide §7), plus `simple_body` for similar vehicles and `id` (the
 *   Algolia protocol's object reads check a site's scope with `id IN [...]`).
 * - sortableAttributes: price, year, km and created_at_timestamp (most relevant, latest, highest
 *   and lowest price; vehicle-stock §2).
 * - pagination.maxTotalHits 10,000: the results page shows the count of the whole stock (a
 *   site-configured total only above 1,999 hits, vehicle-stock §9) and pages through it;
 *   Meilisearch's default of 1,000 would cap both. Past it the engines answer the cap as the
 *   total: the results page then says "10,000+ cars found" (SEARCH_TOTAL_HITS_CAP in the search
 *   feature must match).
 * - faceting.maxValuesPerFacet 100 (Meilisearch's default, stated so both engines agree): the
 *   Make dropdown lists every make of a site.
 */
export const CARS_INDEX_SETTINGS: SettingsUpdate = {
  searchableAttributes: [
    'name',
    'make',
    'model',
    'badge',
    'series',
    'body',
    'colour',
    'fuel',
    'transmission',
    'stocknum',
  ],
  filterableAttributes: [
    'badge',
    'body',
    'car_type',
    'certified',
    'city',
    'colour',
    'created_at_timestamp',
    'dealership_id',
    'dealership_name',
    'dealership_slug',
    'doors',
    'drive',
    'fuel',
    'id',
    'item_type',
    'km',
    'location_name',
    'location_slug',
    'make',
    'model',
    'preorder',
    'price',
    'price_range',
    'reserved',
    'seats',
    'series',
    'show_on_dealer_website',
    'simple_body',
    'sold_date_timestamp',
    'state',
    'status',
    // vehicle-stock §6: a site's rules may exclude stock numbers from its scope.
    'stocknum',
    'subscription_price',
    'tag',
    'transmission',
    'weekly_repayment',
    'year',
  ],
  sortableAttributes: ['price', 'year', 'km', 'created_at_timestamp'],
  faceting: { maxValuesPerFacet: 100 },
  pagination: { maxTotalHits: 10_000 },
};
