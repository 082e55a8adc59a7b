/** Car statuses seen in stock feeds (vehicle-stock §3); others may exist. */
export type CarStatus = 'in_stock' | 'coming_soon' | 'sold' | (string & {});

/** The statuses that count as in stock (vehicle-stock §4 Availability). */
export const IN_STOCK_STATUSES: readonly CarStatus[] = ['in_stock', 'coming_soon'];

/** in_stock and coming_soon count as in stock; sold and every other status do not (vehicle-stock §4). */
export function isInStock(car: { status: CarStatus }): boolean {
  return IN_STOCK_STATUSES.includes(car.status);
}
