import { calculatorBounds } from '@forecourt/finance-math';
import type {
  CalculatorSettings,
  FinanceDisclaimerView,
  FinanceSummaryView,
} from '../finance-view.ts';
import type { YouxQuoteView } from '../youx-quote.ts';

/** The calculator of a $25,000 car on the platform's basis (site-wide §9). */
export const calculatorSettings: CalculatorSettings = {
  bounds: calculatorBounds({
    preset: 'vehicle',
    price: 25_000,
    amountDefaultIsPrice: true,
    termDefault: 5,
    interestDefault: 10,
  }),
  fees: [],
  depositDefault: 2500,
  residualDefault: 7500,
  roundUp: false,
  loan: 'consumer',
  interestRatePct: 10,
  comparisonRatePct: 10,
  comparisonRateRange: null,
  monthlyFee: 0,
  disclaimerTemplate: null,
};

/** The same calculator on a caravan yard that finances its fees (vehicle-stock §9). */
export const calculatorWithFees: CalculatorSettings = {
  ...calculatorSettings,
  fees: [
    { label: 'Establishment fee', amount: 495 },
    { label: 'PPSR', amount: 3 },
  ],
};

/** A $25,000 car's estimate on the platform's basis. */
export const weeklySummary: FinanceSummaryView = {
  repayment: '$88',
  per: 'week',
  monthly: '$380',
  enquire: false,
  price: '$25,000',
  interestRate: '10.00% p.a.',
  comparisonRate: '10.00% p.a.',
  termYears: 5,
  deposit: '$2,500 (10%)',
  balloon: '$7,500 (30%)',
  loan: 'consumer',
};

/** A prime mover's estimate: a commercial loan, without the consumer comparison rate. */
export const commercialSummary: FinanceSummaryView = {
  ...weeklySummary,
  repayment: '$1,317',
  monthly: '$5,702',
  price: '$374,990',
  deposit: '$37,499 (10%)',
  balloon: '$112,497 (30%)',
  loan: 'commercial',
};

/** Too small to quote: Enquire for Finance (site-wide §9). */
export const enquireSummary: FinanceSummaryView = {
  ...weeklySummary,
  repayment: 'Enquire for Finance',
  monthly: 'Enquire for Finance',
  enquire: true,
  price: '$600',
  deposit: '$60 (10%)',
  balloon: '$180 (30%)',
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
