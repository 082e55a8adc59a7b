/** The price a car must be above for autograb (market price) data to apply (site-wide §9). */
export const AUTOGRAB_MIN_PRICE = 200;

/** Autograb eligibility: the car's price is above 200 (site-wide §9 Search and stock). */
export function isAutograbEligible(car: { price: number | null }): boolean {
  return car.price !== null && car.price > AUTOGRAB_MIN_PRICE;
}
