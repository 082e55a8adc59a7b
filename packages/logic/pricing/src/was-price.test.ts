import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { wasPrice } from './was-price.ts';

describe('wasPrice', () => {
  it('appears when before_price exceeds the current price (vehicle-stock §4)', () => {
    const car = makeCar({ price: 30_000, before_price: 32_500 });
    expect(wasPrice(car, 30_000)).toEqual({ amount: 32_500, text: '$32,500' });
    expect(wasPrice(makeCar({ before_price: 30_001 }), 30_000)).toMatchObject({ amount: 30_001 });
  });

  it('does not appear when before_price equals or is below the current price (vehicle-stock §4)', () => {
    expect(wasPrice(makeCar({ before_price: 30_000 }), 30_000)).toBeNull();
    expect(wasPrice(makeCar({ before_price: 29_999 }), 30_000)).toBeNull();
  });

  it('does not appear without a before_price (vehicle-stock §4)', () => {
    expect(wasPrice(makeCar({ before_price: null }), 30_000)).toBeNull();
    expect(wasPrice({}, 30_000)).toBeNull();
    expect(wasPrice({ before_price: Number.NaN }, 30_000)).toBeNull();
  });

  it('does not appear without a current price (vehicle-stock §4)', () => {
    expect(wasPrice(makeCar({ before_price: 32_500 }), null)).toBeNull();
  });
});
