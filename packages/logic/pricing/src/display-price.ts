import { formatCurrency } from '@forecourt/format';

/** A price must be above this to be shown; 10 or less counts as no price (vehicle-stock §4). */
export const MIN_DISPLAY_PRICE = 10;

/**
 * A subscription price's period: the subscription amount is a weekly fee (the search state's
 * `subscription_price` beside `weekly_price_range`, vehicle-stock §3), so wherever it shows it
 * reads `$381 a week subscription` and never passes for the sale price.
 */
export const SUBSCRIPTION_PERIOD_TEXT = 'a week subscription';

/** Shown for pre-order cars without a price (vehicle-stock §4). */
export const PREORDER_TEXT = 'PREORDER';

/** The car fields the price display reads (vehicle-stock §3). */
export interface PricedCar {
  price: number | null;
  /** The dealer's reduced (offer) price; used instead of `price` when above 10. */
  offer_price?: number | null;
  subscription_price?: number | null;
  preorder?: boolean | null;
}

/** The site options the price display reads; a resolved site config can be passed straight in. */
export interface PriceDisplaySite {
  offers_subscription: boolean;
  texts: { no_price: string };
}

/** A car's sale price, or what shows without one: never a subscription amount. */
export type SalePrice = Exclude<DisplayPrice, { kind: 'subscription' }>;

/** What the price block shows, by kind (vehicle-stock §4 Price display). */
export type DisplayPrice =
  | { kind: 'subscription'; amount: number; text: string; period: string }
  | { kind: 'price'; amount: number; text: string; reduced: boolean }
  | { kind: 'preorder'; amount: null; text: string }
  | { kind: 'no_price'; amount: null; text: string };

function above(value: number | null | undefined, floor: number): value is number {
  return typeof value === 'number' && value > floor;
}

/**
 * The price to show, in order of precedence (vehicle-stock §4 Price display):
 * 1. `subscription` — the site offers subscriptions and `subscription_price` is above 0;
 * 2. `price` — the reduced price `offer_price` if above 10 (`reduced: true`), else `price` if
 *    above 10;
 * 3. `preorder` — `PREORDER` for a pre-order car;
 * 4. `no_price` — the site's no-price text (`site.texts.no_price`).
 * `text` is the amount as `$12,345` (site-wide §9); a subscription's text carries its period,
 * `$381 a week subscription` ({@link SUBSCRIPTION_PERIOD_TEXT}, also given as `period`), so no
 * card, page or tag shows a weekly fee as if it were the price.
 */
export function displayPrice(car: PricedCar, site: PriceDisplaySite): DisplayPrice {
  const subscription = subscriptionPrice(car, site);
  return subscription ?? salePrice(car, site);
}

/**
 * The subscription a car shows (vehicle-stock §4: the site offers subscriptions and the value is
 * above 0) with its period, e.g. `{ amount: 381, text: '$381 a week subscription' }`; else null.
 */
export function subscriptionPrice(
  car: PricedCar,
  site: Pick<PriceDisplaySite, 'offers_subscription'>,
): Extract<DisplayPrice, { kind: 'subscription' }> | null {
  if (!site.offers_subscription || !above(car.subscription_price, 0)) return null;
  const amount = car.subscription_price;
  return {
    kind: 'subscription',
    amount,
    text: `${formatCurrency(amount)} ${SUBSCRIPTION_PERIOD_TEXT}`,
    period: SUBSCRIPTION_PERIOD_TEXT,
  };
}

/**
 * The car's sale price whatever the site's subscriptions (vehicle-stock §4 precedence after the
 * subscription): the reduced price, else the price, above 10; else PREORDER; else the no-price
 * text. What meta descriptions, sharing tags and structured data give as the price.
 */
export function salePrice(car: PricedCar, site: Pick<PriceDisplaySite, 'texts'>): SalePrice {
  if (above(car.offer_price, MIN_DISPLAY_PRICE)) {
    const amount = car.offer_price;
    return { kind: 'price', amount, text: formatCurrency(amount), reduced: true };
  }
  if (above(car.price, MIN_DISPLAY_PRICE)) {
    const amount = car.price;
    return { kind: 'price', amount, text: formatCurrency(amount), reduced: false };
  }
  if (car.preorder === true) return { kind: 'preorder', amount: null, text: PREORDER_TEXT };
  return { kind: 'no_price', amount: null, text: site.texts.no_price };
}
