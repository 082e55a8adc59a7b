import { FREQUENCIES } from './frequencies.ts';

/** Budget finder frequencies (site-wide §9). */
export type BudgetFrequency = 'weekly' | 'monthly';

/** Budget finder defaults and limits (site-wide §5, §9). */
export const BUDGET_DEFAULTS = {
  frequency: 'weekly' as BudgetFrequency,
  repayment: { weekly: 200, monthly: 600 } as Readonly<Record<BudgetFrequency, number>>,
  deposit: 2000,
  termYears: 5,
  /** Repayment and deposit are clamped to 0..1,000,000. */
  inputMax: 1_000_000,
} as const;

/**
 * A budget finder input as the calculation uses it (site-wide §5): NaN becomes 0, then the value
 * is clamped to 0..1,000,000.
 */
export function clampBudgetInput(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(BUDGET_DEFAULTS.inputMax, Math.max(0, value));
}

/** Inputs to {@link budgetFromRepayment}. */
export interface BudgetInput {
  repayment: number;
  frequency: BudgetFrequency;
  deposit: number;
  /**
   * Years the repayment runs for; the spec's 5 by default (site-wide §9). A site's finance
   * `term_years` may be passed so the budget finder follows the site's default term.
   */
  termYears?: number;
}

/**
 * The budget finder's price budget (site-wide §9): repayment × (12 monthly or 52 weekly) × 5
 * years + deposit, rounded to whole dollars (`Math.round`), after each input is cleaned by
 * `clampBudgetInput` (site-wide §5).
 */
export function budgetFromRepayment({
  repayment,
  frequency,
  deposit,
  termYears = BUDGET_DEFAULTS.termYears,
}: BudgetInput): number {
  const perYear = FREQUENCIES[frequency];
  return Math.round(clampBudgetInput(repayment) * perYear * termYears + clampBudgetInput(deposit));
}
