import type { Bound } from './calculator-bounds.ts';

/**
 * The help text under a calculator field: exactly `Cannot be less than {min} or more than {max}`
 * (site-wide §9). Numbers are shown plain by default (`1000`, `0.5`) because the same text serves
 * years and percentages; pass a formatter such as `formatCurrency` from `@forecourt/format` for
 * money fields (`Cannot be less than $1,000 or more than $100,000`).
 */
export function boundsHelpText(
  bound: Pick<Bound, 'min' | 'max'>,
  format: (value: number) => string = String,
): string {
  return `Cannot be less than ${format(bound.min)} or more than ${format(bound.max)}`;
}
