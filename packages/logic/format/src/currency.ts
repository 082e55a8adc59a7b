import { formatInteger } from './integer.ts';

/** `$12,345`: dollar sign, thousands commas, no decimals, rounded (site-wide §9). */
export function formatCurrency(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}$${formatInteger(Math.abs(rounded))}`;
}
