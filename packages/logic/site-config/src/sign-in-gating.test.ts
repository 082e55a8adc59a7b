import { describe, expect, it } from 'vitest';
import {
  isSignedIn,
  MY_GARAGE_ALIASES,
  MY_GARAGE_FAMILY,
  requiresSignIn,
  type SignInType,
  servesGarageAlias,
  signInRedirect,
} from './sign-in-gating.ts';

const site = (required_types: SignInType[] = []) => ({ sign_in: { required_types } });

describe('requiresSignIn', () => {
  it('always gates online-payment (site-wide §2)', () => {
    expect(requiresSignIn('online-payment', site())).toBe(true);
  });

  it('always gates the whole my-garage family (site-wide §2)', () => {
    for (const route of MY_GARAGE_FAMILY) expect(requiresSignIn(route, site()), route).toBe(true);
  });

  it('always gates the watchlist (vehicle-stock §2, §4)', () => {
    expect(requiresSignIn('watchlist', site())).toBe(true);
  });

  it('gates checkout, finance, spin-to-win and trade-in only when the site lists them (site-wide §2)', () => {
    for (const type of ['checkout', 'finance', 'spin-to-win', 'trade-in'] as const) {
      expect(requiresSignIn(type, site()), type).toBe(false);
      expect(requiresSignIn(type, site([type])), type).toBe(true);
    }
  });

  it('gates car-finance only when the site lists it (site-wide §2)', () => {
    expect(requiresSignIn('car-finance', site())).toBe(false);
    expect(requiresSignIn('car-finance', site(['car-finance']))).toBe(true);
  });

  it('gates only the listed types, not their neighbours (site-wide §2)', () => {
    expect(requiresSignIn('finance', site(['checkout']))).toBe(false);
  });
});

describe('isSignedIn', () => {
  it('counts a visitor as signed in when a user id is present (site-wide §6)', () => {
    expect(isSignedIn({ id: 12 })).toBe(true);
    expect(isSignedIn({ id: 0 })).toBe(true);
    expect(isSignedIn({ id: 'u-1' })).toBe(true);
    expect(isSignedIn({ id: '' })).toBe(false);
    expect(isSignedIn({ id: null })).toBe(false);
    expect(isSignedIn({})).toBe(false);
    expect(isSignedIn(null)).toBe(false);
    expect(isSignedIn(undefined)).toBe(false);
  });
});

describe('signInRedirect', () => {
  it('builds /sign-in?type=..&redirect=..&back=.. with encoded values (site-wide §2)', () => {
    expect(
      signInRedirect({ type: 'trade-in', redirect: '/cars/trade-in?car_id=12', back: '/cars/x y' }),
    ).toBe('/sign-in?type=trade-in&redirect=%2Fcars%2Ftrade-in%3Fcar_id%3D12&back=%2Fcars%2Fx%20y');
  });

  it('waits for the car slug before redirecting to checkout (site-wide §2)', () => {
    expect(signInRedirect({ type: 'checkout', redirect: null, back: '/cars' })).toBeNull();
    expect(signInRedirect({ type: 'checkout', back: '/cars' })).toBeNull();
    expect(signInRedirect({ type: 'checkout', redirect: '/cars/abc/checkout' })).toBe(
      '/sign-in?type=checkout&redirect=%2Fcars%2Fabc%2Fcheckout',
    );
  });

  it('signs the my-garage family in with the my-garage type (site-wide §2)', () => {
    expect(signInRedirect({ type: 'mymotorama', redirect: '/mymotorama' })).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmymotorama',
    );
  });

  it('builds the watchlist sign-in link (vehicle-stock §2)', () => {
    expect(signInRedirect({ type: 'watchlist', redirect: '/cars/abc', back: '/cars/abc' })).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fabc&back=%2Fcars%2Fabc',
    );
  });

  it('leaves out empty targets', () => {
    expect(signInRedirect({ type: 'online-payment', redirect: '', back: null })).toBe(
      '/sign-in?type=online-payment',
    );
  });
});

describe('servesGarageAlias (site-wide §2 dealer aliases of My Garage)', () => {
  it('serves an alias only where the site config names it', () => {
    const site = { garage_aliases: ['mymotorama'] };
    expect(servesGarageAlias(site, 'mymotorama')).toBe(true);
    for (const alias of MY_GARAGE_ALIASES.filter((name) => name !== 'mymotorama')) {
      expect(servesGarageAlias(site, alias), alias).toBe(false);
    }
  });

  it('serves none by default and never a path outside the family', () => {
    for (const alias of MY_GARAGE_ALIASES) {
      expect(servesGarageAlias({ garage_aliases: [] }, alias), alias).toBe(false);
    }
    expect(servesGarageAlias({ garage_aliases: ['my-garage'] }, 'my-garage')).toBe(false);
  });
});
