import { calculatorBounds } from '@forecourt/finance-math';
import type {
  CalculatorSettings,
  FinanceDisclaimerView,
  FinanceSummaryView,
} from '../finance-view.ts';
import type { YouxQuoteView } from '../youx-quote.ts';

/** A Manual lender's calculator on a $25,000 car (vehicle-stock §9). */
export const calculatorSettings: CalculatorSettings = {
  bounds: calculatorBounds({
    preset: 'vehicle',
    price: 25_000,
    amountDefaultIsPrice: true,
    termDefault: 5,
    interestDefault: 8.5,
  }),
  establishmentFee: 395,
  depositDefault: 0,
  residualDefault: 0,
  roundUp: false,
};

export const weeklySummary: FinanceSummaryView = {
  repayment: '$123',
  per: 'week',
  comparisonRate: '9.19% p.a.',
  interestRate: '8.49% p.a.',
  termYears: 5,
  deposit: '$0',
};

export const monthlySummary: FinanceSummaryView = {
  ...weeklySummary,
  repayment: '$535',
  per: 'month',
  deposit: null,
  termYears: null,
};

export const quote: YouxQuoteView = {
  weeklyRepayment: '$101',
  advertisedRate: '8.49% p.a.',
  comparisonRate: '9.19% p.a.',
};

export const noQuote: YouxQuoteView = {
  weeklyRepayment: '-',
  advertisedRate: '-',
  comparisonRate: '-',
};

const FULL =
  'Estimated repayments are a guide only and are not a loan offer. Based on a 5-year secured ' +
  'consumer loan of $25,395 at 8.49% p.a. (comparison rate 9.19% p.a.) with a $0 deposit, through ' +
  'Manual Finance. Fees and charges apply. Final terms are subject to lender approval.';

export const longDisclaimer: FinanceDisclaimerView = {
  full: FULL,
  short: `${FULL.slice(0, 197)}...`,
  truncated: true,
};

export const shortDisclaimer: FinanceDisclaimerView = {
  full: 'A guide only, not a loan offer.',
  short: 'A guide only, not a loan offer.',
  truncated: false,
};
