/**
 * Canonical finance provider keys: the keys of `car.finance_lenders` and the values of the site's
 * `finance_provider` (vehicle-stock §3 "by lender key (seen: angle, manual, nissan_finance, and a
 * per-site provider key)"; vehicle-stock §5 lists Taurus, 360 Finance, AusLoans, Manual, Angle,
 * Powertorque and Nissan Finance).
 */
export const FINANCE_PROVIDER_KEYS = [
  'taurus',
  '360_finance',
  'ausloans',
  'manual',
  'angle',
  'powertorque',
  'nissan_finance',
] as const;

/** One of {@link FINANCE_PROVIDER_KEYS}. */
export type FinanceProviderKey = (typeof FINANCE_PROVIDER_KEYS)[number];

/**
 * Maps a provider name as a config or feed may spell it to its canonical key, or null when it is
 * not a known provider: case-insensitive, spaces and hyphens become underscores
 * ("360 Finance" → `360_finance`, "AusLoans" → `ausloans`, "Nissan-Finance" → `nissan_finance`)
 * (vehicle-stock §5).
 */
export function financeProviderKey(name: string | null | undefined): FinanceProviderKey | null {
  if (!name) return null;
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return FINANCE_PROVIDER_KEYS.find((known) => known === key) ?? null;
}
