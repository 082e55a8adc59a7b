import { describe, expect, it } from 'vitest';
import { FREQUENCIES } from './frequencies.ts';
import { repayment } from './repayment.ts';

/**
 * Independent check: run the loan period by period (add interest, take the payment) and return
 * what is still owed after the last payment. A correct payment leaves exactly the balloon.
 */
function balanceAfterSchedule(
  principal: number,
  annualRatePct: number,
  periodsPerYear: number,
  periods: number,
  payment: number,
): number {
  let balance = principal;
  for (let period = 0; period < periods; period += 1) {
    balance = balance * (1 + annualRatePct / 100 / periodsPerYear) - payment;
  }
  return balance;
}

describe('repayment', () => {
  it('matches the textbook $30,000 at 6% over 60 months = $579.98 (vehicle-stock §9)', () => {
    // By hand: r = 0.06 / 12 = 0.005, (1.005)^60 = 1.34885015; annuity factor
    // a(60) = (1 − 1/1.34885015) / 0.005 = 51.72556; 30000 / 51.72556 = 579.984.
    const value = repayment({ amount: 30_000, annualRatePct: 6, termYears: 5, periodsPerYear: 12 });
    expect(value).toBeCloseTo(579.984, 3);
  });

  it('matches the textbook $200,000 at 6% over 30 years = $1,199.10 a month (vehicle-stock §9)', () => {
    // Published mortgage-table value: 1199.10 (r = 0.005, n = 360, (1.005)^360 = 6.0225752).
    const value = repayment({
      amount: 200_000,
      annualRatePct: 6,
      termYears: 30,
      periodsPerYear: 12,
    });
    expect(value).toBeCloseTo(1199.101, 3);
  });

  it('finances amount minus deposit plus fees (vehicle-stock §9)', () => {
    // 32000 − 3000 + 1000 = 30000, so the same $579.98 as above.
    const value = repayment({
      amount: 32_000,
      deposit: 3000,
      fees: 1000,
      annualRatePct: 6,
      termYears: 5,
      periodsPerYear: 12,
    });
    expect(value).toBeCloseTo(579.984, 3);
  });

  it('reduces the payment by the sinking-fund share of a balloon (site-wide §9 residual)', () => {
    // By hand: with a $9,000 final payment the loan is the plain annuity on 30000 (579.984) less
    // the payment that saves up 9000 by period 60: s(60) = ((1.005)^60 − 1) / 0.005 = 69.77003,
    // 9000 / 69.77003 = 128.995. 579.984 − 128.995 = 450.989.
    const value = repayment({
      amount: 30_000,
      annualRatePct: 6,
      termYears: 5,
      periodsPerYear: 12,
      balloon: 9000,
    });
    expect(value).toBeCloseTo(450.989, 3);
    expect(balanceAfterSchedule(30_000, 6, 12, 60, value)).toBeCloseTo(9000, 6);
  });

  it('pays the loan down to the balloon weekly and fortnightly too (vehicle-stock §9)', () => {
    const weekly = repayment({
      amount: 45_000,
      deposit: 5000,
      fees: 1300,
      annualRatePct: 9.5,
      termYears: 5,
      periodsPerYear: FREQUENCIES.weekly,
      balloon: 12_000,
    });
    expect(balanceAfterSchedule(41_300, 9.5, 52, 260, weekly)).toBeCloseTo(12_000, 6);

    const fortnightly = repayment({
      amount: 30_000,
      annualRatePct: 8.5,
      termYears: 6,
      periodsPerYear: FREQUENCIES.fortnightly,
    });
    // Hand value: r = 0.085 / 26, n = 156, (1 + r)^156 = 1.6639065 → 245.804.
    expect(fortnightly).toBeCloseTo(245.804, 3);
    expect(balanceAfterSchedule(30_000, 8.5, 26, 156, fortnightly)).toBeCloseTo(0, 6);
  });

  it('handles half-year terms (vehicle-stock §9 step 0.5)', () => {
    const value = repayment({
      amount: 20_000,
      annualRatePct: 7,
      termYears: 4.5,
      periodsPerYear: 12,
    });
    expect(balanceAfterSchedule(20_000, 7, 12, 54, value)).toBeCloseTo(0, 6);
  });

  it('divides principal less balloon evenly at 0% (vehicle-stock §9)', () => {
    // (12000 − 0) / 12 = 1000; (12000 − 2400) / 12 = 800.
    expect(repayment({ amount: 12_000, annualRatePct: 0, termYears: 1, periodsPerYear: 12 })).toBe(
      1000,
    );
    expect(
      repayment({
        amount: 12_000,
        annualRatePct: 0,
        termYears: 1,
        periodsPerYear: 12,
        balloon: 2400,
      }),
    ).toBe(800);
  });

  it('stays close to the 0% payment just above 0% (vehicle-stock §9)', () => {
    const tiny = repayment({
      amount: 12_000,
      annualRatePct: 0.0001,
      termYears: 1,
      periodsPerYear: 12,
    });
    expect(tiny).toBeGreaterThan(1000);
    expect(tiny).toBeCloseTo(1000, 2);
  });

  it('returns the unrounded value (vehicle-stock §9)', () => {
    const value = repayment({ amount: 30_000, annualRatePct: 6, termYears: 5, periodsPerYear: 12 });
    expect(value).not.toBe(579.98);
    expect(value).not.toBe(580);
  });

  it('returns NaN for a zero-length term or a non-number input (vehicle-stock §8)', () => {
    expect(
      repayment({ amount: 30_000, annualRatePct: 6, termYears: 0, periodsPerYear: 12 }),
    ).toBeNaN();
    expect(
      repayment({ amount: Number.NaN, annualRatePct: 6, termYears: 5, periodsPerYear: 12 }),
    ).toBeNaN();
    expect(
      repayment({
        amount: 30_000,
        annualRatePct: 6,
        termYears: 5,
        periodsPerYear: 12,
        balloon: Infinity,
      }),
    ).toBeNaN();
  });
});
