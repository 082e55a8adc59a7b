/** How an engine size is shown: litres to one decimal (`2.0L`) or cubic centimetres (`1998cc`) (vehicle-stock §9). */
export type EngineSizeUnit = 'litres' | 'cc';

/**
 * The engine fields of a car (vehicle-stock §3): `engine_size` in cc, `engine_size_litres` in
 * litres. Feeds may send numbers or numeric strings; empty, zero or non-numeric values count as
 * missing.
 */
export interface EngineSizeInput {
  engine_size?: number | string | null;
  engine_size_litres?: number | string | null;
}

function positiveNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}

/**
 * Engine size for display (vehicle-stock §9 "Engine shown in litres to 1 decimal, or cc").
 * - `'litres'` (default): `engine_size_litres` to one decimal, e.g. `2.0L`; when only
 *   `engine_size` (cc) is known it is converted (1998cc gives `2.0L`).
 * - `'cc'`: `engine_size` rounded, e.g. `1998cc`. Litres are NOT converted to cc, because
 *   `2.0L` would become a made-up `2000cc`.
 * Returns `null` when the needed value is missing.
 */
export function formatEngineSize(
  car: EngineSizeInput,
  unit: EngineSizeUnit = 'litres',
): string | null {
  const cc = positiveNumber(car.engine_size);
  if (unit === 'cc') return cc === null ? null : `${Math.round(cc)}cc`;
  const litres = positiveNumber(car.engine_size_litres) ?? (cc === null ? null : cc / 1000);
  return litres === null ? null : `${(Math.round(litres * 10) / 10).toFixed(1)}L`;
}
