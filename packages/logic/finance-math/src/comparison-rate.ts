import { repayment } from './repayment.ts';

/**
 * The comparison rate's standard loan (vehicle-stock §9 "Comparison rate basis: 5-year secured
 * loan of $30,000"), repaid monthly.
 */
export const COMPARISON_LOAN = { amount: 30_000, termYears: 5, periodsPerYear: 12 } as const;

/** Inputs to {@link comparisonRate}. */
export interface ComparisonRateInput {
  /** The loan's interest rate in percent per year. */
  annualRatePct: number;
  /** Fees financed with the loan, in dollars (the establishment fee). */
  establishmentFee?: number;
}

/**
 * The comparison rate in percent per year, to 2 decimals: the rate at which the standard
 * $30,000, 5-year loan without fees costs the same monthly repayment as the same loan with the
 * fee financed at `annualRatePct` (vehicle-stock §9). Without fees it equals the interest rate.
 * Found by bisection; NaN for a rate that is not a finite number.
 */
export function comparisonRate({
  annualRatePct,
  establishmentFee = 0,
}: ComparisonRateInput): number {
  if (!Number.isFinite(annualRatePct) || !Number.isFinite(establishmentFee)) return Number.NaN;
  const fee = Math.max(0, establishmentFee);
  if (fee === 0) return annualRatePct;
  const loan = {
    termYears: COMPARISON_LOAN.termYears,
    periodsPerYear: COMPARISON_LOAN.periodsPerYear,
  };
  const target = repayment({ ...loan, amount: COMPARISON_LOAN.amount, fees: fee, annualRatePct });
  let low = annualRatePct;
  let high = annualRatePct + 100;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    const payment = repayment({ ...loan, amount: COMPARISON_LOAN.amount, annualRatePct: middle });
    if (payment < target) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 100) / 100;
}
