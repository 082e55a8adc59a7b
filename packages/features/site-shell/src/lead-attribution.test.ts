import { LEAD_ATTRIBUTION_COOKIE, readLeadAttribution } from '@forecourt/lead-payloads';
import { afterEach, describe, expect, it } from 'vitest';
import { recordPageVisit } from './lead-attribution.ts';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie
  document.cookie = `${LEAD_ATTRIBUTION_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the browser attribution recorder (vehicle-stock §3 lead_attributes)', () => {
  it('keeps the pages visited and the landing campaign parameters in a cookie the server reads', () => {
    recordPageVisit(document, { pathname: '/', search: '?utm_source=google&gclid=g1&sort=price' });
    recordPageVisit(document, { pathname: '/cars/used', search: '' });
    recordPageVisit(document, { pathname: '/cars/abc-123', search: '?fbclid=f1' });
    expect(readLeadAttribution(document.cookie)).toEqual({
      visited_pages: ['/', '/cars/used', '/cars/abc-123'],
      linked_query_params: { utm_source: 'google', gclid: 'g1', fbclid: 'f1' },
    });
  });

  it('keeps only the last 20 pages', () => {
    for (let page = 0; page < 25; page += 1) {
      recordPageVisit(document, { pathname: `/page-${page}`, search: '' });
    }
    const { visited_pages } = readLeadAttribution(document.cookie);
    expect(visited_pages).toHaveLength(20);
    expect(visited_pages[0]).toBe('/page-5');
  });
});
