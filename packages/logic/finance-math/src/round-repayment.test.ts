import { describe, expect, it } from 'vitest';
import { roundRepayment, shouldRoundUp } from './round-repayment.ts';

describe('roundRepayment', () => {
  it('rounds to the nearest cent by default (site-wide §9 rounding varies by lender)', () => {
    expect(roundRepayment(579.984045)).toBe(579.98);
    expect(roundRepayment(579.985)).toBe(579.99);
    expect(roundRepayment(579.9849)).toBe(579.98);
    expect(roundRepayment(1.005)).toBe(1.01);
  });

  it('rounds up to the next cent for the round-up dealer (vehicle-stock §9)', () => {
    expect(roundRepayment(579.981, { roundUp: true })).toBe(579.99);
    expect(roundRepayment(579.9800001, { roundUp: true })).toBe(579.99);
    expect(roundRepayment(579.98, { roundUp: true })).toBe(579.98);
  });

  it('reads the finance_round_up switch from site features (vehicle-stock §9)', () => {
    expect(roundRepayment(100.001, { features: { finance_round_up: true } })).toBe(100.01);
    expect(roundRepayment(100.001, { features: { finance_round_up: false } })).toBe(100);
    expect(roundRepayment(100.001, { roundUp: false, features: { finance_round_up: true } })).toBe(
      100,
    );
  });

  it('rounds to whole dollars for the weekly display (vehicle-stock §9)', () => {
    expect(roundRepayment(105.49, { unit: 'dollar' })).toBe(105);
    expect(roundRepayment(105.5, { unit: 'dollar' })).toBe(106);
    expect(roundRepayment(105.01, { unit: 'dollar', roundUp: true })).toBe(106);
    expect(roundRepayment(105, { unit: 'dollar', roundUp: true })).toBe(105);
  });
});

describe('shouldRoundUp', () => {
  it('is false unless the dealer rounds up (vehicle-stock §9)', () => {
    expect(shouldRoundUp()).toBe(false);
    expect(shouldRoundUp({ features: null })).toBe(false);
    expect(shouldRoundUp({ features: {} })).toBe(false);
    expect(shouldRoundUp({ features: { finance_round_up: true } })).toBe(true);
    expect(shouldRoundUp({ roundUp: true })).toBe(true);
  });
});
