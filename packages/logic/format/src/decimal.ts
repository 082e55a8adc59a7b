import { formatInteger } from './integer.ts';

/**
 * A number with thousands commas and at most `maximumFractionDigits` decimals, trailing zeros
 * dropped down to `minimumFractionDigits` (`1,234.5`, `912.25`, `8.38`): what
 * `Intl.NumberFormat('en-AU', { maximumFractionDigits })` prints, in plain string work, so no
 * module pays for the browser's locale data at load or first render (see `formatInteger`).
 */
export function formatDecimal(
  value: number,
  maximumFractionDigits: number,
  minimumFractionDigits = 0,
): string {
  if (!Number.isFinite(value)) return String(value);
  // toFixed rounds the decimal the number stands for, as Intl does (1.005 → "1.00", not "1.01").
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maximumFractionDigits).split('.');
  let digits = fraction;
  while (digits.length > minimumFractionDigits && digits.endsWith('0'))
    digits = digits.slice(0, -1);
  // A negative that rounds to zero prints as 0, not -0.
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${formatInteger(Number(whole))}${digits ? `.${digits}` : ''}`;
}
