/** The budget search cap when the stock has no maximum price (site-wide §7). */
export const DEFAULT_BUDGET_SEARCH_CAP = 100_000;

/** The search URL parameter the budget search sets (site-wide §7, instantsearch range format). */
export const BUDGET_RANGE_PARAM = 'range[price]';

/**
 * The budget search is capped at the stock maximum price, or 100000 when there is none (a
 * missing, zero, negative or non-finite maximum counts as none) (site-wide §7 Budget search).
 */
export function budgetSearchCap(stockMaxPrice: number | null | undefined): number {
  return typeof stockMaxPrice === 'number' && Number.isFinite(stockMaxPrice) && stockMaxPrice > 0
    ? stockMaxPrice
    : DEFAULT_BUDGET_SEARCH_CAP;
}

/**
 * The `range[price]` value for the budget search in instantsearch's `min:max` URL format, from 0
 * up to the budget, capped by {@link budgetSearchCap}; e.g. `0:35000` (site-wide §7). The budget
 * is rounded; NaN becomes 0 and a negative budget 0 (site-wide §5 Budget finder).
 */
export function budgetPriceRange(budget: number, stockMaxPrice: number | null | undefined): string {
  const wanted = Number.isNaN(budget) ? 0 : Math.max(0, Math.round(budget));
  return `0:${Math.min(wanted, budgetSearchCap(stockMaxPrice))}`;
}
