import { describe, expect, it } from 'vitest';
import { FINANCE_ESTIMATE, financeEstimate } from './finance-estimate.ts';

describe('financeEstimate', () => {
  it('uses 5 years, 10% deposit, 30% final payment, rate 10, monthly ×4.33 (site-wide §9)', () => {
    expect(FINANCE_ESTIMATE).toEqual({
      termYears: 5,
      depositShare: 0.1,
      balloonShare: 0.3,
      defaultRatePct: 10,
      weeksPerMonth: 4.33,
    });
  });

  it('estimates a $30,000 car at 10% as $105.35 a week (site-wide §9)', () => {
    // By hand: loan 30000 − 3000 = 27000, balloon 9000, r = 0.10 / 52 = 0.0019230769, n = 260,
    // (1 + r)^260 = 1.6479298; PV of balloon 9000 / 1.6479298 = 5461.40;
    // (27000 − 5461.40) × r / (1 − 1 / 1.6479298) = 21538.60 × 0.0048912 = 105.348.
    const estimate = financeEstimate(30_000);
    expect(estimate?.weekly).toBeCloseTo(105.348, 3);
    expect(estimate?.monthly).toBeCloseTo(105.3477 * 4.33, 2);
  });

  it('works out the weekly figure so the loan runs down to the 30% final payment (site-wide §9)', () => {
    const weekly = financeEstimate(48_000, { annualRatePct: 7.25 })?.weekly ?? Number.NaN;
    let balance = 48_000 * 0.9;
    for (let week = 0; week < 260; week += 1) balance = balance * (1 + 0.0725 / 52) - weekly;
    expect(balance).toBeCloseTo(48_000 * 0.3, 6);
  });

  it('is (90% − 30%) of the price over 260 weeks at 0% (site-wide §9)', () => {
    // (27000 − 9000) / 260 = 69.2307…; monthly 69.2307… × 4.33 = 299.7692…
    const estimate = financeEstimate(30_000, { annualRatePct: 0 });
    expect(estimate?.weekly).toBeCloseTo(69.230769, 6);
    expect(estimate?.monthly).toBeCloseTo(299.769231, 6);
  });

  it('uses rate 10 when the site gives none (site-wide §9)', () => {
    expect(financeEstimate(30_000, { annualRatePct: null })).toEqual(financeEstimate(30_000));
    expect(financeEstimate(30_000, { annualRatePct: 10 })).toEqual(financeEstimate(30_000));
  });

  it('gives nothing without a positive price (vehicle-stock §8 finance data missing)', () => {
    expect(financeEstimate(0)).toBeNull();
    expect(financeEstimate(-1)).toBeNull();
    expect(financeEstimate(null)).toBeNull();
    expect(financeEstimate(undefined)).toBeNull();
    expect(financeEstimate(Number.NaN)).toBeNull();
    expect(financeEstimate(1)).not.toBeNull();
  });
});
