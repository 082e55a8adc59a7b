import { type CarStatus, isInStock } from '@forecourt/stock-eligibility';
import { type FinanceProviderKey, financeProviderKey } from './finance-providers.ts';

/** Finance needs a price above this many dollars for most providers (vehicle-stock §9). */
export const FINANCE_MIN_PRICE = 500;

/** Taurus finances cars newer than this many years (vehicle-stock §9 "Taurus age limit 12 years"). */
export const TAURUS_MAX_AGE_YEARS = 12;

/**
 * Dealership ids whose cars never show finance. The spec names "an excluded list of five
 * dealerships" without their ids, so the default is empty; a site passes its list
 * (vehicle-stock §5).
 */
export const DEFAULT_EXCLUDED_DEALERSHIP_IDS: readonly number[] = Object.freeze([]);

/** Make whose cars never show finance, compared case-insensitively (vehicle-stock §5). */
export const FINANCE_EXCLUDED_MAKE = 'Suzuki';

/** One lender's record in `car.finance_lenders` (vehicle-stock §3 Finance data), as read here. */
export interface FinanceLender {
  interestRate?: number | string | null;
  comparisonRate?: number | string | null;
  paymentWeek?: number | string | null;
  paymentMonth?: number | string | null;
  establishmentFees?: number | string | null;
}

/** The car fields finance eligibility reads (vehicle-stock §3). */
export interface FinanceCar {
  make: string | null;
  year: number | null;
  price: number | null;
  status: CarStatus;
  dealership_id: number | null;
  finance_lenders?: Readonly<Record<string, FinanceLender | null | undefined>> | null;
}

/** Site options; `finance_provider` lets the resolved site config be passed straight in. */
export interface FinanceEligibilityOptions {
  /** The lender key to read from `car.finance_lenders`; wins over `finance_provider`. */
  provider?: string | null;
  /** The site config's provider key (site-wide §3). */
  finance_provider?: string | null;
  /** Dealerships that never show finance; default `DEFAULT_EXCLUDED_DEALERSHIP_IDS`. */
  excludedDealershipIds?: readonly number[];
  /** The clock, for the Taurus age rule. Years are read in UTC so server and browser agree. */
  now: Date;
}

/** Why a car shows no finance (vehicle-stock §5). */
export type FinanceIneligibleReason =
  | 'no_provider'
  | 'no_lender_data'
  | 'missing_interest_rate'
  | 'missing_comparison_rate'
  | 'excluded_make'
  | 'excluded_dealership'
  | 'too_old'
  | 'price_too_low'
  | 'not_in_stock'
  | 'missing_weekly_payment'
  | 'missing_monthly_payment';

/** The verdict with every failed rule, in spec order. */
export interface FinanceEligibility {
  eligible: boolean;
  reasons: FinanceIneligibleReason[];
}

type ProviderRule = 'max_age' | 'min_price' | 'in_stock' | 'weekly_payment' | 'monthly_payment';

/**
 * The extra rules per provider (vehicle-stock §5). Taurus's "comparison rate present" is already
 * a rule for every provider, so it is not repeated here.
 */
const PROVIDER_RULES: Readonly<Record<FinanceProviderKey, readonly ProviderRule[]>> = {
  taurus: ['max_age', 'min_price', 'in_stock'],
  '360_finance': ['in_stock'],
  ausloans: ['in_stock'],
  manual: ['min_price', 'in_stock', 'weekly_payment'],
  angle: ['min_price', 'in_stock', 'weekly_payment'],
  powertorque: ['min_price', 'in_stock', 'weekly_payment'],
  nissan_finance: ['min_price', 'in_stock', 'monthly_payment'],
};

function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

function lenderFor(car: FinanceCar, provider: string): FinanceLender | null | undefined {
  const lenders = car.finance_lenders;
  if (!lenders) return null;
  return lenders[provider] ?? lenders[financeProviderKey(provider) ?? provider];
}

