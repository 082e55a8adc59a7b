import { formatCurrency } from '@forecourt/format';
import { displayPrice, type PriceDisplaySite, type PricedCar } from '@forecourt/pricing';
import { comparisonRate } from './comparison-rate.ts';
import { FINANCE_ESTIMATE } from './finance-estimate.ts';
import {
  type FinanceFee,
  type FinanceFeeSettings,
  feesTotal,
  financedFees,
} from './financed-fees.ts';
import { FREQUENCIES, type PaymentFrequency } from './frequencies.ts';
import { repayment } from './repayment.ts';
import { ENQUIRE_FOR_FINANCE_TEXT, MIN_SHOWN_REPAYMENT } from './repayment-display.ts';
import { roundRepayment } from './round-repayment.ts';

/**
 * A site's ONE finance basis, the site config's `finance` section (site-wide §9 Finance): every
 * estimate a shopper sees on the site — result card, vehicle page, sticky header, the
 * calculator's starting values, buy online, the budget finder — is worked out on it.
 */
export interface FinanceBasisSettings extends FinanceFeeSettings {
  /** Interest rate in percent per year (platform default 10, site-wide §9). */
  interest_rate: number;
  /**
   * Comparison rate in percent per year as the dealer's lender states it; null works it out from
   * the rate and the establishment fee on the standard 5-year $30,000 loan (vehicle-stock §9).
   */
  comparison_rate?: number | null;
  /** Loan term in years (default 5). */
  term_years: number;
  /** Deposit as a percentage of the price (default 10). */
  deposit_percent: number;
  /** Final (balloon) payment as a percentage of the price (default 30). */
  balloon_percent: number;
  /** Establishment fee in dollars added to the amount financed (default 0). */
  establishment_fee?: number;
  /** The dealer's named fees, financed with the loan (default none; `financedFees`). */
  fees?: readonly FinanceFee[];
  /**
   * A monthly account fee in dollars, charged with the repayments rather than financed (site-wide
   * §9 "monthly account fee $8"; default 0).
   */
  monthly_account_fee?: number;
  /** `item_type`s financed as commercial loans (default `truck`, `bus`). */
  commercial_item_types?: readonly string[];
}

/** The site fields an estimate reads; a resolved site config passes straight in. */
export interface CarFinanceSite extends PriceDisplaySite {
  finance: FinanceBasisSettings;
  /** The site's finance provider, for its standard establishment fee (`financedFees`). */
  finance_provider?: string | null;
  features?: { finance_round_up?: boolean } | null;
  /** The site's dealer rules: dealerships whose cars show no finance (vehicle-stock §5). */
  rules?: { finance_excluded_dealership_ids?: readonly number[] } | null;
}

/** The car fields an estimate reads: the headline price fields and the vehicle type. */
export interface CarFinanceCar extends PricedCar {
  /** `car`, `truck`, `motorcycle`, `caravan` … (vehicle-stock §3 item_type). */
  item_type?: string | null;
  /** The selling dealership, for the site's finance exclusions (vehicle-stock §5). */
  dealership_id?: number | null;
}

/**
 * Whether the site's rules exclude the car's dealership from finance (vehicle-stock §5 "the
 * dealership is not on an excluded list"): no estimate and no calculator for its cars.
 */
export function isFinanceExcludedDealership(
  car: Pick<CarFinanceCar, 'dealership_id'>,
  site: Pick<CarFinanceSite, 'rules'>,
): boolean {
  const excluded = site.rules?.finance_excluded_dealership_ids ?? [];
  return car.dealership_id != null && excluded.includes(car.dealership_id);
}

/** Consumer or commercial lending, decided by the car's vehicle type. */
export type LoanKind = 'consumer' | 'commercial';

