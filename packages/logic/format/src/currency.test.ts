import { describe, expect, it } from 'vitest';
import { formatCurrency } from './currency.ts';

describe('formatCurrency', () => {
  it('shows $ with thousands commas and no decimals (site-wide §9)', () => {
    expect(formatCurrency(12345)).toBe('$12,345');
    expect(formatCurrency(1234567.4)).toBe('$1,234,567');
  });
  it('rounds to whole dollars (site-wide §9)', () => {
    expect(formatCurrency(99.5)).toBe('$100');
    expect(formatCurrency(-1500.2)).toBe('-$1,500');
  });
});
