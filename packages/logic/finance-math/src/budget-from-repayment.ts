import { type FinanceBasisSettings, monthlyAccountFee, periodFee } from './car-finance-estimate.ts';
import { feesTotal, financedFees } from './financed-fees.ts';
import { FREQUENCIES, type PaymentFrequency } from './frequencies.ts';

/** Budget finder frequencies: weekly, fortnightly or monthly repayments (site-wide §9). */
export type BudgetFrequency = PaymentFrequency;

/** Budget finder defaults and limits (site-wide §5, §9). */
export const BUDGET_DEFAULTS = {
  frequency: 'weekly' as BudgetFrequency,
  /** 200 weekly and 600 monthly (site-wide §9); fortnightly is two weeks' worth. */
  repayment: { weekly: 200, fortnightly: 400, monthly: 600 } as Readonly<
    Record<BudgetFrequency, number>
  >,
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

/** The parts of the site's finance basis a budget is worked out on. */
export type BudgetBasis = Pick<
  FinanceBasisSettings,
  | 'interest_rate'
  | 'term_years'
  | 'balloon_percent'
  | 'establishment_fee'
  | 'fees'
  | 'monthly_account_fee'
>;

/** Inputs to {@link budgetFromRepayment}. */
export interface BudgetInput {
  repayment: number;
  frequency: BudgetFrequency;
  deposit: number;
  /** The site's finance basis (site config `finance`): rate, term, final payment and fees. */
  finance: BudgetBasis;
}

/**
 * The budget finder's price budget: the price whose loan the repayment pays off on the site's
 * finance basis — the same rate, term, final-payment share and fees (`financedFees`) every car's
 * estimate uses (`carFinanceEstimate`), so a car priced at the budget shows that repayment with
 * that deposit. It is the present value of the repayments at the periodic rate r over n periods
 * plus the deposit less the fee, grossed up for the final payment b × price owed at the end:
 *
 *   budget = (repayment × (1 − (1 + r)^−n) / r + deposit − fee) / (1 − b / (1 + r)^n),
 *
 * rounded to whole dollars. With no interest, no final payment and no fee it is the spec's
 * repayment × periods per year × years + deposit (site-wide §9). Each input is cleaned by
 * `clampBudgetInput` (site-wide §5); never below 0.
 */
export function budgetFromRepayment({
  repayment,
  frequency,
  deposit,
  finance,
}: BudgetInput): number {
  const perYear = FREQUENCIES[frequency] ?? FREQUENCIES.weekly;
  const years =
    Number.isFinite(finance.term_years) && finance.term_years > 0
      ? finance.term_years
      : BUDGET_DEFAULTS.termYears;
  const periods = perYear * years;
  const rate = Math.max(0, Number.isFinite(finance.interest_rate) ? finance.interest_rate : 0);
  const r = rate / 100 / perYear;
  const growth = (1 + r) ** periods;
  // expm1/log1p keep the present value exact for rates too small for (1 + r)^n to register.
  const presentValue = r === 0 ? periods : -Math.expm1(-periods * Math.log1p(r)) / r;
  const balloonShare = Math.min(
    0.99,
    Math.max(0, Number.isFinite(finance.balloon_percent) ? finance.balloon_percent / 100 : 0),
  );
  const fee = feesTotal(financedFees(finance));
  // A monthly account fee is paid out of each repayment, so it pays off none of the price.
  const paying = Math.max(
    0,
    clampBudgetInput(repayment) - periodFee(monthlyAccountFee(finance), frequency),
  );
  const funded = paying * presentValue + clampBudgetInput(deposit) - fee;
  return Math.max(0, Math.round(funded / (1 - balloonShare / growth)));
}
