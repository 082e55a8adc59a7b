import {
  PRICE_ABOVE_ZERO_FILTER,
  priceSortFilter,
  soldCutoffTimestamp,
  stockFilter,
} from '@forecourt/stock-eligibility';
import type { SearchRequestSite } from '../search-request.ts';
import { SORT_OPTIONS, sortOption } from '../search-state.ts';

const SORT_OPTIONS_PRICE_ASC = SORT_OPTIONS.find((option) => option.sort === 'price:asc')?.value;

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

/** A request as InstantSearch hands it to the search client. */
interface ClientRequest {
  indexName: string;
  params?: { filters?: string } & Record<string, unknown>;
}

/**
 * The search client with the Lowest Price rule (price above zero where the site asks for it,
 * vehicle-stock §5) added to the requests of the price-ascending view. Done here rather than in
 * the `filters` the page configures: configuration that changes with the sort re-mounts
 * InstantSearch's configure widget, which brings back a stale page with the new sort.
 */
export function withPriceAscendingRule<Client extends { search: (...args: never[]) => unknown }>(
  client: Client,
  site: SearchRequestSite,
  protocol: SearchProtocol,
): Client {
  const rule = priceSortFilter(true, site);
  const ascending = SORT_OPTIONS_PRICE_ASC;
  if (!rule) return client;
  const extra = protocol === 'meilisearch' ? rule : PRICE_ABOVE_ZERO_FILTER;
  const add = (request: ClientRequest): ClientRequest =>
    request.indexName === ascending
      ? {
          ...request,
          params: {
            ...request.params,
            filters: request.params?.filters ? `${request.params.filters} AND ${extra}` : extra,
          },
        }
      : request;
  const search = (input: unknown, ...rest: unknown[]) => {
    const next = Array.isArray(input)
      ? (input as ClientRequest[]).map(add)
      : {
          ...(input as object),
          requests: (input as { requests: ClientRequest[] }).requests.map(add),
        };
    return (client.search as (...args: unknown[]) => unknown)(next, ...rest);
  };
  return { ...client, search } as Client;
}
