/** One calculator field's slider/input limits and starting value. */
export interface Bound {
  min: number;
  max: number;
  step: number;
  default: number;
}

/** Limits for every finance calculator field (vehicle-stock §9, site-wide §9). */
export interface CalculatorBounds {
  /** Purchase amount in dollars. */
  amount: Bound;
  /** Loan term in years. */
  term: Bound;
  /** Interest rate in percent per year. */
  interest: Bound;
  /** Deposit or trade-in in dollars. */
  deposit: Bound;
  /** Residual (balloon) in dollars. */
  residual: Bound;
}

/** The two documented starting points: the vehicle page calculator and the site-wide one. */
export type CalculatorPresetName = 'vehicle' | 'site';

/** A preset: the field limits plus whether the amount defaults to the car's price. */
export interface CalculatorPreset extends CalculatorBounds {
  /** Default the amount to the car's price when it has one. */
  amountDefaultIsPrice: boolean;
}

/** Platform default interest rate in percent, used when the config gives none (site-wide §9). */
export const DEFAULT_INTEREST_RATE_PCT = 10;

const DEPOSIT_BOUND: Bound = { min: 0, max: 250_000, step: 0.5, default: 0 };

/**
 * The two calculator presets the specs describe:
 * - `vehicle` (vehicle-stock §9): amount 1000–100000 step 500, default 30000; term 1–7 years step
 *   0.5, default 6; interest 0.5–15 step 0.5.
 * - `site` (site-wide §9): amount 1000–250000 (step 500, not given there; taken from the
 *   vehicle page), default the car's price or 30000 if it has none; term 1–7 step 0.5, default 5.
 * Both: interest default 10 unless the config gives one; deposit/trade-in and residual 0–250000
 * step 0.5, default 0 (site-wide §9).
 */
export const CALCULATOR_PRESETS: Readonly<Record<CalculatorPresetName, CalculatorPreset>> = {
  vehicle: {
    amountDefaultIsPrice: false,
    amount: { min: 1000, max: 100_000, step: 500, default: 30_000 },
    term: { min: 1, max: 7, step: 0.5, default: 6 },
    interest: { min: 0.5, max: 15, step: 0.5, default: DEFAULT_INTEREST_RATE_PCT },
    deposit: DEPOSIT_BOUND,
    residual: DEPOSIT_BOUND,
  },
  site: {
    amountDefaultIsPrice: true,
    amount: { min: 1000, max: 250_000, step: 500, default: 30_000 },
    term: { min: 1, max: 7, step: 0.5, default: 5 },
    interest: { min: 0.5, max: 15, step: 0.5, default: DEFAULT_INTEREST_RATE_PCT },
    deposit: DEPOSIT_BOUND,
    residual: DEPOSIT_BOUND,
  },
};

/**
 * The per-provider and per-dealer variations the specs name without naming the dealer; a site
 * picks them through {@link CalculatorBoundsOptions} (vehicle-stock §9, site-wide §9).
 */
export const CALCULATOR_VARIANTS = {
  /** Amount minimum "for one provider or dealer". */
  raisedAmountMin: 5000,
  /** On one dealer the amount maximum is 105% of the price when the price is above 100000. */
  priceLinkedMaxAbove: 100_000,
  priceLinkedMaxFactor: 1.05,
  /** Some dealers default the term to 5 years. */
  shortTermDefault: 5,
  /** Some dealers allow terms only "up to 5" years. */
  shortTermMax: 5,
  /** Interest range for one provider. */
  providerInterestRange: { min: 7.5, max: 14.5 },
  /** Interest range for one dealer. */
  dealerInterestRange: { min: 4, max: 20 },
  /** Default rate in "the calculator defaults of another dealer set" (site-wide §9). */
  dealerSetInterestDefault: 8.5,
} as const;

