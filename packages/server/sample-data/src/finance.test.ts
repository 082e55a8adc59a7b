import { describe, expect, it } from 'vitest';
import { financeLender } from './finance.ts';

describe('finance', () => {
  it('builds a lender record whose payments come from finance-math (vehicle-stock §9)', () => {
    const lender = financeLender({
      price: 40_000,
      interestRate: 8.99,
      comparisonRate: 9.5,
      deposit: 4_000,
      termYears: 5,
      balloon: 12_000,
      establishmentFees: 395,
      lenderName: 'Test Finance',
    });
    expect(lender.termMonths).toBe(60);
    expect(lender.termWeeks).toBe(260);
    expect(lender.totalPayable).toBeCloseTo(lender.paymentMonth * 60 + 12_000, 2);
    const yearlyByWeek = lender.paymentWeek * 52;
    const yearlyByMonth = lender.paymentMonth * 12;
    expect(Math.abs(yearlyByWeek - yearlyByMonth) / yearlyByMonth).toBeLessThan(0.005);
    expect(lender.disclaimer).toContain('$36,395');
    expect(lender.disclaimer).toContain('balloon payment of $12,000');
  });
});
