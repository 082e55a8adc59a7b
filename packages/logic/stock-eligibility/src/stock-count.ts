/** Above this many hits the site-configured stock total is shown instead (vehicle-stock §9). */
export const STOCK_COUNT_HITS_THRESHOLD = 1999;

/** The site config field the stock count reads (vehicle-stock §3 `stock.count`). */
export interface StockCountSite {
  stock: { count?: number | null };
}

/**
 * The stock count to show (vehicle-stock §9): when the hits exceed 1999, the site-configured
 * total `stock.count`; otherwise, or when the site has no total, the hits count.
 */
export function stockCountDisplay(nbHits: number, site: StockCountSite): number {
  const configured = site.stock.count;
  return nbHits > STOCK_COUNT_HITS_THRESHOLD && typeof configured === 'number'
    ? configured
    : nbHits;
}
