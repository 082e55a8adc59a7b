import {
  type CalculatorBounds,
  type CalculatorBoundsOptions,
  type CarFinanceCar,
  type CarFinanceSite,
  calculatorBounds,
  canShowFinanceCalculator,
  carFinanceEstimate,
  type FinanceCar,
  type FinanceFee,
  type FinanceIneligibleReason,
  type FinanceLender,
  financeBasis,
  financeDisclaimer,
  financeEligibility,
  type LoanKind,
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
export interface FinanceViewCar
  extends Omit<FinanceCar, 'finance_lenders'>,
    Omit<CarFinanceCar, 'price' | 'dealership_id'> {
  finance_lenders?: Readonly<Record<string, CarFinanceLender | null | undefined>> | null;
}

/** The site config fields the finance view reads (site-wide §3, §9). */
/** The calculator variations a site config gives (site config `finance.calculator`). */
export interface CalculatorVariantSettings {
  amount_min: number | null;
  amount_max_follows_price: boolean;
  term_max: number | null;
  interest_range: { min: number; max: number } | null;
  /** The stand-alone calculator's starting price; null keeps 30000 (site-wide §9). */
  amount_default?: number | null;
  /** The lender's comparison rate range in % p.a.; null states none (site-wide §9). */
  comparison_rate_range?: { min: number; max: number } | null;
}

export interface FinanceViewSite extends CarFinanceSite {
  finance: CarFinanceSite['finance'] & {
    calculator?: CalculatorVariantSettings;
    /** The dealer's own disclaimer template (site-config `finance.disclaimer`). */
    disclaimer?: string | null;
  };
  finance_provider: string | null;
  features: { finance_calculator: boolean; finance_round_up: boolean };
}

/**
 * The vehicle page's ONE finance estimate (vehicle-stock §2 Sidebar; site-wide §9): the car's
 * `carFinanceEstimate` with the basis it was worked out on, as texts.
 */
export interface FinanceSummaryView {
  /** `$123` a week, or `Enquire for Finance` at or below $25 (site-wide §9). */
  repayment: string;
  per: 'week';
  /** `$533` a month (weekly × 4.33, site-wide §9), or `Enquire for Finance`. */
  monthly: string;
  /** True when the figure reads Enquire for Finance. */
  enquire: boolean;
  /** The headline price the estimate finances, `$40,490`. */
  price: string;
  /** `10.00% p.a.`. */
  interestRate: string;
  /** `10.00% p.a.`. */
  comparisonRate: string;
  termYears: number;
  /** `$4,049 (10%)`. */
  deposit: string;
  /** `$12,147 (30%)`, or null without a final payment. */
  balloon: string | null;
  /** Consumer or commercial lending (the car's vehicle type). */
  loan: LoanKind;
}

/** What the calculator starts from (vehicle-stock §9, site-wide §9). */
export interface CalculatorSettings {
  bounds: CalculatorBounds;
  /**
   * The fees financed with the loan (the site's basis: `financedFees`), listed under the result
   * and added to every amount the calculator works out.
   */
  fees: readonly FinanceFee[];
  /** Balloon / residual default in dollars (the estimate's final payment). */
  residualDefault: number;
  /** Deposit default in dollars (the estimate's deposit). */
  depositDefault: number;
  /** One dealer rounds repayments up (`features.finance_round_up`). */
  roundUp: boolean;
  /** Consumer or commercial wording for the disclaimer. */
  loan: LoanKind;
  /** The site's stated rates: the comparison rate is quoted while the rate is the site's. */
  interestRatePct: number;
  comparisonRatePct: number;
  /** The monthly account fee in dollars each repayment includes (`finance.monthly_account_fee`). */
  monthlyFee: number;
  /** The lender's stated comparison rate range (`finance.calculator.comparison_rate_range`). */
  comparisonRateRange: { min: number; max: number } | null;
  /**
   * The dealer's own disclaimer (`finance.disclaimer`) with placeholders filled from the
   * calculator's inputs, or null for the platform's wording.
   */
  disclaimerTemplate: string | null;
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
  /** The estimate's disclaimer: the loan it describes, in words (vehicle-stock §9). */
  disclaimer: FinanceDisclaimerView;
  /** The sticky header's weekly estimate, `$123` — the same figure as the summary's. */
  stickyWeekly: string | null;
}

/** The verdict: the view, or why finance is hidden (vehicle-stock §5). */
export type FinanceViewResult =
  | { eligible: true; view: FinanceView }
  | { eligible: false; reasons: FinanceIneligibleReason[] };

/** A site's calculator variations as `calculatorBounds` options (vehicle-stock §9). */
export function calculatorVariants(
  variants: CalculatorVariantSettings | undefined,
): Pick<
  CalculatorBoundsOptions,
  'amountMin' | 'amountMaxFollowsPrice' | 'termMax' | 'interestRange'
> {
  if (!variants) return {};
  return {
    ...(variants.amount_min !== null ? { amountMin: variants.amount_min } : {}),
    ...(variants.amount_max_follows_price ? { amountMaxFollowsPrice: true } : {}),
    ...(variants.term_max !== null ? { termMax: variants.term_max } : {}),
    ...(variants.interest_range !== null ? { interestRange: variants.interest_range } : {}),
  };
}

function percent(value: number): string {
  return `${value.toFixed(2)}% p.a.`;
}

const share = (dollars: number, pct: number) =>
  `${formatCurrency(dollars)} (${Number(pct.toFixed(2))}%)`;

/**
 * The finance of a car on a site, server-side and pure (vehicle-stock §2, §5, §9; site-wide §9):
 * - hidden unless `financeEligibility` passes for the site's `finance_provider` (lender data
 *   with interestRate and comparisonRate, not Suzuki, the provider's rules) and the car has a
 *   headline price;
 * - ONE estimate: finance-math's `carFinanceEstimate` — the headline price on the site's
 *   `finance` basis — the figure the result card, the sticky header, the calculator's start and
 *   buy online show too, with its basis (rate, comparison rate, term, deposit, balloon). The
 *   lender record decides eligibility only: its own figures were worked out on other terms;
 * - the calculator's settings when `features.finance_calculator` is on and there is a positive
 *   amount: bounds fitted to the price (vehicle-stock §9), starting at the estimate's price,
 *   term, rate, deposit, balloon and fees, so its first figure is the estimate's;
 * - the estimate's disclaimer, cut at 197 characters with the full text.
 */
export function financeView(
  car: FinanceViewCar,
  site: FinanceViewSite,
  now: Date,
): FinanceViewResult {
  const provider = site.finance_provider;
  const verdict = financeEligibility(car, {
    finance_provider: provider,
    // vehicle-stock §5: the site's excluded dealerships show no estimate and no calculator.
    excludedDealershipIds: site.rules?.finance_excluded_dealership_ids ?? [],
    now,
  });
  if (!verdict.eligible || !provider) {
    return { eligible: false, reasons: verdict.reasons };
  }
  const estimate = carFinanceEstimate(car, site);
  if (!estimate) return { eligible: false, reasons: [] };
  const { basis } = estimate;
  const summary: FinanceSummaryView = {
    repayment: estimate.weeklyText,
    per: 'week',
    monthly: estimate.monthlyText,
    enquire: estimate.enquire,
    price: formatCurrency(basis.price),
    interestRate: percent(basis.interestRatePct),
    comparisonRate: percent(basis.comparisonRatePct),
    termYears: basis.termYears,
    deposit: share(basis.deposit, basis.depositPct),
    balloon: basis.balloon > 0 ? share(basis.balloon, basis.balloonPct) : null,
    loan: basis.loan,
  };

  let calculator: CalculatorSettings | null = null;
  if (
    site.features.finance_calculator &&
    canShowFinanceCalculator(car, { finance_provider: provider, now, amount: basis.price })
  ) {
    calculator = {
      bounds: calculatorBounds({
        preset: 'vehicle',
        price: basis.price,
        amountDefaultIsPrice: true,
        termDefault: basis.termYears,
        interestDefault: basis.interestRatePct,
        ...calculatorVariants(site.finance.calculator),
      }),
      fees: basis.fees,
      depositDefault: basis.deposit,
      residualDefault: basis.balloon,
      roundUp: site.features.finance_round_up,
      loan: basis.loan,
      interestRatePct: basis.interestRatePct,
      comparisonRatePct: basis.comparisonRatePct,
      comparisonRateRange: site.finance.calculator?.comparison_rate_range ?? null,
      monthlyFee: basis.monthlyFee,
      disclaimerTemplate: site.finance.disclaimer ?? null,
    };
  }

  const full = financeDisclaimer(basis);
  const short = truncateFinanceDisclaimer(full);
  return {
    eligible: true,
    view: {
      provider,
      summary,
      calculator,
      disclaimer: { short, full, truncated: short !== full },
      stickyWeekly: estimate.enquire ? null : estimate.weeklyText,
    },
  };
}

/**
 * The stand-alone calculator's price when no car is given and the site sets no
 * `finance.calculator.amount_default` (site-wide §9 purchase price 30000).
 */
export const STANDALONE_CALCULATOR_PRICE = 30_000;

/**
 * The /finance page's stand-alone calculator (site-wide §9 calculator defaults): the `site`
 * preset (amount up to 250000, or 105% of a dearer car's price), the site's calculator
 * variations, starting from the site's finance basis on the car's headline price — or $30,000
 * without a car — so it opens on the figure that car's estimate shows.
 */
export function standaloneCalculator(
  site: FinanceViewSite,
  car: FinanceViewCar | null = null,
): CalculatorSettings {
  const estimate = car ? carFinanceEstimate(car, site) : null;
  const basis =
    estimate?.basis ??
    financeBasis(
      site.finance.calculator?.amount_default ?? STANDALONE_CALCULATOR_PRICE,
      site.finance,
      'consumer',
      {
        provider: site.finance_provider,
      },
    );
  return {
    bounds: calculatorBounds({
      preset: 'site',
      price: basis.price,
      termDefault: basis.termYears,
      interestDefault: basis.interestRatePct,
      ...calculatorVariants(site.finance.calculator),
    }),
    fees: basis.fees,
    depositDefault: basis.deposit,
    residualDefault: basis.balloon,
    roundUp: site.features.finance_round_up,
    loan: basis.loan,
    interestRatePct: basis.interestRatePct,
    comparisonRatePct: basis.comparisonRatePct,
    comparisonRateRange: site.finance.calculator?.comparison_rate_range ?? null,
    monthlyFee: basis.monthlyFee,
    disclaimerTemplate: site.finance.disclaimer ?? null,
  };
}
