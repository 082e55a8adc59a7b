import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUDGET_DEFAULTS, budgetFromRepayment, clampBudgetInput } from './budget-from-repayment.ts';
import { repayment } from './repayment.ts';

/** No interest, no final payment, no fee: the spec's plain formula (site-wide §9). */
const finance = { interest_rate: 0, term_years: 5, balloon_percent: 0, establishment_fee: 0 };
/** The platform's neutral finance basis (site-config PLATFORM_DEFAULTS.finance). */
const PLATFORM = { interest_rate: 10, term_years: 5, balloon_percent: 30, establishment_fee: 0 };

describe('budgetFromRepayment', () => {
  it('has the site defaults: 200 weekly or 600 monthly, deposit 2000, weekly (site-wide §9)', () => {
    expect(BUDGET_DEFAULTS.frequency).toBe('weekly');
    expect(BUDGET_DEFAULTS.repayment).toEqual({ weekly: 200, fortnightly: 400, monthly: 600 });
    expect(BUDGET_DEFAULTS.deposit).toBe(2000);
    expect(BUDGET_DEFAULTS.termYears).toBe(5);
  });

  it('is weekly repayment × 52 × 5 + deposit without interest (site-wide §9)', () => {
    // 200 × 52 × 5 = 52000, + 2000 = 54000.
    expect(
      budgetFromRepayment({ repayment: 200, frequency: 'weekly', deposit: 2000, finance }),
    ).toBe(54_000);
  });

  it('is monthly repayment × 12 × 5 + deposit without interest (site-wide §9)', () => {
    // 600 × 12 × 5 = 36000, + 2000 = 38000.
    expect(
      budgetFromRepayment({ repayment: 600, frequency: 'monthly', deposit: 2000, finance }),
    ).toBe(38_000);
  });

  it("runs over the site's default term when given one (site-wide §9 term, site config finance.term_years)", () => {
    // 200 × 52 × 4 = 41600, + 2000 = 43600.
    expect(
      budgetFromRepayment({
        repayment: 200,
        frequency: 'weekly',
        deposit: 2000,
        finance: { ...finance, term_years: 4 },
      }),
    ).toBe(43_600);
  });

  it("takes the interest off at the site's rate: a present value, not repayment × 260", () => {
    const budget = budgetFromRepayment({
      repayment: 200,
      frequency: 'weekly',
      deposit: 2000,
      finance: { ...PLATFORM, balloon_percent: 0 },
    });
    // 200 a week for 260 weeks at 10% p.a. is worth about $47,100 today, + $2,000.
    expect(budget).toBeLessThan(54_000);
    expect(budget).toBe(Math.round((200 * (1 - (1 + 0.1 / 52) ** -260)) / (0.1 / 52) + 2000));
  });

  it('treats fortnightly and monthly as their own frequencies (site-wide §9)', () => {
    const of = (frequency: 'weekly' | 'fortnightly' | 'monthly', amount: number) =>
      budgetFromRepayment({ repayment: amount, frequency, deposit: 0, finance: PLATFORM });
    // $800 a month is a smaller budget than $800 a week.
    expect(of('monthly', 800)).toBeLessThan(of('weekly', 800) / 4);
    expect(of('fortnightly', 400)).toBeGreaterThan(of('monthly', 800));
    expect(of('fortnightly', 400)).toBeLessThan(of('weekly', 200) * 1.01);
  });

  it('round trip: a car priced at the budget repays that amount on the same basis', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 5000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.constantFrom('weekly', 'fortnightly', 'monthly') as fc.Arbitrary<
          'weekly' | 'fortnightly' | 'monthly'
        >,
        fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 20, noNaN: true })),
        fc.integer({ min: 0, max: 50 }),
        fc.constantFrom(1, 3, 5, 7),
        (amount, deposit, frequency, rate, balloon, years) => {
          const basis = {
            interest_rate: rate,
            term_years: years,
            balloon_percent: balloon,
            establishment_fee: 0,
          };
          const budget = budgetFromRepayment({
            repayment: amount,
            frequency,
            deposit,
            finance: basis,
          });
          const periodsPerYear = { weekly: 52, fortnightly: 26, monthly: 12 }[frequency];
          const back = repayment({
            amount: budget,
            deposit,
            annualRatePct: rate,
            termYears: years,
            periodsPerYear,
            balloon: (budget * balloon) / 100,
          });
          // The budget is rounded to the dollar, so the repayment comes back within a dollar.
          expect(Math.abs(back - amount)).toBeLessThan(1);
        },
      ),
      { seed: 20_261_128, numRuns: 200 },
    );
  });

  it('takes a monthly account fee out of each repayment before it pays off a price (site-wide §9)', () => {
    const finance = { interest_rate: 10, term_years: 5, balloon_percent: 30 };
    const charged = { ...finance, monthly_account_fee: 8 };
    for (const frequency of ['weekly', 'fortnightly', 'monthly'] as const) {
      const input = { repayment: 200, frequency, deposit: 2000 };
      const perYear = { weekly: 52, fortnightly: 26, monthly: 12 }[frequency];
      // The same budget as a repayment smaller by the fee's share of it.
      expect(budgetFromRepayment({ ...input, finance: charged })).toBe(
        budgetFromRepayment({ ...input, repayment: 200 - (8 * 12) / perYear, finance }),
      );
    }
  });

  it('rounds the budget (site-wide §9)', () => {
    // 10.001 × 52 × 5 = 2600.26 → 2600; 10.003 × 260 = 2600.78 → 2601.
    expect(
      budgetFromRepayment({ repayment: 10.001, frequency: 'weekly', deposit: 0, finance }),
    ).toBe(2600);
    expect(
      budgetFromRepayment({ repayment: 10.003, frequency: 'weekly', deposit: 0, finance }),
    ).toBe(2601);
    expect(budgetFromRepayment({ repayment: 0, frequency: 'weekly', deposit: 0.5, finance })).toBe(
      1,
    );
  });

  it('turns NaN into 0 (site-wide §5)', () => {
    expect(
      budgetFromRepayment({ repayment: Number.NaN, frequency: 'weekly', deposit: 2000, finance }),
    ).toBe(2000);
    expect(
      budgetFromRepayment({ repayment: 200, frequency: 'weekly', deposit: Number.NaN, finance }),
    ).toBe(52_000);
  });

  it('clamps repayment and deposit to 0..1,000,000 (site-wide §5)', () => {
    expect(budgetFromRepayment({ repayment: -50, frequency: 'weekly', deposit: -1, finance })).toBe(
      0,
    );
    expect(
      budgetFromRepayment({ repayment: 0, frequency: 'monthly', deposit: 1_000_001, finance }),
    ).toBe(1_000_000);
    expect(
      budgetFromRepayment({ repayment: 1_000_001, frequency: 'monthly', deposit: 0, finance }),
    ).toBe(60_000_000);
  });
});

describe('clampBudgetInput', () => {
  it('keeps 0..1,000,000 and turns NaN into 0 (site-wide §5)', () => {
    expect(clampBudgetInput(Number.NaN)).toBe(0);
    expect(clampBudgetInput(-0.01)).toBe(0);
    expect(clampBudgetInput(0)).toBe(0);
    expect(clampBudgetInput(999_999.99)).toBe(999_999.99);
    expect(clampBudgetInput(1_000_000)).toBe(1_000_000);
    expect(clampBudgetInput(1_000_000.01)).toBe(1_000_000);
  });
});
