import {
  PRICE_ABOVE_ZERO_FILTER,
  priceSortFilter,
  soldCutoffTimestamp,
  stockFilter,
} from '@forecourt/stock-eligibility';
import { type SearchRequestSite, sortOption } from '../search-request.ts';
import type { SearchState } from '../search-state.ts';
import type { SearchProtocol } from './search-client.ts';

/**
 * The filters every results search carries besides the shopper's refinements (what
 * `searchFilter` puts first in the loader's request): the stock filter (in stock, coming soon or
 * sold in the last days, shown on the dealer website; site-wide §7, §4) and, on Lowest Price
 * where the site asks for it, price above zero (vehicle-stock §5). InstantSearch sends them as
 * the `filters` parameter: Algolia syntax for the Algolia protocol, Meilisearch syntax through
 * instant-meilisearch.
 */
export function siteFilters(
  state: Pick<SearchState, 'sortBy'>,
  site: SearchRequestSite,
  now: Date,
  protocol: SearchProtocol,
): string {
  const priceAscending = sortOption(state.sortBy).sort === 'price:asc';
  const price = priceSortFilter(priceAscending, site);
  if (protocol === 'meilisearch') {
    const stock = stockFilter({ now, include_sold_cars_days: site.include_sold_cars_days ?? null });
    return price ? `${stock} AND ${price}` : stock;
  }
  const cutoff = soldCutoffTimestamp(now, site.include_sold_cars_days ?? null);
  const stock = `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${cutoff}) AND show_on_dealer_website:true`;
  return price ? `${stock} AND ${PRICE_ABOVE_ZERO_FILTER}` : stock;
}
