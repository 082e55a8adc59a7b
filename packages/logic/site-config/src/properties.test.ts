import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as siteConfig from './index.ts';

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

const anyConfig = fc.oneof(
  fc.anything({ withNullPrototype: true, maxDepth: 3 }),
  fc.record(
    {
      slug: text,
      name: text,
      template: fc.oneof(fc.constantFrom('classic', 'group', 'oem'), text),
      features: fc.dictionary(text, fc.oneof(fc.boolean(), text, num)),
      theme: fc.anything({ maxDepth: 2 }),
    },
    { requiredKeys: [] },
  ),
  fc.constant(
    JSON.parse('{"slug":"x","name":"X","template":"classic","__proto__":{"polluted":"yes"}}'),
  ),
);

describe('site-config: no throw on any typed input', () => {
  it('resolves anything: safeResolve never throws, resolve throws only SiteConfigError', () => {
    fc.assert(
      fc.property(anyConfig, (a) => {
        siteConfig.safeResolveSiteConfig(a);
        try {
          siteConfig.resolveSiteConfig(a);
        } catch (error) {
          expect(error).toBeInstanceOf(siteConfig.SiteConfigError);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { ...RUNS, numRuns: 150 },
    );
  });

  it('text and number helpers', () => {
    fc.assert(
      fc.property(text, nullish(text), num, num, (value, maybe, lat, lng) => {
        siteConfig.bodyTypeKey(value);
        siteConfig.bodyTypeSlug(value);
        siteConfig.isSearchServicePath(value);
        siteConfig.distanceKm({ lat, long: lng }, { lat: lng, long: lat });
        siteConfig.isSignedIn({ id: maybe });
        siteConfig.signInRedirect({ type: 'watchlist', redirect: maybe, back: value });
        siteConfig.bodyFacetTiles({ [value]: lat });
      }),
      RUNS,
    );
  });
});
