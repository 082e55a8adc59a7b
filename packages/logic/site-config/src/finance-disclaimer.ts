/** The placeholders a dealer's finance disclaimer may use (vehicle-stock §9). */
export const FINANCE_DISCLAIMER_PLACEHOLDERS = [
  'rate',
  'comparison_rate',
  'comparison_rate_range',
  'term',
  'deposit',
  'balloon',
  'amount',
  'fees',
] as const;

/** The `{name}` placeholders of a disclaimer that are not {@link FINANCE_DISCLAIMER_PLACEHOLDERS}. */
export function unknownDisclaimerPlaceholders(text: string): string[] {
  const known = new Set<string>(FINANCE_DISCLAIMER_PLACEHOLDERS);
  return [...text.matchAll(/\{([a-z_]+)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !known.has(name));
}