/** The basis an estimate was worked out on, stated beside the figure. */
export interface FinanceBasis {
  /** The car's headline price in dollars (pricing's `displayPrice`). */
  price: number;
  interestRatePct: number;
  comparisonRatePct: number;
  termYears: number;
  depositPct: number;
  /** Deposit in dollars (with any trade-in given). */
  deposit: number;
  balloonPct: number;
  balloon: number;
  /** The fees financed with the loan, in order (`financedFees`); empty for none. */
  fees: readonly FinanceFee[];
  /** Their total in dollars. */
  feesTotal: number;
  /** price − deposit + the fees' total. */
  amountFinanced: number;
  /** The monthly account fee in dollars, added to every repayment (`periodFee`); 0 for none. */
  monthlyFee: number;
  loan: LoanKind;
}

/** A car's finance estimate: whole-dollar figures, their texts and the basis. */
export interface CarFinanceEstimate {
  /** Weekly repayment in whole dollars (up for the round-up dealer, vehicle-stock §9). */
  weekly: number;
  /** Monthly repayment in whole dollars: the unrounded weekly × 4.33 (site-wide §9). */
  monthly: number;
  /** `$144`, or `Enquire for Finance` at or below $25 (site-wide §9). */
  weeklyText: string;
  monthlyText: string;
  /** True when the repayment is $25 or less: show Enquire for Finance, never `$0`. */
  enquire: boolean;
  basis: FinanceBasis;
}

/** Options for {@link carFinanceEstimate}. */
export interface CarFinanceEstimateOptions {
  /** A trade-in the shopper has been offered, in dollars, added to the deposit (buy online). */
  tradeIn?: number | null;
}

/** Platform fallbacks for the optional basis fields. */
export const FINANCE_BASIS_DEFAULTS = {
  establishmentFee: 0,
  commercialItemTypes: ['truck', 'bus'],
} as const;

/** Options for {@link financeBasis}: a trade-in, and the provider for its standard fee. */
export interface FinanceBasisOptions extends CarFinanceEstimateOptions {
  /** The site's `finance_provider` (`financedFees`). */
  provider?: string | null;
}

/** Whether a car is financed as a commercial loan: its `item_type` is one of the site's. */
export function loanKind(
  car: Pick<CarFinanceCar, 'item_type'>,
  finance: Pick<FinanceBasisSettings, 'commercial_item_types'>,
): LoanKind {
  const type = car.item_type?.trim().toLowerCase();
  if (!type) return 'consumer';
  const commercial = finance.commercial_item_types ?? FINANCE_BASIS_DEFAULTS.commercialItemTypes;
  return commercial.some((item) => item.trim().toLowerCase() === type) ? 'commercial' : 'consumer';
}

const finite = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * The basis for a price on a site's finance settings: deposit and balloon as shares of the
 * price, the site's fees financed (`financedFees`), the stated comparison rate or one worked out.
 */
export function financeBasis(
  price: number,
  finance: FinanceBasisSettings,
  loan: LoanKind = 'consumer',
  options: FinanceBasisOptions = {},
): FinanceBasis {
  const interestRatePct = finite(finance.interest_rate, FINANCE_ESTIMATE.defaultRatePct);
  const termYears = finite(finance.term_years, FINANCE_ESTIMATE.termYears);
  const depositPct = finite(finance.deposit_percent, FINANCE_ESTIMATE.depositShare * 100);
  const balloonPct = finite(finance.balloon_percent, FINANCE_ESTIMATE.balloonShare * 100);
  const fees = financedFees(finance, options.provider);
  const total = feesTotal(fees);
  const tradeIn = Math.max(0, finite(options.tradeIn, 0));
  const deposit = Math.min(price, round2((price * depositPct) / 100) + tradeIn);
  const balloon = round2((price * balloonPct) / 100);
  return {
    price,
    interestRatePct,
    comparisonRatePct:
      typeof finance.comparison_rate === 'number' && Number.isFinite(finance.comparison_rate)
        ? finance.comparison_rate
        : comparisonRate({ annualRatePct: interestRatePct, establishmentFee: total }),
    termYears,
    depositPct,
    deposit,
    balloonPct,
    balloon,
    fees,
    feesTotal: total,
    amountFinanced: round2(price - deposit + total),
    monthlyFee: monthlyAccountFee(finance),
    loan,
  };
}

