import { describe, expect, it } from 'vitest';
import { quotePurchasePrice } from './finance-quotes.ts';

describe('quotePurchasePrice', () => {
  it('quotes the headline price: the offer price when set, else the price (vehicle-stock §4, §9)', () => {
    expect(quotePurchasePrice({ price: 45_990, offer_price: 42_990 })).toBe(42_990);
    expect(quotePurchasePrice({ price: 45_990, offer_price: null })).toBe(45_990);
    // An offer of $10 or less is no headline (vehicle-stock §4): the price stands.
    expect(quotePurchasePrice({ price: 45_990, offer_price: 5 })).toBe(45_990);
    expect(quotePurchasePrice({ price: null, offer_price: null })).toBeNull();
  });
});
