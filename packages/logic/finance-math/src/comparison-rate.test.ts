import { describe, expect, it } from 'vitest';
import { comparisonRate } from './comparison-rate.ts';
import { repayment } from './repayment.ts';

describe('comparisonRate', () => {
  it('equals the interest rate without fees', () => {
    expect(comparisonRate({ annualRatePct: 8.5 })).toBe(8.5);
  });

  it('prices the fee into the 5-year $30,000 loan (vehicle-stock §9 comparison rate basis)', () => {
    const rate = comparisonRate({ annualRatePct: 8.5, establishmentFee: 395 });
    expect(rate).toBeGreaterThan(8.5);
    const loan = { amount: 30_000, termYears: 5, periodsPerYear: 12 };
    // Round trip: the fee-free loan at the comparison rate costs what the loan with the fee does.
    expect(repayment({ ...loan, annualRatePct: rate })).toBeCloseTo(
      repayment({ ...loan, fees: 395, annualRatePct: 8.5 }),
      0,
    );
  });

  it('is NaN for a rate that is not a number', () => {
    expect(comparisonRate({ annualRatePct: Number.NaN })).toBeNaN();
  });
});
