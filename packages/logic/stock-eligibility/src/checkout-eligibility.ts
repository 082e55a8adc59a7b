import { type CarStatus, isInStock } from './in-stock.ts';

/** The car fields that decide what a shopper can do with it online. */
export interface CheckoutCar {
  status: CarStatus;
  reserved?: boolean | null;
  price?: number | null;
}

/**
 * Reserve online (vehicle-stock §4, §5 "reserve and online purchase only when checkout is enabled
 * for the car"): an in-stock car (in_stock or coming_soon), not already reserved, with a price. A
 * coming-soon car can be held with a deposit before it arrives.
 */
export function canReserveOnline(car: CheckoutCar): boolean {
  return isInStock(car) && car.reserved !== true && (car.price ?? 0) > 0;
}

/**
 * Buy online (vehicle-stock §5): as reserving, but only a car on the yard (in_stock): a
 * coming-soon car cannot be paid for, delivered or collected yet, so the buy-online journey
 * refuses it and the page must not offer it.
 */
export function canBuyOnline(car: CheckoutCar): boolean {
  return car.status === 'in_stock' && canReserveOnline(car);
}

/**
 * What the vehicle page says of an in-stock car's status (vehicle-stock §4 tag priority:
 * RESERVED before COMING SOON): `reserved` when another buyer holds it, `coming_soon` when it is
 * on its way, else null (an ordinary in-stock car, or one not in stock, which shows SOLD).
 */
export function stockStatus(car: CheckoutCar): 'reserved' | 'coming_soon' | null {
  if (!isInStock(car)) return null;
  if (car.reserved === true) return 'reserved';
  return car.status === 'coming_soon' ? 'coming_soon' : null;
}
