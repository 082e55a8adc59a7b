import { CARS_INDEX, multiSearch, SearchUnavailableError } from '@forecourt/search';
import { stockFilter } from '@forecourt/stock-eligibility';
import type { RouterContextProvider } from 'react-router';
import type { StockPriceRange } from './budget-finder.ts';

/** How many body types the pickers offer (site-wide §5 "Body facet limit is 4 by default"). */
export const BUDGET_BODY_LIMIT = 4;

/** The stock the budget finder works over: its body types and price range. */
export interface BudgetFinderStock {
  bodies: string[];
  priceRange: StockPriceRange | null;
}

/**
 * The body types by count descending, then name descending (site-wide §5 body facet order),
 * at most {@link BUDGET_BODY_LIMIT}.
 */
export function budgetBodies(counts: Readonly<Record<string, number>>): string[] {
  return Object.entries(counts)
    .filter(([name, count]) => name.trim() !== '' && count > 0)
    .sort(([a, countA], [b, countB]) => countB - countA || b.localeCompare(a))
    .slice(0, BUDGET_BODY_LIMIT)
    .map(([name]) => name);
}

/**
 * Reads the budget finder's stock from the site's search (site-wide §7 Location / budget stock
 * filter): in stock, coming soon or recently sold, shown on the dealer website, and price > 1000;
 * the body facet for the pickers and the price `facetStats` for the range. A search failure is
 * logged and leaves the pickers empty and the range unknown (the widget still computes).
 */
export async function loadBudgetFinderStock(
  request: Request,
  context: Readonly<RouterContextProvider>,
  site: { include_sold_cars_days?: number | null },
  now: Date,
): Promise<BudgetFinderStock> {
  try {
    const [result] = await multiSearch<unknown>(request, context, {
      queries: [
        {
          indexUid: CARS_INDEX,
          q: '',
          facets: ['body', 'price'],
          filter: [
            stockFilter({
              now,
              include_sold_cars_days: site.include_sold_cars_days ?? null,
              budget: true,
            }),
          ],
          hitsPerPage: 0,
          page: 1,
        },
      ],
    });
    const stats = result?.facetStats?.price;
    return {
      bodies: budgetBodies(result?.facetDistribution?.body ?? {}),
      priceRange: stats ? { min: stats.min, max: stats.max } : null,
    };
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    console.error(`budget finder stock: ${error.message}`);
    return { bodies: [], priceRange: null };
  }
}
