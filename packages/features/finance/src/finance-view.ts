import {
  type Bound,
  type CalculatorBounds,
  calculatorBounds,
  canShowFinanceCalculator,
  establishmentFee,
  type FinanceCar,
  type FinanceIneligibleReason,
  type FinanceLender,
  financeEligibility,
  financeEstimate,
  financeProviderKey,
  roundRepayment,
} from '@forecourt/finance-math';
import { formatCurrency, truncateFinanceDisclaimer } from '@forecourt/format';

/** A lender record as the car carries it (vehicle-stock §3 Finance data), as read here. */
export interface CarFinanceLender extends FinanceLender {
  deposit?: number | string | null;
  termYears?: number | string | null;
  balloon?: number | string | null;
  totalPayable?: number | string | null;
  disclaimer?: string | null;
}

/** The car fields the finance view reads (vehicle-stock §3). */
export interface FinanceViewCar extends Omit<FinanceCar, 'finance_lenders'> {
  finance_lenders?: Readonly<Record<string, CarFinanceLender | null | undefined>> | null;
}

/** The site config fields the finance view reads (site-wide §3, §9). */
export interface FinanceViewSite {
  finance_provider: string | null;
  finance: { interest_rate: number };
  features: { finance_calculator: boolean; finance_round_up: boolean };
}

/** The sidebar's finance summary (vehicle-stock §2 Sidebar): whole dollars, rates in % p.a. */
export interface FinanceSummaryView {
  /** `$123`: the lender's weekly payment, or its monthly one when it gives no weekly one. */
  repayment: string;
  per: 'week' | 'month';
  /** `9.19% p.a.`, always present (eligibility needs it). */
  comparisonRate: string;
  /** `8.49% p.a.`. */
  interestRate: string;
  termYears: number | null;
  /** `$0`, or null when the lender gives no deposit. */
  deposit: string | null;
}

/** What the calculator starts from (vehicle-stock §9, site-wide §9). */
export interface CalculatorSettings {
  bounds: CalculatorBounds;
  /** Establishment fee added to the financed amount (vehicle-stock §9). */
  establishmentFee: number;
  /** Balloon / residual default in dollars (the lender's, else 0). */
  residualDefault: number;
  /** Deposit default in dollars (the lender's, else 0). */
  depositDefault: number;
  /** One dealer rounds repayments up (`features.finance_round_up`). */
  roundUp: boolean;
}

/** The lender's disclaimer, cut at 197 characters for the short view (vehicle-stock §9). */
export interface FinanceDisclaimerView {
  short: string;
  full: string;
  /** Whether `short` differs from `full` (the toggle shows only then). */
  truncated: boolean;
}

/** Everything the vehicle page shows about finance for one car. */
export interface FinanceView {
  /** The lender key read from `finance_lenders` (the site's `finance_provider`). */
  provider: string;
  summary: FinanceSummaryView;
  /** Null when the calculator is switched off or needs what the car lacks (vehicle-stock §5). */
  calculator: CalculatorSettings | null;
  disclaimer: FinanceDisclaimerView | null;
  /** The sticky header's weekly estimate, `$123`, at the site's sample rate (vehicle-stock §9). */
  stickyWeekly: string | null;
}

/** The verdict: the view, or why finance is hidden (vehicle-stock §5). */
export type FinanceViewResult =
  | { eligible: true; view: FinanceView }
  | { eligible: false; reasons: FinanceIneligibleReason[] };

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

function percent(value: number): string {
  return `${value.toFixed(2)}% p.a.`;
}

function lenderOf(car: FinanceViewCar, provider: string): CarFinanceLender | null {
  const lenders = car.finance_lenders;
  if (!lenders) return null;
  return lenders[provider] ?? lenders[financeProviderKey(provider) ?? provider] ?? null;
}

function withinBound(value: number | null, bound: Bound): number {
  return value === null ? bound.default : Math.min(bound.max, Math.max(bound.min, value));
}

/**
 * The finance of a car on a site, server-side and pure (vehicle-stock §3, §5, §9; site-wide §9):
 * - hidden unless `financeEligibility` passes for the site's `finance_provider` (lender data
 *   with interestRate and comparisonRate, not Suzuki, the provider's rules);
 * - the summary: the lender's weekly payment in whole dollars (its monthly one for a lender that
 *   gives only that, e.g. Nissan Finance), comparison rate, interest, term and deposit;
 * - the calculator's settings when `features.finance_calculator` is on and there is a positive
 *   amount: bounds of vehicle-stock §9 (amount 1000–100000 step 500; term 1–7 step 0.5;
 *   interest 0.5–15 step 0.5), amount default the car's price (site-wide §9, 30000 without one),
 *   term and interest defaults the lender's (else the vehicle-stock default and the site's
 *   `finance.interest_rate`), establishment fee the lender's or the provider's fallback;
 * - the disclaimer cut at 197 characters with the full text;
 * - the sticky header's weekly estimate at the site's rate (site-wide §9 estimate).
 */
export function financeView(
  car: FinanceViewCar,
  site: FinanceViewSite,
  now: Date,
): FinanceViewResult {
  const provider = site.finance_provider;
  const verdict = financeEligibility(car, { finance_provider: provider, now });
  if (!verdict.eligible || !provider) {
    return { eligible: false, reasons: verdict.reasons };
  }
  const lender = lenderOf(car, provider) ?? {};
  const rounding = { features: site.features, unit: 'dollar' as const };

  const weekly = toNumber(lender.paymentWeek);
  const monthly = toNumber(lender.paymentMonth);
  const interest = toNumber(lender.interestRate) ?? 0;
  const comparison = toNumber(lender.comparisonRate) ?? 0;
  const termYears = toNumber(lender.termYears);
  const deposit = toNumber(lender.deposit);
  const balloon = toNumber(lender.balloon);
  const shownPayment = weekly ?? monthly;
  const summary: FinanceSummaryView = {
    repayment: shownPayment === null ? '-' : formatCurrency(roundRepayment(shownPayment, rounding)),
    per: weekly === null && monthly !== null ? 'month' : 'week',
    comparisonRate: percent(comparison),
    interestRate: percent(interest),
    termYears,
    deposit: deposit === null ? null : formatCurrency(deposit),
  };

  const price = toNumber(car.price);
  let calculator: CalculatorSettings | null = null;
  if (
    site.features.finance_calculator &&
    canShowFinanceCalculator(car, { finance_provider: provider, now, amount: price })
  ) {
    const bounds = calculatorBounds({
      preset: 'vehicle',
      price,
      amountDefaultIsPrice: true,
      ...(termYears !== null ? { termDefault: termYears } : {}),
      interestDefault: toNumber(lender.interestRate) ?? site.finance.interest_rate,
    });
    calculator = {
      bounds,
      establishmentFee: establishmentFee(lender.establishmentFees, provider),
      depositDefault: withinBound(deposit, bounds.deposit),
      residualDefault: withinBound(balloon, bounds.residual),
      roundUp: site.features.finance_round_up,
    };
  }

  const full = typeof lender.disclaimer === 'string' ? lender.disclaimer.trim() : '';
  const short = full ? truncateFinanceDisclaimer(full) : '';
  const estimate = financeEstimate(price, { annualRatePct: site.finance.interest_rate });
  return {
    eligible: true,
    view: {
      provider,
      summary,
      calculator,
      disclaimer: full ? { short, full, truncated: short !== full } : null,
      stickyWeekly: estimate ? formatCurrency(roundRepayment(estimate.weekly, rounding)) : null,
    },
  };
}
