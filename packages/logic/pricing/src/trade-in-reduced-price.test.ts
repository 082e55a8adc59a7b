import { describe, expect, it } from 'vitest';
import { tradeInReducedPrice } from './trade-in-reduced-price.ts';

describe('tradeInReducedPrice', () => {
  it('is the car price minus the offer when the offer is above zero (vehicle-stock §3 Trade-in)', () => {
    expect(tradeInReducedPrice(30_000, 12_500)).toBe(17_500);
    expect(tradeInReducedPrice(30_000, 1)).toBe(29_999);
    expect(tradeInReducedPrice(30_000, 0.01)).toBeCloseTo(29_999.99);
  });

  it('is null when the offer is zero, negative or missing (vehicle-stock §3 Trade-in)', () => {
    expect(tradeInReducedPrice(30_000, 0)).toBeNull();
    expect(tradeInReducedPrice(30_000, -100)).toBeNull();
    expect(tradeInReducedPrice(30_000, null)).toBeNull();
    expect(tradeInReducedPrice(30_000, undefined)).toBeNull();
    expect(tradeInReducedPrice(30_000, Number.NaN)).toBeNull();
  });

  it('is null without a car price (vehicle-stock §3 Trade-in)', () => {
    expect(tradeInReducedPrice(null, 5_000)).toBeNull();
    expect(tradeInReducedPrice(undefined, 5_000)).toBeNull();
    expect(tradeInReducedPrice(Number.NaN, 5_000)).toBeNull();
  });

  it('is not clamped when the offer exceeds the price (vehicle-stock §3 Trade-in)', () => {
    expect(tradeInReducedPrice(10_000, 12_000)).toBe(-2_000);
  });
});
