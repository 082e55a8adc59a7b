import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps a path on this site with its query and hash (site-wide §2 redirect)', () => {
    expect(safeRedirectPath('/cars/2020-mazda-3?x=1#finance')).toBe(
      '/cars/2020-mazda-3?x=1#finance',
    );
    expect(safeRedirectPath('/my-garage')).toBe('/my-garage');
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
    [null],
    [undefined],
  ])('refuses %j, an open redirect or nothing, for the fallback', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
    expect(safeRedirectPath(value, '/my-garage')).toBe('/my-garage');
  });

  it('never sends the shopper back to the sign-in page', () => {
    expect(safeRedirectPath('/sign-in?type=my-garage')).toBe('/');
  });

  it('resolves dot segments before deciding', () => {
    expect(safeRedirectPath('/cars/../search')).toBe('/search');
    expect(safeRedirectPath('/../../sign-in')).toBe('/');
  });
});
