/** The extra filter some sites add on the price-ascending sort (vehicle-stock §5). */
export const PRICE_ABOVE_ZERO_FILTER = 'price > 0';

/** The site switches {@link priceSortFilter} reads. */
export interface PriceSortFilterSite {
  features: { price_above_zero_on_price_asc?: boolean };
}

/**
 * On the price-ascending sort, sites with `features.price_above_zero_on_price_asc` add the filter
 * `price > 0` so no-price cars do not lead the list; otherwise no extra filter (vehicle-stock §5).
 */
export function priceSortFilter(priceAscending: boolean, site: PriceSortFilterSite): string | null {
  return priceAscending && site.features.price_above_zero_on_price_asc === true
    ? PRICE_ABOVE_ZERO_FILTER
    : null;
}
