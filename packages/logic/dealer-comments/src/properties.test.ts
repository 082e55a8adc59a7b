import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlText } from './html-text.ts';
import { dealerCommentsText, sanitiseDealerComments } from './sanitise.ts';

// Property tests: every public function returns (never throws) for any input its types allow,
// odd numbers (NaN, ±Infinity, -0, huge) and odd text (astral, lone surrogates, controls)
// included. Fixed seed, bounded runs; a failure prints the input, seed and path.
const RUNS = { seed: 20_261_124, numRuns: 300 };
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
const html = fc.oneof(
  text,
  fc
    .array(
      fc.oneof(
        text,
        fc.constantFrom(
          '<script>alert(1)</script>',
          '<img src=x onerror=alert(1)>',
          '<a href="javascript:alert(1)">x</a>',
          '<p>',
          '</p>',
          '<b>',
          '<!--',
          ']]>',
          '&amp;',
          '&#0;',
          '<svg><script>1</script></svg>',
          '<style>*{}</style>',
          '<iframe src=//x>',
        ),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
);

describe('dealer-comments: no throw on any typed input', () => {
  it('sanitises any text and keeps no script, handler or javascript: URL', () => {
    fc.assert(
      fc.property(nullish(html), (comments) => {
        const clean = sanitiseDealerComments(comments);
        dealerCommentsText(comments);
        if (clean !== null) {
          htmlText(clean);
          expect(clean).not.toMatch(/<script|\son\w+\s*=|javascript:/i);
        }
      }),
      RUNS,
    );
  });
});
