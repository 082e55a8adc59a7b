import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { watchlistSaveAction } from './watchlist-save.ts';

const phone = '0412 345 678';

describe('watchlistSaveAction', () => {
  it('saves an in-stock car for a signed-in user with a phone (vehicle-stock §4, §6)', () => {
    expect(watchlistSaveAction({ car: makeCar(), isInWatchlist: false, userPhone: phone })).toBe(
      'save',
    );
  });

  it('removes a car already in the watchlist (vehicle-stock §4)', () => {
    expect(watchlistSaveAction({ car: makeCar(), isInWatchlist: true, userPhone: phone })).toBe(
      'remove',
    );
  });

  it('sends a user without a phone number to sign in (vehicle-stock §4)', () => {
    for (const userPhone of [null, undefined, '', '   ']) {
      expect(watchlistSaveAction({ car: makeCar(), isInWatchlist: false, userPhone })).toBe(
        'sign-in',
      );
    }
    expect(watchlistSaveAction({ car: makeCar(), isInWatchlist: true, userPhone: null })).toBe(
      'sign-in',
    );
  });

  it('does not allow saving a sold car, signed in or not (vehicle-stock §4)', () => {
    const sold = makeCar({ status: 'sold' });
    expect(watchlistSaveAction({ car: sold, isInWatchlist: false, userPhone: phone })).toBe(
      'not-allowed',
    );
    expect(watchlistSaveAction({ car: sold, isInWatchlist: false, userPhone: null })).toBe(
      'not-allowed',
    );
  });

  it('lets a sold car already in the watchlist be removed (vehicle-stock §4)', () => {
    const sold = makeCar({ status: 'sold' });
    expect(watchlistSaveAction({ car: sold, isInWatchlist: true, userPhone: phone })).toBe(
      'remove',
    );
  });
});
