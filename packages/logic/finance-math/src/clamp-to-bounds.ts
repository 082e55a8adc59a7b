import type { Bound } from './calculator-bounds.ts';

/**
 * Keeps a calculator value inside its bound: below min gives min, above max gives max
 * (site-wide §9 "Out-of-range values are clamped"; vehicle-stock §5 "Finance sliders keep to the
 * bounds"). NaN (an emptied field) gives min. The value is not snapped to the step.
 */
export function clampToBounds(value: number, bound: Pick<Bound, 'min' | 'max'>): number {
  if (Number.isNaN(value)) return bound.min;
  return Math.min(bound.max, Math.max(bound.min, value));
}

/** Whether a value lies inside its bound, ends included; false for NaN (site-wide §9). */
export function isWithinBounds(value: number, bound: Pick<Bound, 'min' | 'max'>): boolean {
  return value >= bound.min && value <= bound.max;
}

/**
 * The typed purchase amount as the calculator keeps it: below zero (or NaN) is set to 0
 * (site-wide §9 "An amount below zero is set to 0"). The amount is not clamped to its minimum:
 * the field shows the help text instead (see `boundsHelpText`, `isWithinBounds`).
 */
export function nonNegativeAmount(value: number): number {
  return Number.isNaN(value) || value < 0 ? 0 : value;
}
