import { describe, expect, it } from 'vitest';
import { pageUrl } from './page-url.ts';

describe('pageUrl', () => {
  it("records the vehicle page, not React Router's data URL, as a lead's url", () => {
    expect(pageUrl('http://a.localhost/cars/2018-toyota-prado-10007.data')).toBe(
      'http://a.localhost/cars/2018-toyota-prado-10007',
    );
    expect(pageUrl('http://a.localhost/cars/x.data?_routes=routes%2Fcar&index')).toBe(
      'http://a.localhost/cars/x',
    );
    expect(pageUrl('http://a.localhost/_root.data')).toBe('http://a.localhost/');
  });

  it('keeps a page URL and its own query as they are', () => {
    expect(pageUrl('http://a.localhost/cars/x?enquire=similar')).toBe(
      'http://a.localhost/cars/x?enquire=similar',
    );
  });
});
