import { type FinanceProviderKey, financeProviderKey } from './finance-providers.ts';

/**
 * Establishment fee per provider when the lender record gives none. The specs name the amounts
 * but not the providers: "1300 for one provider when no lender fee is given" (vehicle-stock §9)
 * and "1360.5 for one lender" (site-wide §9). DECISION (placeholder until product names them):
 * `taurus` → 1300, `angle` → 1360.5. Every other provider → 0 ("Establishment fee default 0",
 * site-wide §9). Pass a different table as the third argument of `establishmentFee` to change it.
 */
export const PROVIDER_ESTABLISHMENT_FEES: Readonly<Partial<Record<FinanceProviderKey, number>>> =
  Object.freeze({ taurus: 1300, angle: 1360.5 });

function toFee(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const fee = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(fee) && fee >= 0 ? fee : null;
}

/**
 * The establishment fee added to the financed amount (vehicle-stock §9, site-wide §9): the
 * lender's own fee (`finance_lenders[provider].establishmentFees`) when it is a number ≥ 0
 * (numeric strings accepted); otherwise the provider's fallback from the table; otherwise 0.
 * Provider names are matched like `financeProviderKey` ("Taurus" → `taurus`).
 */
export function establishmentFee(
  lenderFee: number | string | null | undefined,
  provider: string | null | undefined,
  fees: Readonly<Partial<Record<string, number>>> = PROVIDER_ESTABLISHMENT_FEES,
): number {
  const own = toFee(lenderFee);
  if (own !== null) return own;
  const key = financeProviderKey(provider) ?? provider ?? '';
  return fees[key] ?? 0;
}