function failsProviderRule(rule: ProviderRule, car: FinanceCar, lender: FinanceLender, now: Date) {
  switch (rule) {
    case 'max_age':
      return !(car.year !== null && car.year > now.getUTCFullYear() - TAURUS_MAX_AGE_YEARS);
    case 'min_price':
      return !(car.price !== null && car.price > FINANCE_MIN_PRICE);
    case 'in_stock':
      return !isInStock(car);
    case 'weekly_payment':
      return !isPresent(lender.paymentWeek);
    case 'monthly_payment':
      return !isPresent(lender.paymentMonth);
  }
}

const PROVIDER_RULE_REASON: Readonly<Record<ProviderRule, FinanceIneligibleReason>> = {
  max_age: 'too_old',
  min_price: 'price_too_low',
  in_stock: 'not_in_stock',
  weekly_payment: 'missing_weekly_payment',
  monthly_payment: 'missing_monthly_payment',
};

/**
 * Whether finance shows for a car, with the reasons it does not (vehicle-stock §5):
 * lender data for the provider with non-null interestRate and comparisonRate; make not Suzuki
 * (any case); dealership not excluded; plus per provider —
 * Taurus: year > current year − 12, price > 500, in stock (comparison rate present);
 * 360 Finance, AusLoans: in stock; Manual, Angle, Powertorque: price > 500, in stock, paymentWeek
 * present; Nissan Finance: price > 500, in stock, paymentMonth present.
 * A provider key not in `FINANCE_PROVIDER_KEYS` gets only the common rules. "Present" means not
 * null, undefined or ''.
 */
export function financeEligibility(
  car: FinanceCar,
  options: FinanceEligibilityOptions,
): FinanceEligibility {
  const provider = options.provider ?? options.finance_provider ?? null;
  if (!provider) return { eligible: false, reasons: ['no_provider'] };

  const reasons: FinanceIneligibleReason[] = [];
  const lender = lenderFor(car, provider);
  if (!lender) reasons.push('no_lender_data');
  else {
    if (!isPresent(lender.interestRate)) reasons.push('missing_interest_rate');
    if (!isPresent(lender.comparisonRate)) reasons.push('missing_comparison_rate');
  }
  if (car.make?.trim().toLowerCase() === FINANCE_EXCLUDED_MAKE.toLowerCase()) {
    reasons.push('excluded_make');
  }
  const excluded = options.excludedDealershipIds ?? DEFAULT_EXCLUDED_DEALERSHIP_IDS;
  if (car.dealership_id !== null && excluded.includes(car.dealership_id)) {
    reasons.push('excluded_dealership');
  }

  const key = financeProviderKey(provider);
  const rules = key ? PROVIDER_RULES[key] : [];
  for (const rule of rules) {
    if (failsProviderRule(rule, car, lender ?? {}, options.now)) {
      reasons.push(PROVIDER_RULE_REASON[rule]);
    }
  }
  return { eligible: reasons.length === 0, reasons };
}

/** True when finance shows for the car (vehicle-stock §5); see {@link financeEligibility}. */
export function isFinanceEligible(car: FinanceCar, options: FinanceEligibilityOptions): boolean {
  return financeEligibility(car, options).eligible;
}

/** Options for {@link canShowFinanceCalculator}: the eligibility options plus the amount. */
export interface FinanceCalculatorOptions extends FinanceEligibilityOptions {
  /** The amount to finance (the calculator's amount, usually the car price). */
  amount: number | null;
}

/**
 * The finance calculator shows when finance shows for the car AND there is a finance provider
 * and a positive finance amount (vehicle-stock §5 "The finance calculator additionally needs a
 * finance provider and a positive finance amount").
 */
export function canShowFinanceCalculator(
  car: FinanceCar,
  options: FinanceCalculatorOptions,
): boolean {
  const { amount } = options;
  const hasAmount = amount !== null && Number.isFinite(amount) && amount > 0;
  return hasAmount && isFinanceEligible(car, options);
}
