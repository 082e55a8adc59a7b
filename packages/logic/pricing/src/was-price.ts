import { formatCurrency } from '@forecourt/format';

/** The car field the was-price reads (vehicle-stock §3 `before_price`). */
export interface WasPricedCar {
  before_price?: number | null;
}

/** The struck-through was-price (vehicle-stock §4). */
export interface WasPrice {
  amount: number;
  text: string;
}

/**
 * The was-price appears only when `before_price` exceeds the current price (vehicle-stock §4).
 * Pass the amount the price block shows (`displayPrice(...).amount` for a `price` kind); with no
 * current price (`null`: pre-order, no price, or a subscription you do not want compared) there
 * is no was-price.
 */
export function wasPrice(car: WasPricedCar, currentAmount: number | null): WasPrice | null {
  const before = car.before_price;
  if (typeof before !== 'number' || currentAmount === null) return null;
  if (!(before > currentAmount)) return null;
  return { amount: before, text: formatCurrency(before) };
}
