import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asLeadAttributes,
  encodeLeadAttribution,
  LEAD_ATTRIBUTION_COOKIE,
  readLeadAttribution,
  recordLeadVisit,
  VISITED_PAGES_LIMIT,
  withLeadAttribution,
} from './lead-attribution.ts';
import { leadAttributesSchema } from './lead-schema.ts';

describe('lead attribution (vehicle-stock §3 lead_attributes)', () => {
  it('records visited paths in order, once per reload, and keeps only the last 20', () => {
    let attrs = recordLeadVisit(null, { path: '/' });
    attrs = recordLeadVisit(attrs, { path: '/' });
    attrs = recordLeadVisit(attrs, { path: '/cars/abc' });
    expect(attrs.visited_pages).toEqual(['/', '/cars/abc']);
    for (let page = 0; page < 30; page += 1) attrs = recordLeadVisit(attrs, { path: `/p${page}` });
    expect(attrs.visited_pages).toHaveLength(VISITED_PAGES_LIMIT);
    expect(attrs.visited_pages.at(-1)).toBe('/p29');
  });

  it('links campaign parameters (utm_*, gclid, fbclid), the landing value winning, and ignores others', () => {
    let attrs = recordLeadVisit(null, {
      path: '/',
      search: '?utm_source=google&utm_campaign=spring&gclid=abc&page=2&q=ute',
    });
    attrs = recordLeadVisit(attrs, { path: '/cars', search: '?utm_source=bing&fbclid=fb1' });
    expect(attrs.linked_query_params).toEqual({
      utm_source: 'google',
      utm_campaign: 'spring',
      gclid: 'abc',
      fbclid: 'fb1',
    });
  });

  it('reads the attribution back from a Cookie header and ignores a damaged cookie', () => {
    const attrs = recordLeadVisit(null, { path: '/finance', search: '?utm_medium=cpc' });
    const header = `a=1; ${LEAD_ATTRIBUTION_COOKIE}=${encodeLeadAttribution(attrs)}; b=2`;
    expect(readLeadAttribution(header)).toEqual(attrs);
    expect(readLeadAttribution(`${LEAD_ATTRIBUTION_COOKIE}=%7Bnot-json`)).toEqual({
      visited_pages: [],
      linked_query_params: {},
    });
    expect(readLeadAttribution(null).visited_pages).toEqual([]);
  });

  it("fills a payload's empty lead_attributes and keeps ones the form sent", () => {
    const attrs = { visited_pages: ['/', '/trade-in'], linked_query_params: { utm_source: 'x' } };
    expect(withLeadAttribution({ name: 'Ann' }, attrs).lead_attributes).toEqual(attrs);
    expect(
      withLeadAttribution(
        { lead_attributes: { visited_pages: ['/own'], linked_query_params: {} } },
        attrs,
      ).lead_attributes,
    ).toEqual({ visited_pages: ['/own'], linked_query_params: { utm_source: 'x' } });
  });
});

describe('asLeadAttributes: the cookie checked without a validator library in the browser', () => {
  it('accepts exactly what leadAttributesSchema accepts, with the same result', () => {
    const anyValue = fc.oneof(
      fc.anything(),
      fc.record(
        {
          visited_pages: fc.oneof(fc.array(fc.string()), fc.array(fc.anything()), fc.anything()),
          linked_query_params: fc.oneof(
            fc.dictionary(fc.string(), fc.string()),
            fc.dictionary(fc.string(), fc.anything()),
            fc.anything(),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(anyValue, (value) => {
        const byHand = asLeadAttributes(value);
        const bySchema = leadAttributesSchema.safeParse(value);
        expect(byHand !== null).toBe(bySchema.success);
        if (bySchema.success) expect(byHand).toEqual(bySchema.data);
      }),
      { numRuns: 2000 },
    );
  });
});
