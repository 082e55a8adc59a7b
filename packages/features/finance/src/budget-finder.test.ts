import { carFinanceEstimate } from '@forecourt/finance-math';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_FINDER_DEFAULTS,
  budgetBasis,
  budgetFinderHeading,
  budgetFinderView,
  budgetFrequency,
  budgetInputNumber,
} from './budget-finder.ts';
import { budgetBodies } from './budget-finder-loader.ts';

const settings = {
  finance: { interest_rate: 10, term_years: 5, balloon_percent: 30, establishment_fee: 0 },
  searchPath: '/search',
  vehicles: 'cars',
  priceRange: { min: 8_990, max: 64_990 },
};

describe('budgetFinderView (site-wide §2, §4, §7, §9)', () => {
  it('starts from 200 weekly and a 2000 deposit, worth $52,436 on the platform basis (site-wide §9)', () => {
    // The present value of $200 a week for 5 years at 10% p.a. with a 30% final payment, + $2,000.
    const view = budgetFinderView(BUDGET_FINDER_DEFAULTS, settings);
    expect(view.budget).toBe(52_436);
    expect(view.buttonText).toBe('View Cars In This Range');
    expect(view.href).toBe('/search?range%5Bprice%5D=0%3A52436');
  });

  it('states its basis with a disclaimer (site-wide §9)', () => {
    expect(budgetFinderView(BUDGET_FINDER_DEFAULTS, settings).disclaimer).toBe(
      'Budget based on 10% p.a. over 5 years with your deposit, a final payment of 30% of the ' +
        'price, the basis of every estimate on this site. A guide only, not a loan offer; final ' +
        'terms are subject to lender approval.',
    );
  });

  it('states a monthly account fee in its disclaimer and takes it out of the repayment (site-wide §9)', () => {
    const charged = { ...settings, finance: { ...settings.finance, monthly_account_fee: 8 } };
    const view = budgetFinderView(BUDGET_FINDER_DEFAULTS, charged);
    expect(view.disclaimer).toContain('each repayment including a $8 monthly account fee');
    expect(view.budget).toBeLessThan(budgetFinderView(BUDGET_FINDER_DEFAULTS, settings).budget);
  });

  it("takes the site's fees off the budget, so a car at the budget repays what was typed (vehicle-stock §9)", () => {
    const fees = [
      { label: 'Establishment fee', amount: 495 },
      { label: 'PPSR', amount: 3 },
    ];
    const finance = {
      interest_rate: 10,
      comparison_rate: null,
      term_years: 5,
      deposit_percent: 0,
      balloon_percent: 30,
      establishment_fee: 0,
      fees,
    };
    const basis = budgetBasis(finance, 'angle');
    expect(basis.fees).toEqual(fees);
    const values = { ...BUDGET_FINDER_DEFAULTS, deposit: 0 };
    const view = budgetFinderView(values, { ...settings, finance: basis });
    // $49,991 without fees; the $498 financed, its 30% final payment grossed up, leaves $609 less.
    expect(budgetFinderView(values, settings).budget).toBe(49_991);
    expect(view.budget).toBe(49_382);
    expect(view.disclaimer).toContain('a final payment of 30% of the price and $498 in fees');
    const site = { offers_subscription: false, texts: { no_price: 'Enquire' }, finance };
    expect(carFinanceEstimate({ price: view.budget }, site)?.weekly).toBe(200);
  });

  it('treats weekly, fortnightly and monthly as their own frequencies (site-wide §9)', () => {
    const of = (frequency: 'weekly' | 'fortnightly' | 'monthly', repayment: number) =>
      budgetFinderView({ repayment, frequency, deposit: 2000, body: null }, settings).budget;
    // $800 a month is not $800 a week.
    expect(of('monthly', 800)).toBe(48_495);
    expect(of('weekly', 800)).toBe(202_410);
    expect(of('fortnightly', 400)).toBe(52_405);
    expect(budgetFrequency('monthly')).toBe('monthly');
    expect(budgetFrequency('fortnightly')).toBe('fortnightly');
    expect(budgetFrequency('yearly')).toBe('weekly');
  });

  it('uses 12 a year for monthly and the picked body type in the button and link', () => {
    const view = budgetFinderView(
      { repayment: 600, frequency: 'monthly', deposit: 2000, body: 'SUV' },
      settings,
    );
    expect(view.budget).toBe(36_982);
    expect(view.buttonText).toBe('View SUVs In This Range');
    expect(view.href).toBe('/search?body=SUV&range%5Bprice%5D=0%3A36982');
  });

  it("runs over the site's default term (site config finance.term_years)", () => {
    const longer = { ...settings, finance: { ...settings.finance, term_years: 7 } };
    expect(budgetFinderView(BUDGET_FINDER_DEFAULTS, longer).budget).toBe(63_837);
  });

  it('caps the search at the stock maximum, or 100,000 without one (site-wide §7)', () => {
    const rich = { ...BUDGET_FINDER_DEFAULTS, repayment: 1000 };
    // $1,000 a week is a budget of $252,401.
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
    expect(view.budget).toBe(2_500);
    expect(view.href).toBeNull();
    expect(view.buttonText).toBe('0 Utes Found');
    expect(view.tooLow).toBe('No Utes found for this budget');
  });

  it("names the site's own vehicles with no body type picked (site-wide §1, §2)", () => {
    const trucks = { ...settings, vehicles: 'trucks and motorcycles' };
    expect(budgetFinderView(BUDGET_FINDER_DEFAULTS, trucks).buttonText).toBe(
      'View Trucks and Motorcycles In This Range',
    );
    const below = { repayment: 1, frequency: 'weekly' as const, deposit: 0, body: null };
    expect(budgetFinderView(below, { ...settings, vehicles: 'caravans' }).buttonText).toBe(
      '0 Caravans Found',
    );
    expect(budgetFinderHeading('caravans')).toBe('Find caravans for your budget');
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
