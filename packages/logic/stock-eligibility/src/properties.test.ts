import fc from 'fast-check';
import { describe, it } from 'vitest';
import * as rules from './index.ts';

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

// A clock is a valid Date: soldCutoffTimestamp and stockFilter refuse an invalid one on purpose
// (RangeError), which is their documented contract.
const now = fc.date({ noInvalidDate: true });

describe('stock-eligibility: no throw on any typed input', () => {
  it('cars, filters, ranges and similar vehicles', () => {
    const car = fc.record({
      id: fc.oneof(fc.integer(), text),
      status,
      sold: nullish(fc.boolean()),
      reserved: nullish(fc.boolean()),
      price: fc.oneof(num, fc.constant(null)),
      car_type: text,
      images: nullish(fc.array(fc.anything(), { maxLength: 3 })),
      make: fc.oneof(text, fc.constant(null)),
      model: fc.oneof(text, fc.constant(null)),
      simple_body: nullish(text),
      certified: nullish(fc.boolean()),
      year: num,
      km: num,
    });
    const features = fc.record(
      {
        hide_toggles_unless_used: fc.boolean(),
        hide_toggles_without_price: fc.boolean(),
        hide_toggles_without_images: fc.boolean(),
        price_above_zero_on_price_asc: fc.boolean(),
        toyota_certified_badge: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.array(car, { minLength: 1, maxLength: 5 }),
        features,
        num,
        num,
        num,
        fc.boolean(),
        now,
        nullish(num),
        nullish(text),
        (cars, theFeatures, a, b, c, flag, clock, days, phone) => {
          const site = { features: theFeatures, stock: { count: days } };
          const first = cars[0] as (typeof cars)[number];
          rules.budgetSearchCap(days);
          rules.budgetPriceRange(a, days);
          rules.andFilters(first.make, first.model, null, false, undefined);
          rules.priceSortFilter(flag, site);
          rules.minStepsBetweenThumbs(a);
          rules.keepRangeGap([a, b], { min: Math.min(b, c), max: Math.max(b, c), step: a });
          rules.similarPriceWindow(a);
          rules.similarVehicleQueries(first, { indexUid: 'cars', baseFilter: phone });
          rules.pickSimilarVehicles(first, [{ hits: cars }, { hits: [] }]);
          rules.stockCountDisplay(a, site);
          rules.stockFilter({ now: clock, include_sold_cars_days: days, budget: flag });
          rules.soldCutoffTimestamp(clock, days);
          for (const one of cars) {
            rules.isAutoQuoteEligible(one);
            rules.isAutograbEligible(one);
            rules.showFavouriteToggles(one, site);
            rules.quoteFilterValue(one.car_type);
            rules.isInStock(one);
            rules.hasToyotaCertifiedBadge(one, site);
            rules.tradeInAgeYears(one, clock);
            rules.canEstimateTradeInOnline(one, clock);
            rules.watchlistSaveAction({ car: one, isInWatchlist: flag, userPhone: phone });
          }
        },
      ),
      RUNS,
    );
  });
});
