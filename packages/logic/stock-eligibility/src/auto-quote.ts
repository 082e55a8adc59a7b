import type { CarStatus } from './in-stock.ts';

/** The price a car must be over to qualify for the auto-quote (site-wide §4). */
export const AUTO_QUOTE_MIN_PRICE = 200;

/** The fields the auto-quote rule reads (site-wide §3 Car). */
export interface AutoQuoteCar {
  status: CarStatus;
  sold?: boolean | null;
  reserved?: boolean | null;
  price: number | null;
}

/**
 * Why a car gets no auto-quote, the first that applies: `sold` (status sold or flagged sold),
 * `reserved`, `not_in_stock` (any other status than in_stock, e.g. coming_soon), `price` (no
 * price, or 200 or less).
 */
export type AutoQuoteIneligibleReason = 'sold' | 'reserved' | 'not_in_stock' | 'price';

/**
 * Why a car does not count as in stock for the auto-quote, or null when it does (site-wide §4
 * Stock eligibility: status in_stock, not sold, not reserved, price over 200).
 */
export function autoQuoteIneligibleReason(car: AutoQuoteCar): AutoQuoteIneligibleReason | null {
  if (car.sold === true || car.status === 'sold') return 'sold';
  if (car.reserved === true) return 'reserved';
  if (car.status !== 'in_stock') return 'not_in_stock';
  if (car.price === null || !(car.price > AUTO_QUOTE_MIN_PRICE)) return 'price';
  return null;
}

/**
 * A car counts as in stock for the auto-quote when its status is in_stock, it is not sold, not
 * reserved, and its price is over 200 (site-wide §4 Stock eligibility). coming_soon does not
 * qualify here.
 */
export function isAutoQuoteEligible(car: AutoQuoteCar): boolean {
  return autoQuoteIneligibleReason(car) === null;
}
