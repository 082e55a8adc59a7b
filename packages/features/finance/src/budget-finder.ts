import {
  BUDGET_DEFAULTS,
  type BudgetBasis,
  type BudgetFrequency,
  budgetFromRepayment,
  type FinanceFeeSettings,
  FREQUENCIES,
  feesTotal,
  feeText,
  financedFees,
  monthlyAccountFee,
} from '@forecourt/finance-math';
import { formatDecimal } from '@forecourt/format';

/** The price range read from the stock (site-wide §7 "min and max of price"). */
export interface StockPriceRange {
  min: number;
  max: number;
}

/** The budget finder's inputs as the shopper set them. */
export interface BudgetFinderValues {
  repayment: number;
  deposit: number;
  frequency: BudgetFrequency;
  /** The picked body type (a body facet value, e.g. `SUV`); null for every body type. */
  body: string | null;
}

/** What the budget finder reads from the site. */
export interface BudgetFinderSettings {
  /**
   * The site's finance basis (site config `finance`): the rate, term, final payment and fee every
   * car's estimate uses, so a car at the budget shows the repayment typed (site-wide §9).
   */
  finance: BudgetBasis;
  /** The results page the button leads to (default `/search`). */
  searchPath: string;
  /** The stock's price range; null when the stock is empty or the search failed. */
  priceRange: StockPriceRange | null;
  /**
   * What the dealer sells in its own word (site config `texts.vehicles`: `cars`, `caravans`,
   * `trucks and motorcycles`; site-wide §1): the heading and, with no body type picked, the button.
   */
  vehicles: string;
}

/** The budget search's cap when the stock gives no maximum (site-wide §7). */
export const BUDGET_CAP_WITHOUT_STOCK = 100_000;

/**
 * The finder's heading in the site's vehicle word (site-wide §2 Find cars for your budget):
 * "Find caravans for your budget" on a caravan yard.
 */
export function budgetFinderHeading(vehicles: string): string {
  return `Find ${vehicles} for your budget`;
}

/** "Trucks and Motorcycles": a vehicle word in a button's title case (and, or, of stay lower case). */
export function titleCase(words: string): string {
  return words.replace(/\b(?!(?:and|or|of)\b)\p{Ll}/gu, (letter) => letter.toUpperCase());
}

/** The starting values (site-wide §9): weekly, 200 a week, deposit 2000, every body type. */
export const BUDGET_FINDER_DEFAULTS: BudgetFinderValues = {
  repayment: BUDGET_DEFAULTS.repayment[BUDGET_DEFAULTS.frequency],
  deposit: BUDGET_DEFAULTS.deposit,
  frequency: BUDGET_DEFAULTS.frequency,
  body: null,
};

/** What the widget shows. */
export interface BudgetFinderView {
  /** The computed budget in whole dollars. */
  budget: number;
  /** The car types in the button: `SUVs`, or with no body type the site's `Caravans`. */
  carTypes: string;
  /** `View SUVs In This Range`, or `0 SUVs Found` when nothing is in reach. */
  buttonText: string;
  /** The results page with the body type and `range[price]=0:{cap}`; null when disabled. */
  href: string | null;
  /** Set when the budget is below the cheapest car: `No SUVs found for this budget`. */
  tooLow: string | null;
  /** The basis in words, with the guide-only disclaimer (site-wide §9 optional disclaimer). */
  disclaimer: string;
}

/**
 * The parts of a site's `finance` settings the budget finder sends to the page, its fees
 * resolved as every estimate resolves them (`financedFees`, with the site's provider).
 */
export function budgetBasis(
  finance: BudgetBasis & FinanceFeeSettings,
  provider: string | null = null,
): BudgetBasis {
  return {
    interest_rate: finance.interest_rate,
    term_years: finance.term_years,
    balloon_percent: finance.balloon_percent,
    establishment_fee: 0,
    fees: financedFees(finance, provider),
    monthly_account_fee: monthlyAccountFee(finance),
  };
}

/** The frequencies the shopper can pick, in order (site-wide §9). */
export const BUDGET_FREQUENCIES = Object.keys(FREQUENCIES) as BudgetFrequency[];

/** A frequency from a form value; anything else is weekly (the default). */
export function budgetFrequency(value: string): BudgetFrequency {
  return (BUDGET_FREQUENCIES as string[]).includes(value)
    ? (value as BudgetFrequency)
    : BUDGET_DEFAULTS.frequency;
}

/** The budget finder's disclaimer: the basis its budget is worked out on (site-wide §9). */
export function budgetDisclaimer(finance: BudgetBasis): string {
  const balloon =
    finance.balloon_percent > 0
      ? `, a final payment of ${formatDecimal(finance.balloon_percent, 2)}% of the price`
      : '';
  const total = feesTotal(financedFees(finance));
  const monthly = monthlyAccountFee(finance);
  const fee =
    (total > 0 ? ` and ${feeText(total)} in fees` : '') +
    (monthly > 0 ? `, each repayment including a ${feeText(monthly)} monthly account fee` : '');
  return (
    `Budget based on ${formatDecimal(finance.interest_rate, 2)}% p.a. over ` +
    `${formatDecimal(finance.term_years, 2)} years with your deposit${balloon}${fee}, the basis of ` +
    'every estimate on this site. A guide only, not a loan offer; final terms are subject to ' +
    'lender approval.'
  );
}

/**
 * The budget finder (site-wide §2 Find cars for your budget, §4, §7, §8, §9): the budget is
 * `budgetFromRepayment` — the price the weekly, fortnightly or monthly repayment pays off on the
 * site's finance basis (an amortised present value at the site's rate over its term, with its
 * final payment and fee) plus the deposit, rounded, each input cleaned (NaN → 0, clamped to
 * 0..1,000,000; site-wide §5) — and states that basis in its disclaimer. The button leads to the results
 * page with `range[price]` up to the budget, capped at the stock's maximum (100,000 without
 * one); below the cheapest car it is disabled and reads `0 {car type}s Found`.
 */
export function budgetFinderView(
  values: BudgetFinderValues,
  settings: BudgetFinderSettings,
): BudgetFinderView {
  const budget = budgetFromRepayment({
    repayment: values.repayment,
    frequency: values.frequency,
    deposit: values.deposit,
    finance: settings.finance,
  });
  const disclaimer = budgetDisclaimer(settings.finance);
  // "View SUVs In This Range"; with no body type picked, the site's own word ("View Caravans").
  const carTypes = values.body ? `${values.body}s` : titleCase(settings.vehicles);
  if (settings.priceRange && budget < settings.priceRange.min) {
    return {
      budget,
      carTypes,
      buttonText: `0 ${carTypes} Found`,
      href: null,
      tooLow: `No ${carTypes} found for this budget`,
      disclaimer,
    };
  }
  const cap = Math.min(budget, settings.priceRange?.max ?? BUDGET_CAP_WITHOUT_STOCK);
  const params = new URLSearchParams();
  if (values.body) params.set('body', values.body);
  params.set('range[price]', `0:${cap}`);
  return {
    budget,
    carTypes,
    buttonText: `View ${carTypes} In This Range`,
    href: `${settings.searchPath}?${params.toString()}`,
    tooLow: null,
    disclaimer,
  };
}

/** A number typed into the repayment or deposit box; NaN for text that is not one. */
export function budgetInputNumber(text: string): number {
  const stripped = text.replace(/[\s$,]/g, '');
  return stripped === '' ? 0 : Number(stripped);
}
