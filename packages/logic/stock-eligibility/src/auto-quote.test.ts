import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import {
  AUTO_QUOTE_MIN_PRICE,
  autoQuoteIneligibleReason,
  isAutoQuoteEligible,
} from './auto-quote.ts';

describe('isAutoQuoteEligible', () => {
  it('accepts an in_stock, unsold, unreserved car priced over 200 (site-wide §4)', () => {
    expect(
      isAutoQuoteEligible(makeCar({ status: 'in_stock', reserved: false, price: 25_000 })),
    ).toBe(true);
  });

  it('needs the price strictly over 200 (site-wide §4)', () => {
    expect(AUTO_QUOTE_MIN_PRICE).toBe(200);
    expect(isAutoQuoteEligible(makeCar({ price: 201 }))).toBe(true);
    expect(isAutoQuoteEligible(makeCar({ price: 200.01 }))).toBe(true);
    expect(isAutoQuoteEligible(makeCar({ price: 200 }))).toBe(false);
    expect(isAutoQuoteEligible(makeCar({ price: 199 }))).toBe(false);
    expect(isAutoQuoteEligible({ status: 'in_stock', price: null })).toBe(false);
  });

  it('needs status in_stock: coming_soon and sold do not qualify (site-wide §4)', () => {
    expect(isAutoQuoteEligible(makeCar({ status: 'coming_soon' }))).toBe(false);
    expect(isAutoQuoteEligible(makeCar({ status: 'sold' }))).toBe(false);
  });

  it('rejects a car flagged sold even when its status is in_stock (site-wide §4)', () => {
    expect(isAutoQuoteEligible({ ...makeCar({ status: 'in_stock' }), sold: true })).toBe(false);
    expect(isAutoQuoteEligible({ ...makeCar({ status: 'in_stock' }), sold: false })).toBe(true);
  });

  it('rejects a reserved car (site-wide §4)', () => {
    expect(isAutoQuoteEligible(makeCar({ reserved: true }))).toBe(false);
  });
});

describe('autoQuoteIneligibleReason', () => {
  it('says why a car gets no auto-quote, sold first, and null when it qualifies (site-wide §4)', () => {
    expect(autoQuoteIneligibleReason(makeCar({ status: 'in_stock', price: 25_000 }))).toBeNull();
    expect(autoQuoteIneligibleReason(makeCar({ status: 'sold', reserved: true }))).toBe('sold');
    expect(autoQuoteIneligibleReason({ status: 'in_stock', sold: true, price: 9000 })).toBe('sold');
    expect(autoQuoteIneligibleReason(makeCar({ reserved: true, price: 100 }))).toBe('reserved');
    expect(autoQuoteIneligibleReason(makeCar({ status: 'coming_soon' }))).toBe('not_in_stock');
    expect(autoQuoteIneligibleReason(makeCar({ status: 'archived' }))).toBe('not_in_stock');
    expect(autoQuoteIneligibleReason(makeCar({ price: 200 }))).toBe('price');
    expect(autoQuoteIneligibleReason({ status: 'in_stock', price: null })).toBe('price');
  });
});
