import type { HomeFinders as HomeFindersData } from '../home-finders.ts';
import { DeferredBudgetFinder } from './DeferredBudgetFinder.tsx';
import { PriceQuickPicks } from './PriceQuickPicks.tsx';

export interface HomeFindersProps {
  finders: HomeFindersData;
}

/**
 * A home page's Find cars for your budget (hydrated on first use, site-wide §2) and Shop by
 * price links (site-wide §9); nothing when the site has neither.
 */
export function HomeFinders({ finders }: HomeFindersProps) {
  if (!finders.budget && finders.quickPicks.length === 0) return null;
  return (
    <div className="section fc-home-finders">
      {finders.budget ? (
        <DeferredBudgetFinder bodies={finders.budget.bodies} settings={finders.budget.settings} />
      ) : null}
      <PriceQuickPicks picks={finders.quickPicks} />
    </div>
  );
}
