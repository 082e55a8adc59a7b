import { describe, expect, it } from 'vitest';
import { BUDGET_FINDER_DEFAULTS, budgetFinderView, budgetInputNumber } from './budget-finder.ts';
import { budgetBodies } from './budget-finder-loader.ts';

const settings = {
  termYears: 5,
  searchPath: '/search',
  priceRange: { min: 8_990, max: 64_990 },
};

describe('budgetFinderView (site-wide §2, §4, §7, §9)', () => {
  it('starts from 200 weekly and a 2000 deposit: 200 × 52 × 5 + 2000 = 54,000 (site-wide §9)', () => {
    const view = budgetFinderView(BUDGET_FINDER_DEFAULTS, settings);
    expect(view.budget).toBe(54_000);
    expect(view.buttonText).toBe('View Cars In This Range');
    expect(view.href).toBe('/search?range%5Bprice%5D=0%3A54000');
  });

  it('uses 12 a year for monthly and the picked body type in the button and link', () => {
    const view = budgetFinderView(
      { repayment: 600, frequency: 'monthly', deposit: 2000, body: 'SUV' },
      settings,
    );
    // 600 × 12 × 5 + 2000 = 38,000.
    expect(view.budget).toBe(38_000);
    expect(view.buttonText).toBe('View SUVs In This Range');
    expect(view.href).toBe('/search?body=SUV&range%5Bprice%5D=0%3A38000');
  });

  it("runs over the site's default term (site config finance.term_years)", () => {
    expect(budgetFinderView(BUDGET_FINDER_DEFAULTS, { ...settings, termYears: 7 }).budget).toBe(
      200 * 52 * 7 + 2000,
    );
  });

  it('caps the search at the stock maximum, or 100,000 without one (site-wide §7)', () => {
    const rich = { ...BUDGET_FINDER_DEFAULTS, repayment: 1000 };
    // 1000 × 52 × 5 + 2000 = 262,000.
    expect(budgetFinderView(rich, settings).href).toBe('/search?range%5Bprice%5D=0%3A64990');
    expect(budgetFinderView(rich, { ...settings, priceRange: null }).href).toBe(
      '/search?range%5Bprice%5D=0%3A100000',
    );
  });

  it('is disabled with "0 {car type}s Found" below the cheapest car (site-wide §4, §8)', () => {
    const view = budgetFinderView(
      { repayment: 10, frequency: 'weekly', deposit: 0, body: 'Ute' },
      settings,
    );
    expect(view.budget).toBe(2_600);
    expect(view.href).toBeNull();
    expect(view.buttonText).toBe('0 Utes Found');
    expect(view.tooLow).toBe('No Utes found for this budget');
  });

  it('turns text that is not a number into 0 and clamps to 0..1,000,000 (site-wide §5)', () => {
    expect(budgetInputNumber('$1,200')).toBe(1200);
    const view = budgetFinderView(
      { repayment: budgetInputNumber('abc'), frequency: 'weekly', deposit: -5, body: null },
      { ...settings, priceRange: null },
    );
    expect(view.budget).toBe(0);
  });
});

describe('budgetBodies (site-wide §5 body facet order)', () => {
  it('orders by count descending then name descending, at most 4', () => {
    expect(budgetBodies({ Sedan: 4, SUV: 9, Ute: 4, Hatch: 2, Van: 1, Wagon: 0, '': 3 })).toEqual([
      'SUV',
      'Ute',
      'Sedan',
      'Hatch',
    ]);
  });
});
