/**
 * Trade-in valuation `reducedPrice`: the car price minus the trade-in `offer_price` when the offer
 * is above zero, else `null` (vehicle-stock §3 Trade-in valuation). Also `null` without a car
 * price. Not clamped: an offer above the car price gives a negative figure, as the spec's
 * subtraction does.
 */
export function tradeInReducedPrice(
  price: number | null | undefined,
  offer_price: number | null | undefined,
): number | null {
  if (typeof price !== 'number' || Number.isNaN(price)) return null;
  if (typeof offer_price !== 'number' || !(offer_price > 0)) return null;
  return price - offer_price;
}
