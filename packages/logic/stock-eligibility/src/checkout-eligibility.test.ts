import { describe, expect, it } from 'vitest';
import { canBuyOnline, canReserveOnline, stockStatus } from './checkout-eligibility.ts';

describe('checkout eligibility (vehicle-stock §4, §5)', () => {
  it('reserves an in-stock or coming-soon car that is not reserved and has a price (§5)', () => {
    expect(canReserveOnline({ status: 'in_stock', reserved: false, price: 20_000 })).toBe(true);
    expect(canReserveOnline({ status: 'coming_soon', reserved: null, price: 20_000 })).toBe(true);
    expect(canReserveOnline({ status: 'in_stock', reserved: true, price: 20_000 })).toBe(false);
    expect(canReserveOnline({ status: 'sold', reserved: false, price: 20_000 })).toBe(false);
    expect(canReserveOnline({ status: 'in_stock', reserved: false, price: 0 })).toBe(false);
    expect(canReserveOnline({ status: 'in_stock', reserved: false, price: null })).toBe(false);
  });

  it('sells online only a car on the yard: not coming soon, reserved, sold or without price (§5)', () => {
    expect(canBuyOnline({ status: 'in_stock', reserved: false, price: 20_000 })).toBe(true);
    expect(canBuyOnline({ status: 'coming_soon', reserved: false, price: 20_000 })).toBe(false);
    expect(canBuyOnline({ status: 'in_stock', reserved: true, price: 20_000 })).toBe(false);
    expect(canBuyOnline({ status: 'sold', reserved: false, price: 20_000 })).toBe(false);
    expect(canBuyOnline({ status: 'in_stock', reserved: false, price: 0 })).toBe(false);
  });

  it('names a reserved car before a coming-soon one, and nothing for sold cars (§4 tag priority)', () => {
    expect(stockStatus({ status: 'in_stock', reserved: true })).toBe('reserved');
    expect(stockStatus({ status: 'coming_soon', reserved: true })).toBe('reserved');
    expect(stockStatus({ status: 'coming_soon', reserved: false })).toBe('coming_soon');
    expect(stockStatus({ status: 'in_stock', reserved: false })).toBeNull();
    expect(stockStatus({ status: 'sold', reserved: true })).toBeNull();
  });
});