/** The site's monthly account fee in dollars (`finance.monthly_account_fee`), 0 when unset. */
export function monthlyAccountFee(
  finance: Pick<FinanceBasisSettings, 'monthly_account_fee'>,
): number {
  const fee = finance.monthly_account_fee;
  return typeof fee === 'number' && Number.isFinite(fee) && fee > 0 ? fee : 0;
}

/**
 * A monthly fee's share of one repayment: $8 a month is $8 × 12 ÷ 52 a week (site-wide §9
 * frequencies), so weekly, fortnightly and monthly repayments all carry it.
 */
export function periodFee(monthlyFee: number, frequency: PaymentFrequency): number {
  return monthlyFee > 0 ? (monthlyFee * 12) / FREQUENCIES[frequency] : 0;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The unrounded repayment per period on a basis, with the monthly account fee's share. */
export function basisRepayment(basis: FinanceBasis, frequency: PaymentFrequency): number {
  return (
    periodFee(basis.monthlyFee, frequency) +
    repayment({
      amount: basis.price,
      deposit: basis.deposit,
      fees: basis.feesTotal,
      annualRatePct: basis.interestRatePct,
      termYears: basis.termYears,
      periodsPerYear: FREQUENCIES[frequency],
      balloon: Math.min(basis.balloon, basis.amountFinanced),
    })
  );
}

/**
 * THE finance estimate a car shows, everywhere on a site (site-wide §9 Finance; vehicle-stock §2
 * Sidebar, sticky header, §9): the car's headline price (pricing's `displayPrice`, the price the
 * page shows in large type) financed on the site's one basis — `finance.interest_rate` over
 * `finance.term_years`, `deposit_percent` down, `balloon_percent` left as a final payment, the
 * site's fees financed (`financedFees`: its own, else its provider's standard establishment fee
 * where it opts in) — amortised weekly (`repayment`); monthly is the unrounded weekly ×
 * 4.33 (site-wide §9). Figures are whole dollars, rounded up for the round-up dealer
 * (vehicle-stock §9). At or below $25 the estimate reads Enquire for Finance (site-wide §9), so
 * no screen shows `$0 a week`. Null when the car has no headline price (pre-order, no price, or
 * a subscription price, which is already per period), and for a dealership the site's rules
 * exclude from finance (vehicle-stock §5).
 */
export function carFinanceEstimate(
  car: CarFinanceCar,
  site: CarFinanceSite,
  options: CarFinanceEstimateOptions = {},
): CarFinanceEstimate | null {
  if (isFinanceExcludedDealership(car, site)) return null;
  const headline = displayPrice(car, site);
  if (headline.kind !== 'price') return null;
  const basis = financeBasis(headline.amount, site.finance, loanKind(car, site.finance), {
    ...options,
    provider: site.finance_provider ?? null,
  });
  const weeklyRaw = basisRepayment(basis, 'weekly');
  const enquire = !Number.isFinite(weeklyRaw) || weeklyRaw <= MIN_SHOWN_REPAYMENT;
  const rounding = { features: site.features ?? null, unit: 'dollar' as const };
  const weekly = enquire ? 0 : roundRepayment(weeklyRaw, rounding);
  const monthly = enquire
    ? 0
    : roundRepayment(weeklyRaw * FINANCE_ESTIMATE.weeksPerMonth, rounding);
  return {
    weekly,
    monthly,
    weeklyText: enquire ? ENQUIRE_FOR_FINANCE_TEXT : formatCurrency(weekly),
    monthlyText: enquire ? ENQUIRE_FOR_FINANCE_TEXT : formatCurrency(monthly),
    enquire,
    basis,
  };
}
