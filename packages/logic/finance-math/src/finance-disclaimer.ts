import { formatCurrency } from '@forecourt/format';
import type { LoanKind } from './car-finance-estimate.ts';
import { COMPARISON_LOAN } from './comparison-rate.ts';
import { type FinanceFee, feesTotal, feeText } from './financed-fees.ts';

/** The loan a disclaimer describes: the estimate's basis, or the calculator's current inputs. */
export interface DisclaimedLoan {
  price: number;
  deposit: number;
  amountFinanced: number;
  interestRatePct: number;
  comparisonRatePct: number;
  termYears: number;
  balloon: number;
  /** The fees financed with the loan (`financedFees`), named in the text. */
  fees: readonly FinanceFee[];
  /** A monthly account fee included in each repayment (0 or absent for none). */
  monthlyFee?: number;
  loan: LoanKind;
}

const LOAN_WORDS: Readonly<Record<LoanKind, string>> = {
  consumer: 'secured consumer loan',
  commercial: 'commercial loan for business use',
};

/** ` Fees financed: Establishment fee $495, PPSR $3 (total $498).` — empty without fees. */
function feesSentence(fees: readonly FinanceFee[]): string {
  if (fees.length === 0) return '';
  const named = fees.map((fee) => `${fee.label} ${feeText(fee.amount)}`).join(', ');
  return fees.length === 1
    ? ` Fees financed: ${named}.`
    : ` Fees financed: ${named} (total ${feeText(feesTotal(fees))}).`;
}

const rate = (pct: number) => `${Number.isFinite(pct) ? pct.toFixed(2) : '-'}% p.a.`;

/**
 * The finance disclaimer for a loan (vehicle-stock §9 "a guide only, not a loan offer, final
 * terms subject to lender approval"; comparison rate basis a 5-year secured loan of $30,000). It
 * names the loan exactly as shown — price, deposit, amount financed, rate, comparison rate, term,
 * final payment and each fee financed — so it changes with the calculator's inputs. Trucks and other commercial
 * vehicles are described as a commercial loan for business use, whose comparison rate warning
 * does not apply.
 */
export function financeDisclaimer(loan: DisclaimedLoan): string {
  const years = Number.isFinite(loan.termYears) ? loan.termYears : 0;
  const balloon =
    loan.balloon > 0 ? ` and a final (balloon) payment of ${formatCurrency(loan.balloon)}` : '';
  const fee =
    feesSentence(loan.fees) +
    (loan.monthlyFee && loan.monthlyFee > 0
      ? ` Repayments include a monthly account fee of ${feeText(loan.monthlyFee)}.`
      : '');
  const text =
    `Estimated repayments are a guide only and are not a loan offer. Based on a ${years}-year ` +
    `${LOAN_WORDS[loan.loan]} of ${formatCurrency(loan.amountFinanced)} on a price of ` +
    `${formatCurrency(loan.price)} with a ${formatCurrency(loan.deposit)} deposit${balloon}, ` +
    `at ${rate(loan.interestRatePct)}`;
  if (loan.loan === 'commercial') {
    return `${text}.${fee} Fees and charges apply. Final terms are subject to lender approval.`;
  }
  const base = formatCurrency(COMPARISON_LOAN.amount);
  return (
    `${text} (comparison rate ${rate(loan.comparisonRatePct)}).${fee} Fees and charges apply. ` +
    'Final terms are subject to lender approval. The comparison rate is based on a ' +
    `${COMPARISON_LOAN.termYears}-year secured loan of ${base}. WARNING: This comparison rate is ` +
    'true only for the example given and may not include all fees and charges.'
  );
}
