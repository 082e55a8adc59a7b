import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatEngineSize,
  formatKm,
  formatRating,
  registrationExpiryText,
  slugify,
  starFills,
  toBrisbaneDate,
  truncate,
  truncateDealerComments,
  truncateFinanceDisclaimer,
  truncateOfferDescription,
  truncateOfferDisclaimer,
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
  fc.constantFrom('', ' ', '\u0000', '\uD800', '\u202E', '🚗', '2026-02-30', 'NaN', '1e400'),
);
const nullish = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof(arb, fc.constant(null), fc.constant(undefined));
const dateInput = nullish(fc.oneof(fc.date({ noInvalidDate: false }), text, num));

describe('format: no throw on any typed input', () => {
  it('numbers', () => {
    fc.assert(
      fc.property(num, nullish(num), fc.oneof(num, text), (amount, km, rating) => {
        formatCurrency(amount);
        formatKm(km);
        starFills(amount);
        formatRating(rating);
      }),
      RUNS,
    );
  });

  it('dates', () => {
    fc.assert(
      fc.property(
        dateInput,
        fc.date({ noInvalidDate: false }),
        fc.boolean(),
        (input, now, flag) => {
          toBrisbaneDate(input);
          formatDate(input);
          registrationExpiryText({ rego_expiry: input }, now, {
            features: { show_unregistered: flag },
          });
          registrationExpiryText({}, now);
        },
      ),
      RUNS,
    );
  });

  it('engine sizes', () => {
    const value = nullish(fc.oneof(num, text));
    fc.assert(
      fc.property(
        value,
        value,
        fc.constantFrom('litres', 'cc') as fc.Arbitrary<'litres' | 'cc'>,
        (cc, litres, unit) => {
          formatEngineSize({ engine_size: cc, engine_size_litres: litres }, unit);
        },
      ),
      RUNS,
    );
  });

  it('text', () => {
    fc.assert(
      fc.property(text, num, (value, max) => {
        slugify(value);
        truncate(value, max);
        truncateDealerComments(value);
        truncateFinanceDisclaimer(value);
        truncateOfferDescription(value);
        truncateOfferDisclaimer(value);
      }),
      RUNS,
    );
  });
});
