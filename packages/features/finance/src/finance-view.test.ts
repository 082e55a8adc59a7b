import { carFinanceEstimate } from '@forecourt/finance-math';
import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { type FinanceViewSite, financeView, standaloneCalculator } from './finance-view.ts';

const NOW = new Date('2026-11-24T00:00:00Z');

const lender = (overrides: Record<string, unknown> = {}) => ({
  interestRate: 8.49,
  comparisonRate: 9.19,
  paymentWeek: 123.4,
  paymentMonth: 534.6,
  deposit: 0,
  termYears: 5,
  balloon: 0,
  establishmentFees: 395,
  disclaimer: 'Short disclaimer.',
  ...overrides,
});

const car = (overrides: Parameters<typeof makeCar>[0] = {}) =>
  makeCar({
    make: 'Toyota',
    year: 2022,
    price: 25_000,
    status: 'in_stock',
    finance_lenders: { manual: lender() },
    ...overrides,
  });

const BASIS = {
  interest_rate: 10,
  comparison_rate: null,
  term_years: 5,
  deposit_percent: 10,
  balloon_percent: 30,
  establishment_fee: 0,
  commercial_item_types: ['truck'],
};

const site = (overrides: Partial<FinanceViewSite> = {}): FinanceViewSite => ({
  finance_provider: 'manual',
  offers_subscription: false,
  texts: { no_price: 'Enquire' },
  finance: BASIS,
  features: { finance_calculator: true, finance_round_up: false },
  ...overrides,
});

const viewOf = (result: ReturnType<typeof financeView>) => {
  if (!result.eligible) throw new Error(`not eligible: ${result.reasons.join()}`);
  return result.view;
};

