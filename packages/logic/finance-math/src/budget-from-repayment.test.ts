import { describe, expect, it } from 'vitest';
import { BUDGET_DEFAULTS, budgetFromRepayment, clampBudgetInput } from './budget-from-repayment.ts';

describe('budgetFromRepayment', () => {
  it('has the site defaults: 200 weekly or 600 monthly, deposit 2000, weekly (site-wide §9)', () => {
    expect(BUDGET_DEFAULTS.frequency).toBe('weekly');
    expect(BUDGET_DEFAULTS.repayment).toEqual({ weekly: 200, monthly: 600 });
    expect(BUDGET_DEFAULTS.deposit).toBe(2000);
    expect(BUDGET_DEFAULTS.termYears).toBe(5);
  });

  it('is weekly repayment × 52 × 5 + deposit (site-wide §9)', () => {
    // 200 × 52 × 5 = 52000, + 2000 = 54000.
    expect(budgetFromRepayment({ repayment: 200, frequency: 'weekly', deposit: 2000 })).toBe(
      54_000,
    );
  });

  it('is monthly repayment × 12 × 5 + deposit (site-wide §9)', () => {
    // 600 × 12 × 5 = 36000, + 2000 = 38000.
    expect(budgetFromRepayment({ repayment: 600, frequency: 'monthly', deposit: 2000 })).toBe(
      38_000,
    );
  });

  it("runs over the site's default term when given one (site-wide §9 term, site config finance.term_years)", () => {
    // 200 × 52 × 4 = 41600, + 2000 = 43600.
    expect(
      budgetFromRepayment({ repayment: 200, frequency: 'weekly', deposit: 2000, termYears: 4 }),
    ).toBe(43_600);
  });

  it('rounds the budget (site-wide §9)', () => {
    // 10.001 × 52 × 5 = 2600.26 → 2600; 10.003 × 260 = 2600.78 → 2601.
    expect(budgetFromRepayment({ repayment: 10.001, frequency: 'weekly', deposit: 0 })).toBe(2600);
    expect(budgetFromRepayment({ repayment: 10.003, frequency: 'weekly', deposit: 0 })).toBe(2601);
    expect(budgetFromRepayment({ repayment: 0, frequency: 'weekly', deposit: 0.5 })).toBe(1);
  });

  it('turns NaN into 0 (site-wide §5)', () => {
    expect(budgetFromRepayment({ repayment: Number.NaN, frequency: 'weekly', deposit: 2000 })).toBe(
      2000,
    );
    expect(budgetFromRepayment({ repayment: 200, frequency: 'weekly', deposit: Number.NaN })).toBe(
      52_000,
    );
  });

  it('clamps repayment and deposit to 0..1,000,000 (site-wide §5)', () => {
    expect(budgetFromRepayment({ repayment: -50, frequency: 'weekly', deposit: -1 })).toBe(0);
    expect(budgetFromRepayment({ repayment: 0, frequency: 'monthly', deposit: 1_000_001 })).toBe(
      1_000_000,
    );
    expect(budgetFromRepayment({ repayment: 1_000_001, frequency: 'monthly', deposit: 0 })).toBe(
      60_000_000,
    );
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
