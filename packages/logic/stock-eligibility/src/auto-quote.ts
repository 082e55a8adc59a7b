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
 * A car counts as in stock for the auto-quote when its status is in_stock, it is not sold, not
 * reserved, and its price is over 200 (site-wide §4 Stock eligibility). coming_soon does not
 * qualify here.
 */
export function isAutoQuoteEligible(car: AutoQuoteCar): boolean {
  return (
    car.status === 'in_stock' &&
    car.sold !== true &&
    car.reserved !== true &&
    car.price !== null &&
    car.price > AUTO_QUOTE_MIN_PRICE
  );
}
