import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import {
  displayPrice,
  SUBSCRIPTION_PERIOD_TEXT,
  salePrice,
  subscriptionPrice,
} from './display-price.ts';

const site = { offers_subscription: false, texts: { no_price: 'Contact Us' } };
const subscriptionSite = { offers_subscription: true, texts: { no_price: 'Contact Us' } };

describe('displayPrice', () => {
  it('shows the subscription price when the site offers subscriptions and it is above 0 (vehicle-stock §4)', () => {
    const car = makeCar({ price: 30_000, subscription_price: 189 });
    expect(displayPrice(car, subscriptionSite)).toEqual({
      kind: 'subscription',
      amount: 189,
      text: '$189 a week subscription',
      period: 'a week subscription',
    });
    expect(displayPrice(makeCar({ subscription_price: 0.5 }), subscriptionSite)).toMatchObject({
      kind: 'subscription',
      amount: 0.5,
    });
  });

  it('ignores a subscription price of 0 or less (vehicle-stock §4)', () => {
    for (const subscription_price of [0, -1, null]) {
      const car = makeCar({ price: 30_000, subscription_price });
      expect(displayPrice(car, subscriptionSite)).toMatchObject({ kind: 'price', amount: 30_000 });
    }
  });

  it('ignores the subscription price when the site does not offer subscriptions (vehicle-stock §4)', () => {
    const car = makeCar({ price: 30_000, subscription_price: 189 });
    expect(displayPrice(car, site)).toMatchObject({ kind: 'price', amount: 30_000 });
  });

  it('shows the normal price as $ with commas when above 10 (vehicle-stock §4, site-wide §9)', () => {
    expect(displayPrice(makeCar({ price: 34_990 }), site)).toEqual({
      kind: 'price',
      amount: 34_990,
      text: '$34,990',
      reduced: false,
    });
    expect(displayPrice(makeCar({ price: 11 }), site)).toMatchObject({ kind: 'price', amount: 11 });
    expect(displayPrice(makeCar({ price: 10.01 }), site)).toMatchObject({ kind: 'price' });
  });

  it('does not show a price of 10 or less (vehicle-stock §4)', () => {
    for (const price of [10, 9, 1, 0, -5, null, Number.NaN]) {
      expect(displayPrice({ ...makeCar(), price }, site).kind).toBe('no_price');
    }
  });

  it('prefers the reduced offer_price over the normal price when above 10 (vehicle-stock §4)', () => {
    const car = makeCar({ price: 34_990, offer_price: 32_990 });
    expect(displayPrice(car, site)).toEqual({
      kind: 'price',
      amount: 32_990,
      text: '$32,990',
      reduced: true,
    });
    expect(displayPrice(makeCar({ price: 0, offer_price: 11 }), site)).toMatchObject({
      amount: 11,
      reduced: true,
    });
  });

  it('falls back to the normal price when offer_price is 10 or less (vehicle-stock §4)', () => {
    for (const offer_price of [10, 0, null]) {
      const car = makeCar({ price: 34_990, offer_price });
      expect(displayPrice(car, site)).toMatchObject({ amount: 34_990, reduced: false });
    }
  });

  it('puts the subscription price before the reduced price (vehicle-stock §4)', () => {
    const car = makeCar({ price: 34_990, offer_price: 32_990, subscription_price: 189 });
    expect(displayPrice(car, subscriptionSite)).toMatchObject({
      kind: 'subscription',
      amount: 189,
    });
  });

  it('shows PREORDER for a pre-order car without a price (vehicle-stock §4)', () => {
    const car = makeCar({ price: 0, preorder: true });
    expect(displayPrice(car, site)).toEqual({ kind: 'preorder', amount: null, text: 'PREORDER' });
    expect(displayPrice(makeCar({ price: 10, preorder: true }), site).kind).toBe('preorder');
  });

  it('shows the price rather than PREORDER for a pre-order car with a price (vehicle-stock §4)', () => {
    const car = makeCar({ price: 11, preorder: true });
    expect(displayPrice(car, site)).toMatchObject({ kind: 'price', amount: 11 });
  });

  it("shows the site's no-price text otherwise (vehicle-stock §4)", () => {
    const car = makeCar({ price: 0, preorder: false });
    expect(displayPrice(car, site)).toEqual({ kind: 'no_price', amount: null, text: 'Contact Us' });
    const pleaseCall = { offers_subscription: true, texts: { no_price: 'Please Call' } };
    expect(displayPrice(car, pleaseCall).text).toBe('Please Call');
  });

  it('carries the period with a subscription amount, never a bare amount like a price (vehicle-stock §4)', () => {
    const car = makeCar({ price: 37_290, subscription_price: 381 });
    const shown = displayPrice(car, subscriptionSite);
    expect(shown.text).toBe('$381 a week subscription');
    expect(shown.text).not.toBe('$381');
    expect(SUBSCRIPTION_PERIOD_TEXT).toBe('a week subscription');
    expect(subscriptionPrice(car, subscriptionSite)?.text).toBe('$381 a week subscription');
    expect(subscriptionPrice(car, site)).toBeNull();
  });
});

describe('salePrice', () => {
  it('is the sale price even where a subscription shows: a weekly fee never stands in for it (vehicle-stock §4)', () => {
    const car = makeCar({ price: 37_290, subscription_price: 381 });
    expect(salePrice(car, subscriptionSite)).toEqual({
      kind: 'price',
      amount: 37_290,
      text: '$37,290',
      reduced: false,
    });
    expect(salePrice(makeCar({ price: 34_990, offer_price: 32_990 }), site)).toMatchObject({
      amount: 32_990,
      reduced: true,
    });
    expect(salePrice(makeCar({ price: 0, subscription_price: 381 }), subscriptionSite)).toEqual({
      kind: 'no_price',
      amount: null,
      text: 'Contact Us',
    });
  });
});
