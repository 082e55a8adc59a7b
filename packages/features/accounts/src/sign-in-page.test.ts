import { describe, expect, it } from 'vitest';
import { signInPageParams } from './sign-in-page.ts';

const params = (query: string) => signInPageParams(new URLSearchParams(query));

describe('signInPageParams', () => {
  it('reads type, redirect and back (site-wide §2 /sign-in?type=&redirect=&back=)', () => {
    expect(
      params('type=trade-in&redirect=%2Fcars%2Ftrade-in%3Fcar_id%3D4&back=%2Fcars%2Fx'),
    ).toMatchObject({
      type: 'trade-in',
      redirect: '/cars/trade-in?car_id=4',
      back: '/cars/x',
      mobileOnly: false,
    });
  });

  it('asks for a mobile number only for the watchlist (vehicle-stock §6)', () => {
    expect(params('type=watchlist')).toMatchObject({ type: 'watchlist', mobileOnly: true });
  });

  it('refuses open redirects in redirect and back', () => {
    expect(params('type=finance&redirect=https://evil.example&back=//evil.example')).toMatchObject({
      redirect: '/',
      back: '/',
    });
  });

  it('defaults an unknown type to my-garage, which returns to /my-garage', () => {
    expect(params('type=nope')).toMatchObject({ type: 'my-garage', redirect: '/my-garage' });
  });
});
