/**
 * Reads a fuel calculator free-text field (vehicle-stock §5 "fuel price and weekly distance are
 * free text with $, comma and kms stripped"): removes `$`, commas and `kms` (any case; a bare
 * `km` too, as shoppers type both) and surrounding spaces, then reads a number:
 * `'$1,850 kms'` → 1850, `'1.70'` → 1.7. Null when nothing numeric is left (`''`, `'abc'`).
 */
export function parseFuelInput(text: string): number | null {
  const cleaned = text.replace(/[$,]/g, '').replace(/kms?/gi, '').trim();
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}