describe('financeView', () => {
  it('hides the estimate and calculator for a dealership the site excludes (vehicle-stock §5)', () => {
    const excluding = site({ rules: { finance_excluded_dealership_ids: [42] } });
    const result = financeView(car({ dealership_id: 42 }), excluding, NOW);
    expect(result).toMatchObject({ eligible: false, reasons: ['excluded_dealership'] });
    expect(financeView(car({ dealership_id: 43 }), excluding, NOW).eligible).toBe(true);
  });

  it("shows the car's one estimate with its basis, not the lender's own figures (vehicle-stock §2; site-wide §9)", () => {
    const view = viewOf(financeView(car(), site(), NOW));
    const estimate = carFinanceEstimate(car(), site());
    expect(view.summary).toEqual({
      repayment: estimate?.weeklyText,
      per: 'week',
      monthly: estimate?.monthlyText,
      enquire: false,
      price: '$25,000',
      interestRate: '10.00% p.a.',
      comparisonRate: '10.00% p.a.',
      termYears: 5,
      deposit: '$2,500 (10%)',
      balloon: '$7,500 (30%)',
      loan: 'consumer',
    });
    expect(view.summary.repayment).toBe('$88');
    expect(view.stickyWeekly).toBe(view.summary.repayment);
    expect(view.provider).toBe('manual');
  });

  it('finances the headline (offer) price, the one the page shows (vehicle-stock §4)', () => {
    const view = viewOf(financeView(car({ price: 41_990, offer_price: 40_490 }), site(), NOW));
    expect(view.summary.price).toBe('$40,490');
    expect(view.calculator?.bounds.amount.default).toBe(40_490);
  });

  it('rounds the weekly figure up for the round-up dealer (vehicle-stock §9)', () => {
    const view = viewOf(
      financeView(
        car(),
        site({ features: { finance_calculator: true, finance_round_up: true } }),
        NOW,
      ),
    );
    expect(view.summary.repayment).toBe('$88');
    expect(view.stickyWeekly).toBe('$88');
  });

  it('hides finance without lender data for the site provider (vehicle-stock §5)', () => {
    expect(financeView(car(), site({ finance_provider: 'angle' }), NOW)).toEqual({
      eligible: false,
      reasons: expect.arrayContaining(['no_lender_data']),
    });
  });

  it('hides finance without a site finance provider (vehicle-stock §5)', () => {
    expect(financeView(car(), site({ finance_provider: null }), NOW).eligible).toBe(false);
  });

  it('hides finance when interestRate or comparisonRate is null (vehicle-stock §5)', () => {
    const noComparison = car({ finance_lenders: { manual: lender({ comparisonRate: null }) } });
    const noInterest = car({ finance_lenders: { manual: lender({ interestRate: null }) } });
    expect(financeView(noComparison, site(), NOW).eligible).toBe(false);
    expect(financeView(noInterest, site(), NOW).eligible).toBe(false);
  });

  it('hides finance for Suzuki (vehicle-stock §5)', () => {
    expect(financeView(car({ make: 'Suzuki' }), site(), NOW).eligible).toBe(false);
  });

  it('hides Manual finance at a price of 500 or less, out of stock or without a weekly payment (vehicle-stock §5)', () => {
    expect(financeView(car({ price: 500 }), site(), NOW).eligible).toBe(false);
    expect(financeView(car({ status: 'sold' }), site(), NOW).eligible).toBe(false);
    const noWeekly = car({ finance_lenders: { manual: lender({ paymentWeek: null }) } });
    expect(financeView(noWeekly, site(), NOW).eligible).toBe(false);
  });

  it('shows Nissan Finance with a monthly payment only, on the same basis (vehicle-stock §5)', () => {
    const nissan = car({
      finance_lenders: { nissan_finance: lender({ paymentWeek: null, paymentMonth: 534.6 }) },
    });
    const view = viewOf(financeView(nissan, site({ finance_provider: 'Nissan Finance' }), NOW));
    expect(view.summary.repayment).toBe('$88');
  });

  it('hides Taurus finance for a car 12 or more years old (vehicle-stock §5, §9)', () => {
    const taurus = { finance_lenders: { taurus: lender() } };
    const provider = site({ finance_provider: 'taurus' });
    expect(financeView(car({ ...taurus, year: 2014 }), provider, NOW).eligible).toBe(false);
    expect(financeView(car({ ...taurus, year: 2015 }), provider, NOW).eligible).toBe(true);
  });

  it('starts the calculator at the estimate: price, term, rate, deposit, balloon and fee (vehicle-stock §9, site-wide §9)', () => {
    const { calculator } = viewOf(financeView(car(), site(), NOW));
    expect(calculator?.bounds.amount).toEqual({
      min: 1000,
      max: 100_000,
      step: 500,
      default: 25_000,
    });
    expect(calculator?.bounds.term).toEqual({ min: 1, max: 7, step: 0.5, default: 5 });
    expect(calculator?.bounds.interest).toEqual({ min: 0.5, max: 15, step: 0.5, default: 10 });
    expect(calculator).toMatchObject({
      fees: [],
      depositDefault: 2500,
      residualDefault: 7500,
      roundUp: false,
      loan: 'consumer',
      interestRatePct: 10,
      comparisonRatePct: 10,
    });
  });

  it('fits the calculator to a $374,990 prime mover and calls its loan commercial (vehicle-stock §9)', () => {
    const truck = { ...car({ price: 374_990, make: 'Kenworth' }), item_type: 'truck' };
    const view = viewOf(financeView(truck, site(), NOW));
    expect(view.calculator?.bounds.amount).toMatchObject({ max: 394_000, default: 374_990 });
    expect(view.summary).toMatchObject({ repayment: '$1,317', loan: 'commercial' });
    expect(view.disclaimer.full).toContain('commercial loan');
    expect(view.disclaimer.full).not.toContain('consumer');
  });

  it("applies the site's calculator variations: amount minimum, 105% ceiling, term and rate ranges (vehicle-stock §9)", () => {
    const calculator = {
      amount_min: 5000,
      amount_max_follows_price: true,
      term_max: 5,
      interest_range: { min: 7.5, max: 14.5 },
    };
    const own = site({ finance: { ...BASIS, calculator } });
    const bounds = viewOf(financeView(car({ price: 120_000 }), own, NOW)).calculator?.bounds;
    expect(bounds?.amount).toMatchObject({ min: 5000, max: 126_000 });
    expect(bounds?.term.max).toBe(5);
    expect(bounds?.interest).toMatchObject({ min: 7.5, max: 14.5, default: 10 });
    const plain = viewOf(financeView(car({ price: 120_000 }), site(), NOW)).calculator?.bounds;
    expect(plain?.amount.min).toBe(1000);
    expect(plain?.term.max).toBe(7);
  });

  it("takes the site's establishment fee and stated comparison rate", () => {
    const own = site({ finance: { ...BASIS, establishment_fee: 395, comparison_rate: 11.2 } });
    const view = viewOf(financeView(car(), own, NOW));
    expect(view.calculator?.fees).toEqual([{ label: 'Establishment fee', amount: 395 }]);
    expect(view.summary.comparisonRate).toBe('11.20% p.a.');
  });

  it("hands the calculator the site's fee list, the fees the summary's figure finances (vehicle-stock §9)", () => {
    const fees = [
      { label: 'Establishment fee', amount: 495 },
      { label: 'PPSR', amount: 3 },
    ];
    const yard = site({ finance: { ...BASIS, fees } });
    const view = viewOf(financeView(car(), yard, NOW));
    expect(view.calculator?.fees).toEqual(fees);
    expect(view.summary.repayment).toBe(carFinanceEstimate(car(), yard)?.weeklyText);
    expect(view.summary.repayment).not.toBe(
      viewOf(financeView(car(), site(), NOW)).summary.repayment,
    );
    expect(view.disclaimer.full).toContain('Fees financed: Establishment fee $495, PPSR $3');
    expect(standaloneCalculator(yard).fees).toEqual(fees);
  });

  it("finances the provider's standard fee where the site opts in and lists none (vehicle-stock §9)", () => {
    const taurus = site({
      finance_provider: 'taurus',
      finance: { ...BASIS, provider_establishment_fee: true },
    });
    const taurusCar = car({ finance_lenders: { taurus: lender() } });
    expect(viewOf(financeView(taurusCar, taurus, NOW)).calculator?.fees).toEqual([
      { label: 'Establishment fee', amount: 1300 },
    ]);
    expect(standaloneCalculator(taurus).fees).toEqual([
      { label: 'Establishment fee', amount: 1300 },
    ]);
    const neutral = site({ finance_provider: 'taurus' });
    expect(viewOf(financeView(taurusCar, neutral, NOW)).calculator?.fees).toEqual([]);
  });

  it('has no calculator when the site switches it off (site config features.finance_calculator)', () => {
    const off = site({ features: { finance_calculator: false, finance_round_up: false } });
    expect(viewOf(financeView(car(), off, NOW)).calculator).toBeNull();
    expect(viewOf(financeView(car(), site(), NOW)).calculator).not.toBeNull();
  });

  it('hides finance without a headline price: nothing to estimate (vehicle-stock §5, §8)', () => {
    const noPrice = car({ price: 0, finance_lenders: { ausloans: lender() } });
    expect(financeView(noPrice, site({ finance_provider: 'ausloans' }), NOW)).toEqual({
      eligible: false,
      reasons: [],
    });
  });

  it('describes the estimate in its disclaimer, cut at 197 characters with the full text (vehicle-stock §9)', () => {
    const view = viewOf(
      financeView(
        car({ finance_lenders: { manual: lender({ disclaimer: 'Lender text.' }) } }),
        site(),
        NOW,
      ),
    );
    expect(view.disclaimer.full).toContain('5-year secured consumer loan of $22,500');
    expect(view.disclaimer.full).not.toContain('Lender text.');
    expect(view.disclaimer.short.length).toBeLessThanOrEqual(200);
    expect(view.disclaimer.truncated).toBe(true);
  });

  it("gives the sticky header the summary's weekly figure, at the site rate (vehicle-stock §9, site-wide §9)", () => {
    const cheaper = viewOf(
      financeView(car(), site({ finance: { ...BASIS, interest_rate: 5 } }), NOW),
    );
    const dearer = viewOf(
      financeView(car(), site({ finance: { ...BASIS, interest_rate: 15 } }), NOW),
    );
    expect(cheaper.stickyWeekly).toBe(cheaper.summary.repayment);
    expect(Number(cheaper.stickyWeekly?.slice(1))).toBeLessThan(
      Number(dearer.stickyWeekly?.slice(1)),
    );
  });
});

