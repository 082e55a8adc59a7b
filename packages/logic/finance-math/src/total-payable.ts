/** Inputs to {@link totalPayable}. */
export interface TotalPayableInput {
  /** The per-period repayment (rounded or not, as the caller shows it). */
  payment: number;
  termYears: number;
  periodsPerYear: number;
  /** The balloon / final payment in dollars. Default 0. */
  balloon?: number;
}

/**
 * Total payable over the loan: payment × number of periods + balloon — the calculator's total
 * beside the repayment (site-wide §9, blank when the repayment is 25 or less; see
 * `repaymentDisplay`).
 */
export function totalPayable({
  payment,
  termYears,
  periodsPerYear,
  balloon = 0,
}: TotalPayableInput): number {
  return payment * termYears * periodsPerYear + balloon;
}
