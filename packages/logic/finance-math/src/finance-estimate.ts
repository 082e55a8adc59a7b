import { FREQUENCIES } from './frequencies.ts';
import { repayment } from './repayment.ts';

/**
 * The site-wide finance estimate's assumptions (site-wide §9): 5-year term, 10% deposit, 30%
 * final payment, default rate 10% p.a., weekly repayments, monthly = weekly × 4.33.
 */
export const FINANCE_ESTIMATE = {
  termYears: 5,
  depositShare: 0.1,
  balloonShare: 0.3,
  defaultRatePct: 10,
  weeksPerMonth: 4.33,
} as const;

/** Options for {@link financeEstimate}. */
export interface FinanceEstimateOptions {
  /** Annual rate in percent; default 10 (site-wide §9). */
  annualRatePct?: number | null;
}

/** The estimate's UNROUNDED figures in dollars; round for display with `roundRepayment`. */
export interface FinanceEstimate {
  weekly: number;
  monthly: number;
}

/**
 * The site-wide finance estimate for a price (site-wide §9): a weekly amortised repayment over 5
 * years of the price less a 10% deposit, with a final payment (balloon) of 30% of the price, no
 * fees; monthly is the unrounded weekly amount × 4.33. Null when the price is missing, not a
 * number or not positive (vehicle-stock §8 "Fuel or finance data missing: element hidden").
 */
export function financeEstimate(
  price: number | null | undefined,
  options: FinanceEstimateOptions = {},
): FinanceEstimate | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null;
  const weekly = repayment({
    amount: price,
    deposit: price * FINANCE_ESTIMATE.depositShare,
    annualRatePct: options.annualRatePct ?? FINANCE_ESTIMATE.defaultRatePct,
    termYears: FINANCE_ESTIMATE.termYears,
    periodsPerYear: FREQUENCIES.weekly,
    balloon: price * FINANCE_ESTIMATE.balloonShare,
  });
  return { weekly, monthly: weekly * FINANCE_ESTIMATE.weeksPerMonth };
}
