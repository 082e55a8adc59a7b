import { repayment, roundRepayment } from '@forecourt/finance-math';
import { formatCurrency } from '@forecourt/format';
import { round2 } from './numbers.ts';
import type { FinanceLender } from './types.ts';

export interface FinanceTerms {
  price: number;
  /** Annual interest rate in percent. */
  interestRate: number | null;
  comparisonRate: number | null;
  deposit: number;
  termYears: number;
  balloon: number;
  establishmentFees: number;
  /** Lender name for the disclaimer. */
  lenderName: string;
}

/** One lender's finance record for a car (vehicle-stock §3 Finance data). */
export function financeLender(terms: FinanceTerms): FinanceLender {
  const amount = terms.price - terms.deposit + terms.establishmentFees;
  const rate = terms.interestRate ?? 0;
  // The same amortisation every screen uses (vehicle-stock §9), rounded to cents.
  const payment = (periodsPerYear: number) =>
    roundRepayment(
      repayment({
        amount,
        annualRatePct: rate,
        termYears: terms.termYears,
        periodsPerYear,
        balloon: terms.balloon,
      }),
      { roundUp: false },
    );
  const paymentMonth = payment(12);
  const paymentWeek = payment(52);
  const totalPayable = round2(paymentMonth * terms.termYears * 12 + terms.balloon);
  const balloonText =
    terms.balloon > 0 ? ` and a final balloon payment of ${formatCurrency(terms.balloon)}` : '';
  const comparison =
    terms.comparisonRate === null
      ? ''
      : ` (comparison rate ${terms.comparisonRate.toFixed(2)}% p.a.)`;
  return {
    interestRate: terms.interestRate,
    comparisonRate: terms.comparisonRate,
    paymentWeek,
    paymentMonth,
    deposit: terms.deposit,
    termYears: terms.termYears,
    termMonths: terms.termYears * 12,
    termWeeks: terms.termYears * 52,
    balloon: terms.balloon,
    establishmentFees: terms.establishmentFees,
    totalPayable,
    disclaimer:
      `Estimated repayments are a guide only and are not a loan offer. Based on a ${terms.termYears}-year ` +
      `secured consumer loan of ${formatCurrency(amount)} at ${rate.toFixed(2)}% p.a.${comparison} with a ` +
      `${formatCurrency(terms.deposit)} deposit${balloonText}, through ${terms.lenderName}. Fees and charges ` +
      'apply. Final terms are subject to lender approval. The comparison rate is based on a 5-year ' +
      'secured loan of $30,000. WARNING: This comparison rate is true only for the example given and ' +
      'may not include all fees and charges.',
  };
}
