import { describe, expect, it } from 'vitest';
import { calculatorBounds } from './calculator-bounds.ts';
import { clampToBounds, isWithinBounds, nonNegativeAmount } from './clamp-to-bounds.ts';

const { deposit, interest, amount } = calculatorBounds();

describe('clampToBounds', () => {
  it('clamps out-of-range deposit and residual values (site-wide §9)', () => {
    expect(clampToBounds(-0.5, deposit)).toBe(0);
    expect(clampToBounds(0, deposit)).toBe(0);
    expect(clampToBounds(250_000, deposit)).toBe(250_000);
    expect(clampToBounds(250_000.5, deposit)).toBe(250_000);
    expect(clampToBounds(1234.5, deposit)).toBe(1234.5);
  });

  it('keeps sliders to their bounds (vehicle-stock §5)', () => {
    expect(clampToBounds(0.4, interest)).toBe(0.5);
    expect(clampToBounds(0.5, interest)).toBe(0.5);
    expect(clampToBounds(15, interest)).toBe(15);
    expect(clampToBounds(15.1, interest)).toBe(15);
  });

  it('turns NaN into the minimum (site-wide §9)', () => {
    expect(clampToBounds(Number.NaN, amount)).toBe(1000);
  });
});

describe('isWithinBounds', () => {
  it('is true from min to max inclusive (site-wide §9)', () => {
    expect(isWithinBounds(999, amount)).toBe(false);
    expect(isWithinBounds(1000, amount)).toBe(true);
    expect(isWithinBounds(100_000, amount)).toBe(true);
    expect(isWithinBounds(100_001, amount)).toBe(false);
    expect(isWithinBounds(Number.NaN, amount)).toBe(false);
  });
});

describe('nonNegativeAmount', () => {
  it('sets an amount below zero to 0 (site-wide §9)', () => {
    expect(nonNegativeAmount(-0.01)).toBe(0);
    expect(nonNegativeAmount(-5000)).toBe(0);
    expect(nonNegativeAmount(Number.NaN)).toBe(0);
  });

  it('leaves zero and positive amounts as typed, even under the minimum (site-wide §9)', () => {
    expect(nonNegativeAmount(0)).toBe(0);
    expect(nonNegativeAmount(0.01)).toBe(0.01);
    expect(nonNegativeAmount(500)).toBe(500);
  });
});
