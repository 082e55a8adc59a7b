import fc from 'fast-check';
import { describe, it } from 'vitest';
import * as finance from './index.ts';

// Property tests: every public function returns (never throws) for any input its types allow,
// odd numbers (NaN, ±Infinity, -0, huge) and odd text (astral, lone surrogates, controls)
// included. Fixed seed, bounded runs; a failure prints the input, seed and path.
const RUNS = { seed: 20_261_124, numRuns: 300 };
const num = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 0, 1e21, -1e21, Number.MAX_SAFE_INTEGER),
);
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\u202E',
    '🚗',
    'Toyota',
    'Hybrid',
    'sold',
    'in_stock',
  ),
);
const nullish = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof(arb, fc.constant(null), fc.constant(undefined));
const status = fc.oneof(fc.constantFrom('in_stock', 'coming_soon', 'sold'), text);

describe('finance-math: no throw on any typed input', () => {
  it('repayments, bounds, budgets, eligibility and fuel', () => {
    const car = fc.record({
      make: fc.oneof(text, fc.constant(null)),
      year: fc.oneof(num, fc.constant(null)),
      price: fc.oneof(num, fc.constant(null)),
      status,
      dealership_id: fc.oneof(fc.integer(), fc.constant(null)),
      simple_fuel: nullish(text),
      fuel: nullish(text),
    });
    fc.assert(
      fc.property(
        car,
        num,
        num,
        num,
        num,
        fc.boolean(),
        fc.date({ noInvalidDate: false }),
        nullish(text),
        nullish(fc.oneof(num, text)),
        (theCar, a, b, c, d, flag, now, provider, loose) => {
          finance.repayment({
            amount: a,
            deposit: b,
            fees: c,
            annualRatePct: d,
            termYears: b,
            periodsPerYear: c,
            balloon: d,
          });
          finance.roundRepayment(a, { roundUp: flag, unit: flag ? 'cent' : 'dollar' });
          finance.shouldRoundUp({ features: { finance_round_up: flag } });
          finance.repaymentDisplay(a);
          finance.totalPayable({ payment: a, termYears: b, periodsPerYear: c, balloon: d });
          finance.clampBudgetInput(a);
          finance.budgetFromRepayment({
            repayment: a,
            frequency: flag ? 'weekly' : 'monthly',
            deposit: b,
            finance: { interest_rate: c, term_years: d, balloon_percent: a, establishment_fee: b },
          });
          const site = {
            offers_subscription: flag,
            texts: { no_price: 'Enquire' },
            features: { finance_round_up: flag },
            finance: {
              interest_rate: a,
              comparison_rate: flag ? null : b,
              term_years: c,
              deposit_percent: d,
              balloon_percent: b,
              establishment_fee: c,
            },
          };
          const estimate = finance.carFinanceEstimate(
            { price: theCar.price, offer_price: a, item_type: provider },
            site,
            { tradeIn: d },
          );
          if (estimate) finance.financeDisclaimer(estimate.basis);
          finance.comparisonRate({ annualRatePct: a, establishmentFee: b });
          const bounds = finance.calculatorBounds({
            preset: flag ? 'vehicle' : 'site',
            price: theCar.price,
          });
          finance.clampToBounds(a, { min: b, max: c });
          finance.isWithinBounds(a, { min: b, max: c });
          finance.boundsHelpText({ min: b, max: c });
          finance.nonNegativeAmount(a);
          finance.establishmentFee(loose, provider);
          finance.financeEligibility(theCar, { provider, now });
          finance.isFinanceEligible(theCar, { provider, now });
          finance.canShowFinanceCalculator(theCar, { provider, now, amount: a });
          finance.financeEstimate(theCar.price);
          finance.financeProviderKey(provider);
          finance.fuelCost(theCar, {
            variant: { fuelconsumptioncombined: loose },
            pricePerLitre: loose,
            kmPerWeek: loose,
          });
          finance.parseFuelInput(provider ?? '');
          void bounds;
        },
      ),
      RUNS,
    );
  });
});
