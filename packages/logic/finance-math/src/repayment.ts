/** Inputs to {@link repayment}; money in dollars, the rate in percent per year (vehicle-stock §9). */
export interface RepaymentInput {
  /** Purchase amount (the calculator's "amount"). */
  amount: number;
  /** Deposit or trade-in, subtracted from the amount. Default 0. */
  deposit?: number;
  /** Establishment and other financed fees, added to the amount. Default 0. */
  fees?: number;
  /** Annual interest rate in percent, e.g. 8.5 for 8.5% p.a. */
  annualRatePct: number;
  /** Loan term in years (the calculator allows halves, e.g. 5.5). */
  termYears: number;
  /** 52 weekly, 26 fortnightly, 12 monthly (see `FREQUENCIES`). */
  periodsPerYear: number;
  /** Balloon / residual / final payment in dollars, paid on top of the last period. Default 0. */
  balloon?: number;
}

/**
 * The UNROUNDED repayment per period: standard amortisation of the principal
 * P = amount − deposit + fees at the periodic rate r = annualRatePct / 100 / periodsPerYear over
 * n = termYears × periodsPerYear periods, with a balloon B left owing after the last period
 * (vehicle-stock §9 "Repayment is standard amortisation of (amount minus deposit plus fees) at
 * the periodic rate"; site-wide §9 "Amortised repayment with residual"):
 *
 *   payment = (P − B / (1 + r)^n) × r / (1 − (1 + r)^−n),   and (P − B) / n when r = 0.
 *
 * Returns NaN when n is not positive or an input is not a finite number, so a caller can show
 * "Enquire for Finance" (see `repaymentDisplay`). Round with `roundRepayment` for display.
 */
export function repayment(input: RepaymentInput): number {
  const {
    amount,
    deposit = 0,
    fees = 0,
    annualRatePct,
    termYears,
    periodsPerYear,
    balloon = 0,
  } = input;
  const values = [amount, deposit, fees, annualRatePct, termYears, periodsPerYear, balloon];
  if (!values.every(Number.isFinite)) return Number.NaN;
  const periods = termYears * periodsPerYear;
  if (periods <= 0) return Number.NaN;
  const principal = amount - deposit + fees;
  const rate = annualRatePct / 100 / periodsPerYear;
  if (rate === 0) return (principal - balloon) / periods;
  const growth = (1 + rate) ** periods;
  return ((principal - balloon / growth) * rate) / (1 - 1 / growth);
}
