import type { Car } from '@forecourt/api-client';
import { apiCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { savedCars } from './saved-cars.ts';

const site = { offers_subscription: true, texts: { no_price: 'Contact Us' } };

describe('savedCars', () => {
  it('shows a subscription with its period and without the sale price type (vehicle-stock §4)', () => {
    const car = apiCar<Car>({ price: 37290, subscription_price: 381, price_type: 'Drive Away' });
    expect(savedCars([car], site)[0]).toMatchObject({
      priceText: '$381 a week subscription',
      priceType: null,
    });
  });

  it('shows the sale price with its type otherwise (vehicle-stock §4)', () => {
    const car = apiCar<Car>({ price: 37290, subscription_price: null, price_type: 'Drive Away' });
    expect(savedCars([car], site)[0]).toMatchObject({
      priceText: '$37,290',
      priceType: 'Drive Away',
    });
  });
});
