import { formatCurrency } from '@forecourt/format';

/** One price quick-pick: its label and the stock up to that price. */
export interface PriceQuickPick {
  price: number;
  label: string;
  href: string;
}

/**
 * The price quick-pick buttons (site-wide §9 "$5,000 up to $70,000 (9 options), or $300,000 to
 * $800,000 on one site", the site's `price_quick_picks`): each leads to the results page bounded
 * at that price, `range[price]=0:{price}` as the budget finder's search (site-wide §7), cheapest
 * first, duplicates and non-positive values dropped.
 */
export function priceQuickPicks(
  prices: readonly number[],
  searchPath = '/search',
): PriceQuickPick[] {
  return [...new Set(prices.filter((price) => Number.isFinite(price) && price > 0))]
    .sort((a, b) => a - b)
    .map((price) => {
      const params = new URLSearchParams({ 'range[price]': `0:${price}` });
      return {
        price,
        label: `Under ${formatCurrency(price)}`,
        href: `${searchPath}?${params.toString()}`,
      };
    });
}