/** Per-site choices for {@link calculatorBounds}; every field is optional. */
export interface CalculatorBoundsOptions {
  /** Starting preset; default 'vehicle'. */
  preset?: CalculatorPresetName;
  /** The car's price; used by `amountDefaultIsPrice` and `amountMaxFollowsPrice`. */
  price?: number | null;
  /** Default the amount to the car's price (overrides the preset). */
  amountDefaultIsPrice?: boolean;
  /** Amount minimum, e.g. `CALCULATOR_VARIANTS.raisedAmountMin`. */
  amountMin?: number;
  /** Amount maximum becomes 105% of the price when the price is above 100000. */
  amountMaxFollowsPrice?: boolean;
  /** Term default in years, e.g. `CALCULATOR_VARIANTS.shortTermDefault`. */
  termDefault?: number;
  /** Term maximum in years, e.g. `CALCULATOR_VARIANTS.shortTermMax`. */
  termMax?: number;
  /** Interest range, e.g. `CALCULATOR_VARIANTS.providerInterestRange`. */
  interestRange?: { min: number; max: number };
  /** Interest default from the site config (vehicle-stock §9 "default from config"). */
  interestDefault?: number | null;
}

function withinRange(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function bound(min: number, max: number, step: number, wanted: number): Bound {
  return { min, max, step, default: withinRange(wanted, min, max) };
}

/**
 * The finance calculator's per-field {min, max, step, default} for a site (vehicle-stock §5
 * "Finance sliders keep to the bounds in point 9"; vehicle-stock §9; site-wide §9). Starts from
 * a preset and applies the site's variations. A car priced above the amount maximum raises the
 * maximum to 105% of its price (rounded up to the step), and the deposit and balloon maximums
 * with it, so a $375,000 truck is never worked out on $100,000. Every default is kept inside its
 * own range (e.g. a 6-year default with a 5-year maximum becomes 5).
 */
export function calculatorBounds(options: CalculatorBoundsOptions = {}): CalculatorBounds {
  const preset = CALCULATOR_PRESETS[options.preset ?? 'vehicle'];
  const price =
    typeof options.price === 'number' && Number.isFinite(options.price) && options.price > 0
      ? options.price
      : null;

  const amountMin = options.amountMin ?? preset.amount.min;
  const priceLinkedMax =
    options.amountMaxFollowsPrice &&
    price !== null &&
    price > CALCULATOR_VARIANTS.priceLinkedMaxAbove
      ? Math.round(price * CALCULATOR_VARIANTS.priceLinkedMaxFactor * 100) / 100
      : null;
  // A car dearer than the slider's ceiling (a $375,000 prime mover) gets a ceiling that fits it:
  // 105% of its price rounded up to the step, so the calculator works on the real price.
  const fitsPrice =
    price !== null && price > preset.amount.max
      ? Math.ceil((price * CALCULATOR_VARIANTS.priceLinkedMaxFactor) / preset.amount.step) *
        preset.amount.step
      : null;
  const amountMax = priceLinkedMax ?? fitsPrice ?? preset.amount.max;
  // Deposit and balloon keep room for a share of that price (site-wide §9 range 0 to 250000).
  const moneyMax = Math.max(preset.deposit.max, amountMax);
  const amountDefaultIsPrice = options.amountDefaultIsPrice ?? preset.amountDefaultIsPrice;
  const amountDefault = amountDefaultIsPrice && price !== null ? price : preset.amount.default;

  const termMax = options.termMax ?? preset.term.max;
  const termDefault = options.termDefault ?? preset.term.default;

  const interest = options.interestRange ?? preset.interest;
  const interestDefault = options.interestDefault ?? preset.interest.default;

  return {
    amount: bound(amountMin, amountMax, preset.amount.step, amountDefault),
    term: bound(preset.term.min, termMax, preset.term.step, termDefault),
    interest: bound(interest.min, interest.max, preset.interest.step, interestDefault),
    deposit: { ...preset.deposit, max: moneyMax },
    residual: { ...preset.residual, max: moneyMax },
  };
}
