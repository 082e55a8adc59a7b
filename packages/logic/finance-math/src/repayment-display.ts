import { formatCurrency } from '@forecourt/format';
import { type RoundRepaymentOptions, roundRepayment } from './round-repayment.ts';

/** Shown instead of a repayment of 25 or less (site-wide §9). */
export const ENQUIRE_FOR_FINANCE_TEXT = 'Enquire for Finance';

/** A repayment at or below this many dollars shows Enquire for Finance (site-wide §9). */
export const MIN_SHOWN_REPAYMENT = 25;

/** Options for {@link repaymentDisplay}: rounding (see `roundRepayment`) and the total payable. */
export interface RepaymentDisplayOptions extends Omit<RoundRepaymentOptions, 'unit'> {
  /** Total payable in dollars (see `totalPayable`); omitted gives a blank total. */
  total?: number | null;
}

/** What the calculator shows: the repayment text and the total text. */
export type RepaymentDisplay =
  | { enquire: true; repayment: typeof ENQUIRE_FOR_FINANCE_TEXT; total: '' }
  | { enquire: false; repayment: string; total: string };

/**
 * The texts for a repayment (site-wide §9): a repayment at or below 25 (or not a number) shows
 * "Enquire for Finance" and a blank total; otherwise the repayment in whole dollars ($1,234,
 * rounded up for the round-up dealer — vehicle-stock §9) and the total payable. The 25 test
 * uses the unrounded value.
 */
export function repaymentDisplay(
  value: number,
  options: RepaymentDisplayOptions = {},
): RepaymentDisplay {
  if (!Number.isFinite(value) || value <= MIN_SHOWN_REPAYMENT) {
    return { enquire: true, repayment: ENQUIRE_FOR_FINANCE_TEXT, total: '' };
  }
  const rounding = { ...options, unit: 'dollar' as const };
  const { total } = options;
  return {
    enquire: false,
    repayment: formatCurrency(roundRepayment(value, rounding)),
    total:
      total === undefined || total === null || !Number.isFinite(total)
        ? ''
        : formatCurrency(roundRepayment(total, rounding)),
  };
}
