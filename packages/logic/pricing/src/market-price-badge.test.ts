import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { marketPriceBadge } from './market-price-badge.ts';

const withMarket = (
  price: number,
  state_average_market_price: number | null,
  average_market_price: number | null = null,
) => makeCar({ price, autograb_data: { state_average_market_price, average_market_price } });

describe('marketPriceBadge', () => {
  it('shows the difference as below market price (vehicle-stock §4)', () => {
    expect(marketPriceBadge(withMarket(30_000, 31_234))).toEqual({
      difference: 1_234,
      marketPrice: 31_234,
      text: '$1,234 below market price',
    });
  });

  it('needs the market price to exceed the car price by more than 499 (vehicle-stock §9)', () => {
    expect(marketPriceBadge(withMarket(30_000, 30_499))).toBeNull();
    expect(marketPriceBadge(withMarket(30_000, 30_500))).toMatchObject({ difference: 500 });
    expect(marketPriceBadge(withMarket(30_000, 30_498))).toBeNull();
    expect(marketPriceBadge(withMarket(30_000, 30_499.5))).toMatchObject({
      text: '$500 below market price',
    });
  });

  it('is hidden when the car is priced at or above the market (vehicle-stock §4)', () => {
    expect(marketPriceBadge(withMarket(30_000, 30_000))).toBeNull();
    expect(marketPriceBadge(withMarket(30_000, 25_000))).toBeNull();
  });

  it('uses the state average before the national average (vehicle-stock §4)', () => {
    // State says only 300 under (hidden) although the national average would say 5,000.
    expect(marketPriceBadge(withMarket(30_000, 30_300, 35_000))).toBeNull();
    expect(marketPriceBadge(withMarket(30_000, 31_000, 35_000))).toMatchObject({
      difference: 1_000,
      marketPrice: 31_000,
    });
  });

  it('falls back to the national average when the state average is missing (vehicle-stock §4)', () => {
    expect(marketPriceBadge(withMarket(30_000, null, 32_000))).toEqual({
      difference: 2_000,
      marketPrice: 32_000,
      text: '$2,000 below market price',
    });
    expect(marketPriceBadge(withMarket(30_000, 0, 32_000))).toMatchObject({ marketPrice: 32_000 });
    expect(marketPriceBadge(withMarket(30_000, null, 30_499))).toBeNull();
    expect(marketPriceBadge(withMarket(30_000, null, 30_500))).toMatchObject({ difference: 500 });
  });

  it('is hidden without market data (vehicle-stock §4)', () => {
    expect(marketPriceBadge(makeCar({ price: 30_000, autograb_data: null }))).toBeNull();
    expect(marketPriceBadge({ price: 30_000 })).toBeNull();
    expect(marketPriceBadge(withMarket(30_000, null, null))).toBeNull();
    expect(marketPriceBadge(withMarket(30_000, 0, 0))).toBeNull();
  });

  it('is hidden for a car without a shown price, 10 or less (vehicle-stock §4)', () => {
    expect(marketPriceBadge(withMarket(10, 30_000))).toBeNull();
    expect(marketPriceBadge(withMarket(0, 30_000))).toBeNull();
    expect(
      marketPriceBadge({ price: null, autograb_data: { state_average_market_price: 30_000 } }),
    ).toBeNull();
    expect(marketPriceBadge(withMarket(11, 30_000))).toMatchObject({ difference: 29_989 });
  });
});
