import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as payloads from './index.ts';

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
const anyBody = fc.oneof(
  fc.anything({ withNullPrototype: true, withObjectString: true, maxDepth: 3 }),
  fc.constantFrom(
    JSON.parse('{"__proto__":{"polluted":"yes"},"category":"General Enquiry"}'),
    JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  ),
  fc.dictionary(text, fc.oneof(text, num, fc.boolean(), fc.constant(null)), { maxKeys: 6 }),
);

type Schema = { safeParse(input: unknown): { success: boolean; error?: unknown } };
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && typeof (value as Schema).safeParse === 'function';
const schemas = Object.entries(payloads as Record<string, unknown>).filter(
  (entry): entry is [string, Schema] => isSchema(entry[1]),
);

describe('lead-payloads: no throw on any typed input', () => {
  it('exports its schemas', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(15);
  });

  it('every schema (and the enquiry form schema) safe-parses anything; errors become field messages', () => {
    const formSchema = payloads.enquiryFormSchema();
    fc.assert(
      fc.property(anyBody, (body) => {
        for (const [, schema] of [...schemas, ['enquiryForm', formSchema] as const]) {
          const result = schema.safeParse(body);
          if (!result.success) payloads.validationErrorBody(result.error as never);
        }
        for (const kind of Object.values(payloads.LEAD_KIND_SCHEMAS)) kind.safeParse(body);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { ...RUNS, numRuns: 150 },
    );
  });

  it('text helpers and builders', () => {
    fc.assert(
      fc.property(
        text,
        nullish(text),
        fc.dictionary(text, fc.oneof(text, num, fc.boolean()), { maxKeys: 5 }),
        (value, sub, values) => {
          payloads.normalisePhone(value);
          payloads.manufacturerSlug(value);
          payloads.leadKind({ category: value, subcategory: sub ?? undefined });
          payloads.collectAdditionalServices(values);
          payloads.formDataToSave(values);
          payloads.carEnquiryMessage({ name: value, stocknum: sub ?? null } as never);
          payloads.findMeSomethingSimilarMessage({ name: value } as never);
        },
      ),
      RUNS,
    );
  });
});
