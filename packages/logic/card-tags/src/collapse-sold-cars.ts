import { type CarStatus, isInStock } from '@forecourt/stock-eligibility';

/** One entry of a list after collapsing sold runs (vehicle-stock §4). */
export interface CollapsedCar<T> {
  car: T;
  /** How many further sold cars were folded into this entry; 0 when none. */
  collapsedCount: number;
}

/**
 * Collapses consecutive sold cars in a list into one entry (vehicle-stock §4): each run of cars
 * that are not in stock keeps only its first car, annotated with how many following sold cars
 * were folded into it (`collapsedCount`); in-stock cars pass through with 0. Order is kept.
 */
export function collapseSoldCars<T extends { status: CarStatus }>(
  cars: readonly T[],
): CollapsedCar<T>[] {
  const entries: CollapsedCar<T>[] = [];
  let previousSold = false;
  for (const car of cars) {
    const sold = !isInStock(car);
    const last = entries[entries.length - 1];
    if (sold && previousSold && last) {
      last.collapsedCount += 1;
    } else {
      entries.push({ car, collapsedCount: 0 });
    }
    previousSold = sold;
  }
  return entries;
}
