import { formatInteger } from './integer.ts';

/**
 * Odometer reading for cards and the vehicle page: `45,000 km`, rounded, thousands commas
 * (vehicle-stock §2 icons for kms; site-wide §9 number style). `null` when the value is missing,
 * not a number or negative (vehicle-stock §5: card attributes show only when a value exists).
 */
export function formatKm(km: number | null | undefined): string | null {
  if (km === null || km === undefined || !Number.isFinite(km) || km < 0) return null;
  return `${formatInteger(km)} km`;
}
