import { describe, expect, it } from 'vitest';
import { watchlistSaveHref, watchlistSignInHref } from './watchlist-links.ts';

describe('watchlistSignInHref', () => {
  it('sends an anonymous Save to sign-in with type watchlist, then on to the save (vehicle-stock §2, §4)', () => {
    const href = watchlistSignInHref(42, '/cars/2020-mazda-3?x=1');
    const url = new URL(href, 'http://site.test');
    expect(url.pathname).toBe('/sign-in');
    expect(url.searchParams.get('type')).toBe('watchlist');
    expect(url.searchParams.get('back')).toBe('/cars/2020-mazda-3?x=1');
    expect(url.searchParams.get('redirect')).toBe(watchlistSaveHref(42, '/cars/2020-mazda-3?x=1'));
    expect(watchlistSaveHref(42, '/cars/2020-mazda-3?x=1')).toBe(
      '/watchlist?save=42&return=%2Fcars%2F2020-mazda-3%3Fx%3D1',
    );
  });

  it('never returns to another site', () => {
    expect(watchlistSaveHref(1, 'https://evil.example')).toBe('/watchlist?save=1&return=%2F');
  });
});
