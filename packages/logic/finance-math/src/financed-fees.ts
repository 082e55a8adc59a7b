import { formatCurrency, formatDecimal } from '@forecourt/format';
import { establishmentFee, PROVIDER_ESTABLISHMENT_FEES } from './establishment-fee.ts';

/** One fee a dealer's lender charges, financed with the loan: `{ label: 'PPSR', amount: 3 }`. */
export interface FinanceFee {
  /** What the shopper reads beside the amount, e.g. `Establishment fee`. */
  label: string;
  /** Dollars (cents allowed), added to the amount financed. */
  amount: number;
}

/** The site's fee settings (site config `finance`); every field is optional. */
export interface FinanceFeeSettings {
  /** One establishment fee in dollars (default 0). */
  establishment_fee?: number;
  /** The dealer's named fees (default none). */
  fees?: readonly FinanceFee[];
  /**
   * Finance the provider's standard establishment fee (`PROVIDER_ESTABLISHMENT_FEES`) when the
   * site lists no fee of its own (default false).
   */
  provider_establishment_fee?: boolean;
}

/** The label the single `establishment_fee` and a provider's standard fee are listed under. */
export const ESTABLISHMENT_FEE_LABEL = 'Establishment fee';

const positive = (amount: number) => Number.isFinite(amount) && amount > 0;

/**
 * The fees financed with every loan on a site (vehicle-stock §9 "Repayment is standard
 * amortisation of (amount minus deposit plus fees)"; site-wide §9 "Establishment fee default 0
 * … One dealer lists fees"): the site's `establishment_fee` (listed as `Establishment fee`)
 * followed by its named `fees`, each above $0. When the site lists none, and only then, its
 * finance provider's standard establishment fee applies — "1300 for one provider when no lender
 * fee is given" (vehicle-stock §9) — if the site opts in with `provider_establishment_fee`: like
 * the calculator's per-provider variations (`CALCULATOR_VARIANTS`), the specs do not say which
 * provider, so a site chooses it rather than its provider name deciding alone. Otherwise none.
 */
export function financedFees(
  finance: FinanceFeeSettings,
  provider: string | null | undefined = null,
  providerFees: Readonly<Partial<Record<string, number>>> = PROVIDER_ESTABLISHMENT_FEES,
): FinanceFee[] {
  const listed: FinanceFee[] = [];
  const single = finance.establishment_fee ?? 0;
  if (positive(single)) listed.push({ label: ESTABLISHMENT_FEE_LABEL, amount: single });
  for (const fee of finance.fees ?? []) {
    if (positive(fee.amount)) listed.push({ label: fee.label, amount: fee.amount });
  }
  if (listed.length > 0 || finance.provider_establishment_fee !== true) return listed;
  const standard = establishmentFee(null, provider, providerFees);
  return positive(standard) ? [{ label: ESTABLISHMENT_FEE_LABEL, amount: standard }] : [];
}

/** The fees' total in dollars, to the cent. */
export function feesTotal(fees: readonly FinanceFee[]): number {
  const cents = fees.reduce((sum, fee) => sum + Math.round(fee.amount * 100), 0);
  return cents / 100;
}

/**
 * A fee as the shopper reads it: whole dollars as `$495`, otherwise to the cent (`$912.25`,
 * `$1,360.50`) — a fee is a charge, so it is never rounded away.
 */
export function feeText(amount: number): string {
  if (Number.isInteger(Math.round(amount * 100) / 100)) return formatCurrency(amount);
  return `${amount < 0 ? '-' : ''}$${formatDecimal(Math.abs(amount), 2, 2)}`;
}
