import { type CardTag, type CardTagSite, cardTag } from '@forecourt/card-tags';
import { type CarFinanceSite, carFinanceEstimate } from '@forecourt/finance-math';
import { formatKm } from '@forecourt/format';
import { displayPrice, type PriceDisplaySite, wasPrice } from '@forecourt/pricing';
import {
  type CarStatus,
  showFavouriteToggles,
  type ToggleSite,
} from '@forecourt/stock-eligibility';

/** The `cars` search document fields a result card reads (packages/server/api search README). */
export interface CarHit {
  id: number;
  slug: string;
  path: string;
  name: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  badge: string | null;
  body: string | null;
  car_type: string;
  status: CarStatus;
  price: number | null;
  /** `Drive Away`, `Excl. Govt. Charges` (older indexes may not have it). */
  price_type?: string | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  preorder: boolean | null;
  km: number | null;
  transmission: string | null;
  fuel: string | null;
  tag: string | null;
  certified: boolean | null;
  reserved: boolean | null;
  created_at_timestamp: number | null;
  weekly_repayment: number | null;
  primary_image_url: string | null;
  images: string[] | null;
  city: string | null;
  state: string | null;
  location_name: string | null;
}

/** What a result card shows: plain data (serialisable, so loaders send little). */
export interface ResultCardData {
  id: number;
  /** The car's slug, make and model: what a favourite keeps (vehicle-stock §3). */
  slug: string;
  make: string | null;
  model: string | null;
  /** Availability: sold runs collapse in lists (vehicle-stock §4, `collapseSoldCars`). */
  status: CarStatus;
  path: string;
  title: string;
  tag: CardTag | null;
  /** `$34,990`, or the pre-order / no-price text. */
  priceText: string;
  /** `Drive Away`, `Excl. Govt. Charges` beside a price, as on the home cards; null without one. */
  priceType: string | null;
  /** The struck-through was-price (`$36,990`) when above the price (vehicle-stock §4). */
  wasPriceText: string | null;
  /**
   * The car's weekly finance estimate in whole dollars (`$123`): finance-math's
   * `carFinanceEstimate` of its headline price on the site's finance basis, the figure its
   * vehicle page shows; null without a price or when it would read Enquire for Finance.
   */
  weeklyText: string | null;
  /** km, transmission and body, the ones that exist (vehicle-stock §5). */
  details: string[];
  /** The odometer, kept for a saved car (the favourites list formats it). */
  km: number | null;
  image: string | null;
  location: string | null;
  /** Compare and Favourite toggles (vehicle-stock §4). */
  showToggles: boolean;
}

export type ResultCardSite = PriceDisplaySite &
  CardTagSite &
  ToggleSite &
  Pick<CarFinanceSite, 'finance' | 'finance_provider'>;

/** The title a car goes by: its name, else year make model badge. */
export function hitTitle(hit: CarHit): string {
  return (
    hit.name?.trim() ||
    [hit.year, hit.make, hit.model, hit.badge].filter(Boolean).join(' ') ||
    hit.slug
  );
}

/** The card's weekly estimate: the same `carFinanceEstimate` the vehicle page shows (site-wide §9). */
function cardWeekly(hit: CarHit, site: ResultCardSite): string | null {
  const features = (site as { features?: { finance_round_up?: boolean } | null }).features;
  const estimate = carFinanceEstimate(hit, { ...site, features: features ?? null });
  return estimate && !estimate.enquire ? estimate.weeklyText : null;
}

/** A result card's data from a search hit and the site (rules from the logic packages). */
export function resultCard(hit: CarHit, site: ResultCardSite, now: Date): ResultCardData {
  const price = displayPrice(hit, site);
  const was = wasPrice(hit, price.kind === 'price' ? price.amount : null);
  const createdAt =
    hit.created_at_timestamp === null
      ? null
      : new Date(hit.created_at_timestamp * 1000).toISOString();
  return {
    id: hit.id,
    slug: hit.slug,
    make: hit.make,
    model: hit.model,
    status: hit.status,
    path: hit.path,
    title: hitTitle(hit),
    tag: cardTag({ ...hit, created_at: createdAt }, site, now),
    priceText: price.text,
    priceType: price.kind === 'price' ? hit.price_type?.trim() || null : null,
    wasPriceText: was?.text ?? null,
    weeklyText: cardWeekly(hit, site),
    details: [hit.km === null ? null : formatKm(hit.km), hit.transmission, hit.body].filter(
      (detail): detail is string => Boolean(detail),
    ),
    km: hit.km,
    image: hit.primary_image_url,
    location: hit.city && hit.state ? `${hit.city}, ${hit.state}` : hit.location_name,
    showToggles: showFavouriteToggles(hit, site),
  };
}
