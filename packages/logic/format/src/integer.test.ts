import { describe, expect, it } from 'vitest';
import { formatInteger } from './integer.ts';

describe('formatInteger (site-wide §9 number style)', () => {
  it('puts a comma between each group of three digits', () => {
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(1000)).toBe('1,000');
    expect(formatInteger(45_000)).toBe('45,000');
    expect(formatInteger(1_234_567)).toBe('1,234,567');
    expect(formatInteger(-1_500)).toBe('-1,500');
  });

  it('rounds to a whole number', () => {
    expect(formatInteger(12.5)).toBe('13');
    expect(formatInteger(999.6)).toBe('1,000');
    expect(formatInteger(-0.2)).toBe('0');
  });

  it('writes what en-AU writes for whole numbers', () => {
    for (const value of [0, 7, 42, 999, 1000, 10_001, 123_456, 9_999_999, 1_000_000_000, -2_500]) {
      expect(formatInteger(value)).toBe(
        value.toLocaleString('en-AU', { maximumFractionDigits: 0 }),
      );
    }
  });
});
