import { describe, expect, it } from 'vitest';
import { totalPayable } from './total-payable.ts';

describe('totalPayable', () => {
  it('is payment times periods plus the balloon (site-wide §9)', () => {
    expect(totalPayable({ payment: 100, termYears: 5, periodsPerYear: 52 })).toBe(26_000);
    expect(totalPayable({ payment: 450, termYears: 5, periodsPerYear: 12, balloon: 9000 })).toBe(
      36_000,
    );
    expect(totalPayable({ payment: 200, termYears: 1.5, periodsPerYear: 26 })).toBe(7800);
  });
});