describe('standaloneCalculator', () => {
  it("starts /finance's calculator at $30,000 on the site basis, or at a given car's headline price (site-wide §9)", () => {
    const plain = standaloneCalculator(site());
    expect(plain.bounds.amount).toMatchObject({ min: 1000, max: 250_000, default: 30_000 });
    expect(plain).toMatchObject({ depositDefault: 3000, residualDefault: 9000 });
    const offered = standaloneCalculator(site(), car({ price: 41_990, offer_price: 40_490 }));
    expect(offered.bounds.amount.default).toBe(40_490);
    const truck = standaloneCalculator(site(), { ...car({ price: 374_990 }), item_type: 'truck' });
    expect(truck.bounds.amount.max).toBe(394_000);
    expect(truck.loan).toBe('commercial');
  });

  it("starts at the site's finance.calculator.amount_default and states its comparison rate range (site-wide §9)", () => {
    const dealer = site();
    dealer.finance = {
      ...dealer.finance,
      calculator: {
        amount_min: null,
        amount_max_follows_price: false,
        term_max: null,
        interest_range: null,
        amount_default: 45_000,
        comparison_rate_range: { min: 8.38, max: 19.42 },
      },
    };
    const calculator = standaloneCalculator(dealer);
    expect(calculator.bounds.amount.default).toBe(45_000);
    expect(calculator.comparisonRateRange).toEqual({ min: 8.38, max: 19.42 });
    expect(standaloneCalculator(site()).comparisonRateRange).toBeNull();
  });
});
