/** Options for {@link roundRepayment}; `features` lets a resolved site config be passed straight in. */
export interface RoundRepaymentOptions {
  /** Round up instead of to nearest. Wins over `features.finance_round_up` when given. */
  roundUp?: boolean;
  /** The site's feature switches; `finance_round_up` marks the dealer that rounds up (vehicle-stock §9). */
  features?: { finance_round_up?: boolean } | null;
  /** 'cent' (default) for figures with cents, 'dollar' for the whole-dollar display (vehicle-stock §9). */
  unit?: 'cent' | 'dollar';
}

/**
 * Whether repayments round up for this site: `roundUp` if given, else the site's
 * `features.finance_round_up` switch, else false (vehicle-stock §9 "one dealer rounds up").
 */
export function shouldRoundUp(options: RoundRepaymentOptions = {}): boolean {
  return options.roundUp ?? options.features?.finance_round_up ?? false;
}

/**
 * Rounds a per-period repayment per lender (vehicle-stock §9 "one dealer rounds up"; site-wide §9
 * "rounding varies by lender"). To the cent by default (`Math.round`), or up to the next cent
 * (`Math.ceil`) for the round-up dealer. With `unit: 'dollar'` it rounds to whole dollars
 * instead, the way the weekly payment is shown (vehicle-stock §9 "Weekly payment shown in whole
 * dollars"). Binary noise below a millionth of the unit is ignored first, so 579.98 does not
 * round up to 579.99 and 1.005 rounds to 1.01.
 */
export function roundRepayment(value: number, options: RoundRepaymentOptions = {}): number {
  const scale = options.unit === 'dollar' ? 1 : 100;
  const scaled = Number((value * scale).toFixed(6));
  const whole = shouldRoundUp(options) ? Math.ceil(scaled) : Math.round(scaled);
  return whole / scale;
}
