import { describe, expect, it } from 'vitest';
import { DEFAULT_RESERVE_DEPOSIT, RESERVE_HOLD_HOURS, reserveDeposit } from './reserve-deposit.ts';

describe('reserveDeposit', () => {
  it('defaults to $200 when none is set (vehicle-stock §9)', () => {
    expect(DEFAULT_RESERVE_DEPOSIT).toBe(200);
    expect(reserveDeposit()).toBe(200);
    expect(reserveDeposit(undefined)).toBe(200);
    expect(reserveDeposit(null)).toBe(200);
  });

  it('counts zero, negative and NaN amounts as not set (vehicle-stock §9)', () => {
    expect(reserveDeposit(0)).toBe(200);
    expect(reserveDeposit(-50)).toBe(200);
    expect(reserveDeposit(Number.NaN)).toBe(200);
  });

  it('uses the configured deposit when set (vehicle-stock §9)', () => {
    expect(reserveDeposit(500)).toBe(500);
    expect(reserveDeposit(1)).toBe(1);
  });

  it('holds the car for 48 hours (vehicle-stock §9)', () => {
    expect(RESERVE_HOLD_HOURS).toBe(48);
  });
});
