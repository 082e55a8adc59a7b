import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basisRepayment,
  type CarFinanceSite,
  carFinanceEstimate,
  financeBasis,
  loanKind,
} from './car-finance-estimate.ts';
import { repayment } from './repayment.ts';

const RUNS = { seed: 20_261_128, numRuns: 200 };

/** The platform's neutral basis (site-config PLATFORM_DEFAULTS.finance). */
const site = (
  finance: Partial<CarFinanceSite['finance']> = {},
  roundUp = false,
): CarFinanceSite => ({
  offers_subscription: false,
  texts: { no_price: 'Enquire' },
  features: { finance_round_up: roundUp },
  finance: {
    interest_rate: 10,
    comparison_rate: null,
    term_years: 5,
    deposit_percent: 10,
    balloon_percent: 30,
    establishment_fee: 0,
    commercial_item_types: ['truck', 'bus'],
    ...finance,
  },
});

describe('carFinanceEstimate', () => {
  it('gives no estimate for a dealership the site excludes from finance (vehicle-stock §5)', () => {
    const excluding = { ...site(), rules: { finance_excluded_dealership_ids: [7, 9] } };
    expect(carFinanceEstimate({ price: 30_000, dealership_id: 7 }, excluding)).toBeNull();
    expect(carFinanceEstimate({ price: 30_000, dealership_id: 8 }, excluding)).not.toBeNull();
    expect(carFinanceEstimate({ price: 30_000, dealership_id: 7 }, site())).not.toBeNull();
  });

  it('amortises the headline price on the site basis: 10% p.a., 5 years, 10% deposit, 30% final payment (site-wide §9)', () => {
    const estimate = carFinanceEstimate({ price: 30_000 }, site());
    const weekly = repayment({
      amount: 30_000,
      deposit: 3000,
      annualRatePct: 10,
      termYears: 5,
      periodsPerYear: 52,
      balloon: 9000,
    });
    expect(estimate?.weekly).toBe(Math.round(weekly));
    expect(estimate?.monthly).toBe(Math.round(weekly * 4.33));
    expect(estimate?.weeklyText).toBe(`$${Math.round(weekly)}`);
    expect(estimate?.basis).toEqual({
      price: 30_000,
      interestRatePct: 10,
      comparisonRatePct: 10,
      termYears: 5,
      depositPct: 10,
      deposit: 3000,
      balloonPct: 30,
      balloon: 9000,
      fees: [],
      feesTotal: 0,
      amountFinanced: 27_000,
      monthlyFee: 0,
      loan: 'consumer',
    });
  });

  it('uses the headline price: the offer price when there is one (vehicle-stock §4)', () => {
    // The caravan whose headline read $40,490 while its calculator used $41,990.
    const caravan = { price: 41_990, offer_price: 40_490, item_type: 'caravan' };
    expect(carFinanceEstimate(caravan, site())?.basis.price).toBe(40_490);
    expect(carFinanceEstimate(caravan, site())).toEqual(
      carFinanceEstimate({ price: 40_490 }, site()),
    );
  });

  it('has no estimate without a headline price: no price, pre-order or a subscription (vehicle-stock §4, §8)', () => {
    expect(carFinanceEstimate({ price: null }, site())).toBeNull();
    expect(carFinanceEstimate({ price: 10 }, site())).toBeNull();
    expect(carFinanceEstimate({ price: null, preorder: true }, site())).toBeNull();
    const subscribing = { ...site(), offers_subscription: true };
    expect(carFinanceEstimate({ price: 30_000, subscription_price: 199 }, subscribing)).toBeNull();
  });

  it("follows the site's stated basis", () => {
    const own = site({
      interest_rate: 6.29,
      comparison_rate: 8.19,
      deposit_percent: 0,
      balloon_percent: 0,
    });
    const estimate = carFinanceEstimate({ price: 30_000 }, own);
    expect(estimate?.basis).toMatchObject({ comparisonRatePct: 8.19, deposit: 0, balloon: 0 });
    expect(estimate?.weekly).toBe(
      Math.round(
        repayment({ amount: 30_000, annualRatePct: 6.29, termYears: 5, periodsPerYear: 52 }),
      ),
    );
  });

  it('finances the establishment fee and states a comparison rate above the interest rate', () => {
    const estimate = carFinanceEstimate({ price: 30_000 }, site({ establishment_fee: 500 }));
    expect(estimate?.basis.amountFinanced).toBe(27_500);
    expect(estimate?.basis.comparisonRatePct).toBeGreaterThan(10);
  });

  it("finances the dealer's fee list: a $40,490 caravan with $495 + $3 repays $145 a week, not $142 (vehicle-stock §9)", () => {
    // Worked by hand: 40,490 − 4,049 deposit + 498 fees = 36,939 at 10% p.a. weekly over 260
    // weeks with a 12,147 final payment: (36,939 − 12,147 / (1 + r)^260) × r / (1 − (1 + r)^−260)
    // with r = 0.1 / 52 is 144.62 a week; without the fees it is 142.18.
    const yard = site({
      fees: [
        { label: 'Establishment fee', amount: 495 },
        { label: 'PPSR', amount: 3 },
      ],
    });
    const estimate = carFinanceEstimate({ price: 40_490, item_type: 'caravan' }, yard);
    expect(estimate?.basis).toMatchObject({
      fees: [
        { label: 'Establishment fee', amount: 495 },
        { label: 'PPSR', amount: 3 },
      ],
      feesTotal: 498,
      amountFinanced: 36_939,
    });
    expect(estimate?.weekly).toBe(145);
    expect(estimate?.monthly).toBe(626);
    expect(carFinanceEstimate({ price: 40_490 }, site())?.weekly).toBe(142);
    expect(estimate?.basis.comparisonRatePct).toBeGreaterThan(10);
  });

  it("adds the dealer's monthly account fee to every repayment, not to the loan (site-wide §9 monthly account fee $8)", () => {
    const plain = carFinanceEstimate({ price: 40_490 }, site());
    const charged = carFinanceEstimate({ price: 40_490 }, site({ monthly_account_fee: 8 }));
    expect(charged?.basis).toMatchObject({ monthlyFee: 8, amountFinanced: 36_441 });
    // $8 a month is $8 × 12 ÷ 52 = $1.85 a week, and $8 again on the monthly figure.
    const basis = charged?.basis as NonNullable<typeof charged>['basis'];
    const without = { ...basis, monthlyFee: 0 };
    expect(basisRepayment(basis, 'weekly') - basisRepayment(without, 'weekly')).toBeCloseTo(
      (8 * 12) / 52,
      10,
    );
    expect(basisRepayment(basis, 'monthly') - basisRepayment(without, 'monthly')).toBeCloseTo(
      8,
      10,
    );
    expect(charged?.weekly).toBe(144);
    expect(plain?.weekly).toBe(142);
    expect(plain?.basis.monthlyFee).toBe(0);
  });

  it('finances a fee list exactly as one fee of its total, and more fees never lower the repayment (property)', () => {
    const fee = fc.record({
      label: fc.constantFrom('Establishment fee', 'PPSR', 'Account keeping', 'Agency fee'),
      amount: fc.integer({ min: 1, max: 200_000 }).map((cents) => cents / 100),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 500_000 }),
        fc.array(fee, { maxLength: 5 }),
        fee,
        (price, fees, extra) => {
          const total = fees.reduce((sum, { amount }) => sum + Math.round(amount * 100), 0) / 100;
          const listed = carFinanceEstimate({ price }, site({ fees }));
          const single = carFinanceEstimate({ price }, site({ establishment_fee: total }));
          expect(listed?.basis.feesTotal).toBe(total);
          expect(listed?.basis.amountFinanced).toBe(
            Math.round((price - (listed?.basis.deposit ?? 0) + total) * 100) / 100,
          );
          expect(listed?.weekly).toBe(single?.weekly);
          const more = carFinanceEstimate({ price }, site({ fees: [...fees, extra] }));
          expect(more?.weekly).toBeGreaterThanOrEqual(listed?.weekly ?? 0);
        },
      ),
      RUNS,
    );
  });

  it("finances the provider's standard fee only when the site opts in and lists no fee (vehicle-stock §9)", () => {
    const taurus = (finance: Partial<CarFinanceSite['finance']>) => ({
      ...site(finance),
      finance_provider: 'taurus',
    });
    const fees = (finance: Partial<CarFinanceSite['finance']>) =>
      carFinanceEstimate({ price: 30_000 }, taurus(finance))?.basis.fees;
    expect(fees({ provider_establishment_fee: true })).toEqual([
      { label: 'Establishment fee', amount: 1300 },
    ]);
    // Neutral by default: the provider's name alone adds nothing.
    expect(fees({})).toEqual([]);
    // A fee of the site's own replaces the provider's.
    expect(
      fees({ provider_establishment_fee: true, fees: [{ label: 'PPSR', amount: 3 }] }),
    ).toEqual([{ label: 'PPSR', amount: 3 }]);
    expect(fees({ provider_establishment_fee: true, establishment_fee: 395 })).toEqual([
      { label: 'Establishment fee', amount: 395 },
    ]);
  });

  it('rounds up for the round-up dealer (vehicle-stock §9)', () => {
    const nearest = carFinanceEstimate({ price: 30_001 }, site());
    const up = carFinanceEstimate({ price: 30_001 }, site({}, true));
    const exact = basisRepayment(nearest?.basis ?? financeBasis(1, site().finance), 'weekly');
    expect(up?.weekly).toBe(Math.ceil(exact));
    expect(nearest?.weekly).toBe(Math.round(exact));
  });

  it('reads Enquire for Finance, never $0 a week, at or below $25 (site-wide §9)', () => {
    const tiny = carFinanceEstimate({ price: 500 }, site());
    expect(tiny).toMatchObject({ enquire: true, weeklyText: 'Enquire for Finance' });
    // A trade-in worth the whole price leaves nothing to finance.
    const covered = carFinanceEstimate({ price: 30_000 }, site(), { tradeIn: 40_000 });
    expect(covered).toMatchObject({ enquire: true, monthlyText: 'Enquire for Finance' });
    expect(covered?.basis.deposit).toBe(30_000);
  });

  it('adds a trade-in to the deposit (buy online)', () => {
    const traded = carFinanceEstimate({ price: 30_000 }, site(), { tradeIn: 5000 });
    expect(traded?.basis).toMatchObject({ deposit: 8000, amountFinanced: 22_000 });
  });

  it('gives the same figure for the same car and site, whichever screen asks (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 2_000_000 }),
        fc.option(fc.integer({ min: 11, max: 2_000_000 })),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (price, offer, rate) => {
          const car = { price, offer_price: offer };
          const a = carFinanceEstimate(car, site({ interest_rate: rate }));
          const b = carFinanceEstimate({ ...car }, site({ interest_rate: rate }));
          expect(a).toEqual(b);
          expect(a?.basis.price).toBe(offer !== null && offer > 10 ? offer : price);
          if (a && !a.enquire) expect(a.weekly).toBeGreaterThan(25);
        },
      ),
      RUNS,
    );
  });
});

describe('loanKind', () => {
  it("is commercial for the site's commercial vehicle types, from the car's item_type", () => {
    expect(loanKind({ item_type: 'truck' }, site().finance)).toBe('commercial');
    expect(loanKind({ item_type: 'Truck ' }, site().finance)).toBe('commercial');
    expect(loanKind({ item_type: 'caravan' }, site().finance)).toBe('consumer');
    expect(loanKind({ item_type: null }, site().finance)).toBe('consumer');
    expect(loanKind({ item_type: 'caravan' }, { commercial_item_types: ['caravan'] })).toBe(
      'commercial',
    );
  });

  it('states the commercial basis for a $374,990 prime mover', () => {
    const truck = carFinanceEstimate({ price: 374_990, item_type: 'truck' }, site());
    expect(truck?.basis).toMatchObject({ price: 374_990, loan: 'commercial' });
  });
});
