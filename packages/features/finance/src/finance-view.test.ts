import { truncateFinanceDisclaimer } from '@forecourt/format';
import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { type FinanceViewSite, financeView } from './finance-view.ts';

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

const site = (overrides: Partial<FinanceViewSite> = {}): FinanceViewSite => ({
  finance_provider: 'manual',
  finance: { interest_rate: 10 },
  features: { finance_calculator: true, finance_round_up: false },
  ...overrides,
});

const viewOf = (result: ReturnType<typeof financeView>) => {
  if (!result.eligible) throw new Error(`not eligible: ${result.reasons.join()}`);
  return result.view;
};

describe('financeView', () => {
  it('shows the weekly repayment in whole dollars with the comparison rate, term and deposit (vehicle-stock §2, §3, §9)', () => {
    const view = viewOf(financeView(car(), site(), NOW));
    expect(view.summary).toEqual({
      repayment: '$123',
      per: 'week',
      comparisonRate: '9.19% p.a.',
      interestRate: '8.49% p.a.',
      termYears: 5,
      deposit: '$0',
    });
    expect(view.provider).toBe('manual');
  });

  it('rounds the weekly figure up for the round-up dealer (vehicle-stock §9)', () => {
    const view = viewOf(
      financeView(
        car(),
        site({ features: { finance_calculator: true, finance_round_up: true } }),
        NOW,
      ),
    );
    expect(view.summary.repayment).toBe('$124');
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

  it('shows Nissan Finance with a monthly payment only, per month (vehicle-stock §5)', () => {
    const nissan = car({
      finance_lenders: { nissan_finance: lender({ paymentWeek: null, paymentMonth: 534.6 }) },
    });
    const view = viewOf(financeView(nissan, site({ finance_provider: 'Nissan Finance' }), NOW));
    expect(view.summary.repayment).toBe('$535');
    expect(view.summary.per).toBe('month');
  });

  it('hides Taurus finance for a car 12 or more years old (vehicle-stock §5, §9)', () => {
    const taurus = { finance_lenders: { taurus: lender() } };
    const provider = site({ finance_provider: 'taurus' });
    expect(financeView(car({ ...taurus, year: 2014 }), provider, NOW).eligible).toBe(false);
    expect(financeView(car({ ...taurus, year: 2015 }), provider, NOW).eligible).toBe(true);
  });

  it('gives the calculator the vehicle-stock §9 bounds with the lender defaults (vehicle-stock §9, site-wide §9)', () => {
    const { calculator } = viewOf(financeView(car(), site(), NOW));
    expect(calculator?.bounds.amount).toEqual({
      min: 1000,
      max: 100_000,
      step: 500,
      default: 25_000,
    });
    expect(calculator?.bounds.term).toEqual({ min: 1, max: 7, step: 0.5, default: 5 });
    expect(calculator?.bounds.interest).toEqual({ min: 0.5, max: 15, step: 0.5, default: 8.49 });
    expect(calculator?.establishmentFee).toBe(395);
    expect(calculator?.depositDefault).toBe(0);
    expect(calculator?.roundUp).toBe(false);
  });

  it('falls back to the provider establishment fee and the site interest rate (vehicle-stock §9)', () => {
    const angle = car({
      finance_lenders: { angle: lender({ establishmentFees: null, interestRate: 'x' }) },
    });
    const result = financeView(angle, site({ finance_provider: 'angle' }), NOW);
    // interestRate 'x' is present (not null), so eligibility passes; the calculator uses the site's rate.
    const { calculator } = viewOf(result);
    expect(calculator?.establishmentFee).toBe(1360.5);
    expect(calculator?.bounds.interest.default).toBe(10);
  });

  it('has no calculator when the site switches it off (site config features.finance_calculator)', () => {
    const off = site({ features: { finance_calculator: false, finance_round_up: false } });
    expect(viewOf(financeView(car(), off, NOW)).calculator).toBeNull();
    expect(viewOf(financeView(car(), site(), NOW)).calculator).not.toBeNull();
  });

  it('has no calculator without a positive amount (vehicle-stock §5)', () => {
    const noPrice = car({ price: 0, finance_lenders: { ausloans: lender() } });
    const view = viewOf(financeView(noPrice, site({ finance_provider: 'ausloans' }), NOW));
    expect(view.calculator).toBeNull();
  });

  it('cuts the disclaimer at 197 characters and keeps the full text (vehicle-stock §9)', () => {
    const text = 'A'.repeat(300);
    const view = viewOf(
      financeView(car({ finance_lenders: { manual: lender({ disclaimer: text }) } }), site(), NOW),
    );
    expect(view.disclaimer?.full).toBe(text);
    expect(view.disclaimer?.short).toBe(truncateFinanceDisclaimer(text));
    expect(view.disclaimer?.short.startsWith('A'.repeat(197))).toBe(true);
    expect(view.disclaimer?.truncated).toBe(true);
    const short = viewOf(financeView(car(), site(), NOW)).disclaimer;
    expect(short).toEqual({
      short: 'Short disclaimer.',
      full: 'Short disclaimer.',
      truncated: false,
    });
  });

  it('has no disclaimer when the lender gives none (vehicle-stock §8)', () => {
    const none = car({ finance_lenders: { manual: lender({ disclaimer: null }) } });
    expect(viewOf(financeView(none, site(), NOW)).disclaimer).toBeNull();
  });

  it("gives the sticky header's weekly estimate at the site rate in whole dollars (vehicle-stock §9, site-wide §9)", () => {
    // 25000 less 10% deposit, 30% balloon, 10% p.a., 5 years weekly.
    expect(viewOf(financeView(car(), site(), NOW)).stickyWeekly).toMatch(/^\$\d+$/);
    const cheaper = viewOf(financeView(car(), site({ finance: { interest_rate: 5 } }), NOW));
    const dearer = viewOf(financeView(car(), site({ finance: { interest_rate: 15 } }), NOW));
    expect(Number(cheaper.stickyWeekly?.slice(1))).toBeLessThan(
      Number(dearer.stickyWeekly?.slice(1)),
    );
  });
});
