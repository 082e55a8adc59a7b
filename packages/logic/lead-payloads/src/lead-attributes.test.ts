import { describe, expect, it } from 'vitest';
import { buildLeadAttributes } from './lead-attributes.ts';

describe('buildLeadAttributes', () => {
  it('keeps visited pages in order, dropping empty entries (vehicle-stock §3)', () => {
    expect(
      buildLeadAttributes({ visitedPages: ['/', '', '/search/used-cars', 5, '  ', '/cars/x'] })
        .visited_pages,
    ).toEqual(['/', '/search/used-cars', '/cars/x']);
  });

  it('reads linked query params from URLSearchParams, first value wins (vehicle-stock §3)', () => {
    const params = new URLSearchParams('utm_source=google&utm_source=bing&gclid=abc&=x');
    expect(buildLeadAttributes({ queryParams: params }).linked_query_params).toEqual({
      utm_source: 'google',
      gclid: 'abc',
    });
  });

  it('reads linked query params from a record, taking the first of a list (vehicle-stock §3)', () => {
    expect(
      buildLeadAttributes({
        queryParams: { utm_source: 'fb', tags: ['a', 'b'], empty: [], gone: undefined, nil: null },
      }).linked_query_params,
    ).toEqual({ utm_source: 'fb', tags: 'a' });
  });

  it('keeps prototype-named parameters as plain data (vehicle-stock §3)', () => {
    const attributes = buildLeadAttributes({
      queryParams: new URLSearchParams('__proto__=x&constructor=y'),
    });
    expect(Object.keys(attributes.linked_query_params)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(attributes.linked_query_params)).toBe(Object.prototype);
  });

  it('gives empty lists when nothing is known (vehicle-stock §3)', () => {
    expect(buildLeadAttributes({})).toEqual({ visited_pages: [], linked_query_params: {} });
  });
});
