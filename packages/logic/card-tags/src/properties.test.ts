import fc from 'fast-check';
import { describe, it } from 'vitest';
import * as cardTags from './index.ts';

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
const date = fc.date({ noInvalidDate: false });

describe('card-tags: no throw on any typed input', () => {
  it('tags, sold runs, fuel', () => {
    const car = fc.record({
      status,
      make: fc.oneof(text, fc.constant(null)),
      certified: nullish(fc.boolean()),
      reserved: nullish(fc.boolean()),
      tag: nullish(text),
      created_at: nullish(
        fc.oneof(
          text,
          date.map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString())),
        ),
      ),
      simple_fuel: nullish(text),
      fuel: nullish(text),
    });
    const site = fc.record({
      features: fc.record(
        { fuel_type_tag: fc.boolean(), toyota_certified_badge: fc.boolean() },
        { requiredKeys: [] },
      ),
      specifications: nullish(
        fc.record(
          {
            just_arrived_days: nullish(num),
            just_arrived_tag_name: nullish(text),
            sold_tag_name: nullish(text),
          },
          { requiredKeys: [] },
        ),
      ),
    });
    fc.assert(
      fc.property(fc.array(car, { maxLength: 8 }), site, date, (cars, theSite, now) => {
        cardTags.collapseSoldCars(cars);
        cardTags.justArrivedTagName(theSite);
        cardTags.soldTagName(theSite);
        for (const one of cars) {
          cardTags.cardTag(one, theSite, now);
          cardTags.electrifiedFuel(one);
          cardTags.fuelTypeTag(one);
          cardTags.isJustArrived(one, theSite, now);
        }
      }),
      RUNS,
    );
  });
});
