import type { FinanceFeeSettings } from '@forecourt/finance-math';
import type { RouterContextProvider } from 'react-router';
import { type BudgetFinderSettings, budgetBasis } from './budget-finder.ts';
import { loadBudgetFinderStock } from './budget-finder-loader.ts';
import { type PriceQuickPick, priceQuickPicks } from './price-quick-picks.ts';

/** The results page both finders lead to (site-wide §7 budget search). */
export const HOME_FINDER_SEARCH_PATH = '/search';

/** What a home page's finders read from the site config. */
export interface HomeFindersSite {
  features: { budget_finder: boolean };
  finance: BudgetFinderSettings['finance'] & FinanceFeeSettings;
  /** The site's finance provider, for its standard establishment fee (`financedFees`). */
  finance_provider?: string | null;
  include_sold_cars_days?: number | null;
  price_quick_picks: readonly number[];
  texts: { vehicles: string };
}

/** A home page's Find cars for your budget and Shop by price data. */
export interface HomeFinders {
  /** Null when the site turns the budget finder off (`features.budget_finder`). */
  budget: { bodies: string[]; settings: BudgetFinderSettings } | null;
  quickPicks: PriceQuickPick[];
}

/**
 * A home page's finders (site-wide §2 Find cars for your budget, §9 price quick-picks): the
 * budget finder's body types and price range from the budget stock filter (site-wide §7), only
 * when the site's `features.budget_finder` is on; the price quick-picks from the site's
 * `price_quick_picks`.
 */
export async function loadHomeFinders(
  request: Request,
  context: Readonly<RouterContextProvider>,
  site: HomeFindersSite,
  now: Date = new Date(),
): Promise<HomeFinders> {
  const stock = site.features.budget_finder
    ? await loadBudgetFinderStock(request, context, site, now)
    : null;
  return {
    budget: stock
      ? {
          bodies: stock.bodies,
          settings: {
            finance: budgetBasis(site.finance, site.finance_provider ?? null),
            searchPath: HOME_FINDER_SEARCH_PATH,
            priceRange: stock.priceRange,
            vehicles: site.texts.vehicles,
          },
        }
      : null,
    quickPicks: priceQuickPicks(site.price_quick_picks, HOME_FINDER_SEARCH_PATH),
  };
}
