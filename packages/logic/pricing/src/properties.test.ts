import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  displayPrice,
  fillBand,
  marketPriceBadge,
  priceComparison,
  reserveDeposit,
  tradeInReducedPrice,
  wasPrice,
} from './index.ts';

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
describe('pricing: no throw on any typed input', () => {
  it('prices, badges, comparisons', () => {
    fc.assert(
      fc.property(
        fc.record({
          price: fc.oneof(num, fc.constant(null)),
          offer_price: nullish(num),
          subscription_price: nullish(num),
          preorder: nullish(fc.boolean()),
          before_price: nullish(num),
        }),
        fc.record({ offers_subscription: fc.boolean(), texts: fc.record({ no_price: text }) }),
        nullish(
          fc.record({
            state_average_market_price: nullish(num),
            average_market_price: nullish(num),
          }),
        ),
        nullish(
          fc.record(
            {
              fill: nullish(num),
              listing_price: nullish(num),
              market_range_min: nullish(num),
              market_range_max: nullish(num),
              confidence: nullish(num),
              description: nullish(text),
            },
            { requiredKeys: [] },
          ),
        ),
        (car, site, autograb, comparison) => {
          displayPrice(car, site);
          marketPriceBadge({ price: car.price, autograb_data: autograb });
          priceComparison(comparison);
          fillBand(car.price ?? 0);
          reserveDeposit(car.offer_price);
          tradeInReducedPrice(car.price, car.offer_price);
          wasPrice(car, car.price);
        },
      ),
      RUNS,
    );
  });
});
