import { makeCar, type TestCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import {
  canShowFinanceCalculator,
  DEFAULT_EXCLUDED_DEALERSHIP_IDS,
  FINANCE_EXCLUDED_MAKE,
  FINANCE_MIN_PRICE,
  financeEligibility,
  isFinanceEligible,
  TAURUS_MAX_AGE_YEARS,
} from './finance-eligibility.ts';

const now = new Date('2026-06-15T00:00:00Z');

const fullLender = { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 120, paymentMonth: 520 };

/** An in-stock 2022 car priced 25000 with a complete lender record under `provider`. */
function financeCar(
  provider: string,
  lender: Record<string, unknown> = fullLender,
  overrides: Partial<TestCar> = {},
): TestCar {
  return makeCar({
    make: 'Toyota',
    year: 2022,
    price: 25_000,
    status: 'in_stock',
    dealership_id: 7,
    finance_lenders: { [provider]: lender },
    ...overrides,
  });
}

describe('financeEligibility — every provider', () => {
  it('exports the spec constants (vehicle-stock §9)', () => {
    expect(FINANCE_MIN_PRICE).toBe(500);
    expect(TAURUS_MAX_AGE_YEARS).toBe(12);
    expect(FINANCE_EXCLUDED_MAKE).toBe('Suzuki');
    expect(DEFAULT_EXCLUDED_DEALERSHIP_IDS).toEqual([]);
  });

  it('shows finance for a complete lender record (vehicle-stock §5)', () => {
    expect(financeEligibility(financeCar('angle'), { provider: 'angle', now })).toEqual({
      eligible: true,
      reasons: [],
    });
  });

  it('needs a provider (vehicle-stock §5)', () => {
    expect(financeEligibility(financeCar('angle'), { provider: null, now })).toEqual({
      eligible: false,
      reasons: ['no_provider'],
    });
    expect(isFinanceEligible(financeCar('angle'), { provider: '', now })).toBe(false);
  });

  it('reads finance_provider from a site config passed straight in (site-wide §3)', () => {
    const car = financeCar('angle');
    expect(isFinanceEligible(car, { finance_provider: 'angle', now })).toBe(true);
    expect(isFinanceEligible(car, { provider: 'manual', finance_provider: 'angle', now })).toBe(
      false,
    );
  });

  it('needs lender data for the provider key (vehicle-stock §5)', () => {
    const car = financeCar('angle');
    expect(financeEligibility(car, { provider: 'manual', now }).reasons).toContain(
      'no_lender_data',
    );
    expect(
      financeEligibility(makeCar({ finance_lenders: {} }), { provider: 'angle', now }).reasons,
    ).toContain('no_lender_data');
    const noLenders = { ...car, finance_lenders: null };
    expect(financeEligibility(noLenders, { provider: 'angle', now }).reasons).toContain(
      'no_lender_data',
    );
  });

  it('finds lender data under the canonical key when the config spells the name out (vehicle-stock §3)', () => {
    expect(
      isFinanceEligible(financeCar('nissan_finance'), { provider: 'Nissan Finance', now }),
    ).toBe(true);
  });

  it('needs non-null interestRate and comparisonRate (vehicle-stock §5)', () => {
    const noRate = financeCar('angle', { ...fullLender, interestRate: null });
    expect(financeEligibility(noRate, { provider: 'angle', now }).reasons).toEqual([
      'missing_interest_rate',
    ]);
    const noComparison = financeCar('angle', { ...fullLender, comparisonRate: undefined });
    expect(financeEligibility(noComparison, { provider: 'angle', now }).reasons).toEqual([
      'missing_comparison_rate',
    ]);
    const zeroRate = financeCar('angle', { ...fullLender, interestRate: 0 });
    expect(isFinanceEligible(zeroRate, { provider: 'angle', now })).toBe(true);
  });

  it('hides finance for Suzuki in any case (vehicle-stock §5)', () => {
    for (const make of ['Suzuki', 'SUZUKI', ' suzuki ']) {
      expect(
        financeEligibility(financeCar('angle', fullLender, { make }), { provider: 'angle', now })
          .reasons,
      ).toEqual(['excluded_make']);
    }
    expect(
      isFinanceEligible(financeCar('angle', fullLender, { make: 'Subaru' }), {
        provider: 'angle',
        now,
      }),
    ).toBe(true);
  });

  it('hides finance for excluded dealerships (vehicle-stock §5)', () => {
    const car = financeCar('angle', fullLender, { dealership_id: 7 });
    const options = { provider: 'angle', now };
    expect(financeEligibility(car, { ...options, excludedDealershipIds: [3, 7] }).reasons).toEqual([
      'excluded_dealership',
    ]);
    expect(isFinanceEligible(car, { ...options, excludedDealershipIds: [3, 8] })).toBe(true);
    expect(
      isFinanceEligible(
        { ...car, dealership_id: null },
        { ...options, excludedDealershipIds: [7] },
      ),
    ).toBe(true);
  });

  it('applies only the common rules to an unknown provider key (vehicle-stock §5)', () => {
    const sold = financeCar(
      'acme_credit',
      { interestRate: 9, comparisonRate: 10 },
      { status: 'sold', price: 0 },
    );
    expect(isFinanceEligible(sold, { provider: 'acme_credit', now })).toBe(true);
    const none = financeCar('angle');
    expect(financeEligibility(none, { provider: 'acme_credit', now }).reasons).toEqual([
      'no_lender_data',
    ]);
  });
});

describe('financeEligibility — Taurus', () => {
  const options = { provider: 'taurus', now };
  const taurusLender = { interestRate: 9.9, comparisonRate: 10.5 };

  it('needs a car newer than current year minus 12 (vehicle-stock §5)', () => {
    // 2026 − 12 = 2014: 2015 is newer, 2014 is not.
    expect(isFinanceEligible(financeCar('taurus', taurusLender, { year: 2015 }), options)).toBe(
      true,
    );
    expect(
      financeEligibility(financeCar('taurus', taurusLender, { year: 2014 }), options).reasons,
    ).toEqual(['too_old']);
    expect(isFinanceEligible(financeCar('taurus', taurusLender, { year: 2013 }), options)).toBe(
      false,
    );
  });

  it('reads the current year in UTC from the injected clock (vehicle-stock §5)', () => {
    const car = financeCar('taurus', taurusLender, { year: 2015 });
    expect(isFinanceEligible(car, { ...options, now: new Date('2027-01-01T00:00:00Z') })).toBe(
      false,
    );
    expect(isFinanceEligible(car, { ...options, now: new Date('2026-12-31T23:59:59Z') })).toBe(
      true,
    );
  });

  it('needs a price above 500 (vehicle-stock §5)', () => {
    expect(isFinanceEligible(financeCar('taurus', taurusLender, { price: 501 }), options)).toBe(
      true,
    );
    expect(
      financeEligibility(financeCar('taurus', taurusLender, { price: 500 }), options).reasons,
    ).toEqual(['price_too_low']);
    expect(isFinanceEligible(financeCar('taurus', taurusLender, { price: 499 }), options)).toBe(
      false,
    );
  });

  it('needs the car in stock (vehicle-stock §5)', () => {
    expect(
      isFinanceEligible(financeCar('taurus', taurusLender, { status: 'coming_soon' }), options),
    ).toBe(true);
    expect(
      financeEligibility(financeCar('taurus', taurusLender, { status: 'sold' }), options).reasons,
    ).toEqual(['not_in_stock']);
  });

  it('needs a comparison rate (vehicle-stock §5)', () => {
    const car = financeCar('taurus', { interestRate: 9.9, comparisonRate: null });
    expect(financeEligibility(car, options).reasons).toEqual(['missing_comparison_rate']);
  });

  it('does not need weekly or monthly payments (vehicle-stock §5)', () => {
    expect(isFinanceEligible(financeCar('taurus', taurusLender), options)).toBe(true);
  });

  it('lists every failed rule (vehicle-stock §5)', () => {
    const car = financeCar('taurus', taurusLender, {
      year: 2000,
      price: 100,
      status: 'sold',
      make: 'Suzuki',
    });
    expect(financeEligibility(car, options).reasons).toEqual([
      'excluded_make',
      'too_old',
      'price_too_low',
      'not_in_stock',
    ]);
  });
});

describe('financeEligibility — 360 Finance and AusLoans', () => {
  const lender = { interestRate: 9, comparisonRate: 10 };

  it('needs only the car in stock (vehicle-stock §5)', () => {
    for (const provider of ['360_finance', 'ausloans']) {
      const cheapOld = financeCar(provider, lender, { price: 0, year: 1990 });
      expect(isFinanceEligible(cheapOld, { provider, now })).toBe(true);
      const sold = financeCar(provider, lender, { status: 'sold' });
      expect(financeEligibility(sold, { provider, now }).reasons).toEqual(['not_in_stock']);
    }
  });
});

describe('financeEligibility — Manual, Angle and Powertorque', () => {
  it('need price above 500, in stock and a weekly payment (vehicle-stock §5)', () => {
    for (const provider of ['manual', 'angle', 'powertorque']) {
      const options = { provider, now };
      expect(
        isFinanceEligible(financeCar(provider, fullLender, { price: 501, year: 1990 }), options),
      ).toBe(true);
      expect(
        financeEligibility(financeCar(provider, fullLender, { price: 500 }), options).reasons,
      ).toEqual(['price_too_low']);
      expect(
        financeEligibility(financeCar(provider, fullLender, { status: 'sold' }), options).reasons,
      ).toEqual(['not_in_stock']);
      const noWeekly = financeCar(provider, {
        ...fullLender,
        paymentWeek: null,
        paymentMonth: 500,
      });
      expect(financeEligibility(noWeekly, options).reasons).toEqual(['missing_weekly_payment']);
      const emptyWeekly = financeCar(provider, { ...fullLender, paymentWeek: '' });
      expect(isFinanceEligible(emptyWeekly, options)).toBe(false);
      const noMonthly = financeCar(provider, { ...fullLender, paymentMonth: null });
      expect(isFinanceEligible(noMonthly, options)).toBe(true);
    }
  });
});

describe('financeEligibility — Nissan Finance', () => {
  const options = { provider: 'nissan_finance', now };

  it('needs price above 500, in stock and a monthly payment (vehicle-stock §5)', () => {
    expect(
      isFinanceEligible(financeCar('nissan_finance', fullLender, { price: 501 }), options),
    ).toBe(true);
    expect(
      financeEligibility(financeCar('nissan_finance', fullLender, { price: 500 }), options).reasons,
    ).toEqual(['price_too_low']);
    expect(
      financeEligibility(financeCar('nissan_finance', fullLender, { status: 'sold' }), options)
        .reasons,
    ).toEqual(['not_in_stock']);
    const noMonthly = financeCar('nissan_finance', { ...fullLender, paymentMonth: null });
    expect(financeEligibility(noMonthly, options).reasons).toEqual(['missing_monthly_payment']);
    const noWeekly = financeCar('nissan_finance', { ...fullLender, paymentWeek: null });
    expect(isFinanceEligible(noWeekly, options)).toBe(true);
  });

  it('treats a missing price as not above 500 (vehicle-stock §5)', () => {
    const car = { ...financeCar('nissan_finance'), price: null };
    expect(financeEligibility(car, options).reasons).toEqual(['price_too_low']);
  });
});

describe('canShowFinanceCalculator', () => {
  const car = financeCar('angle');

  it('needs finance to show, a provider and a positive amount (vehicle-stock §5)', () => {
    expect(canShowFinanceCalculator(car, { provider: 'angle', amount: 0.01, now })).toBe(true);
    expect(canShowFinanceCalculator(car, { provider: 'angle', amount: 0, now })).toBe(false);
    expect(canShowFinanceCalculator(car, { provider: 'angle', amount: -100, now })).toBe(false);
    expect(canShowFinanceCalculator(car, { provider: 'angle', amount: null, now })).toBe(false);
    expect(canShowFinanceCalculator(car, { provider: 'angle', amount: Number.NaN, now })).toBe(
      false,
    );
    expect(canShowFinanceCalculator(car, { provider: null, amount: 25_000, now })).toBe(false);
    expect(
      canShowFinanceCalculator(
        { ...car, make: 'Suzuki' },
        { provider: 'angle', amount: 25_000, now },
      ),
    ).toBe(false);
  });
});
