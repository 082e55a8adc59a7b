import type { Car } from '@forecourt/api-client';
import { type TestCar, apiCar as testApiCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { carCard, cardFavourite, carTitle } from './car-card.ts';
import { resultCard } from './car-hit.ts';
import { carHit, TEST_CARD_SITE } from './test-hits.ts';

const apiCar = (overrides: Partial<Car & TestCar> = {}): Car => testApiCar<Car>(overrides);

const site = { offers_subscription: false, texts: { no_price: 'Contact Us' } };

describe('carCard', () => {
  it('shows the price as money with its price type (vehicle-stock §4, site-wide §9)', () => {
    const card = carCard(apiCar({ price: 34990.4, price_type: 'Drive Away' }), site);
    expect(card).toMatchObject({ priceText: '$34,990', priceType: 'Drive Away' });
  });

  it('shows the reduced offer price when it is above 10 (vehicle-stock §4)', () => {
    expect(carCard(apiCar({ price: 30000, offer_price: 28500 }), site).priceText).toBe('$28,500');
  });

  it("shows the site's no-price text, without a price type, for a price of 10 or less", () => {
    const card = carCard(apiCar({ price: 10, offer_price: null }), site);
    expect(card).toMatchObject({ priceText: 'Contact Us', priceType: null });
  });

  it('lists kms, transmission and fuel, and the city and state', () => {
    const card = carCard(
      apiCar({ km: 45000, simple_transmission: 'Automatic', simple_fuel: 'Diesel' }),
      site,
    );
    expect(card.details).toEqual(['45,000 km', 'Automatic', 'Diesel']);
    expect(card.location).toBe('Brisbane City, QLD');
  });

  it('links the vehicle page and names the car by its name, else year make model badge', () => {
    const car = apiCar({ name: '2021 Toyota HiLux SR5' });
    expect(carCard(car, site)).toMatchObject({ path: car.path, title: '2021 Toyota HiLux SR5' });
    expect(carTitle(apiCar({ name: ' ', year: 2020, make: 'Kia', model: 'Rio', badge: 'S' }))).toBe(
      '2020 Kia Rio S',
    );
  });
});

describe('cardFavourite', () => {
  it('saves the Favourite entry fields of a result card, the id as a string, and the price, km and status the saved list shows (vehicle-stock §3)', () => {
    const card = resultCard(
      carHit({ id: 7, primary_image_url: 'https://img.example/7.jpg' }),
      TEST_CARD_SITE,
      new Date('2026-11-22T00:00:00Z'),
    );
    expect(cardFavourite(card)).toEqual({
      id: '7',
      name: '2021 Toyota HiLux SR5',
      slug: '2021-toyota-hilux-sr5-7',
      make: 'Toyota',
      model: 'HiLux',
      primary_image_url: 'https://img.example/7.jpg',
      price_text: '$45,990',
      price_type: null,
      km: 48210,
      status: 'in_stock',
    });
  });

  it('shows a subscription with its period on the cards, without the price type (vehicle-stock §4)', () => {
    const subscribed = { ...site, offers_subscription: true };
    const car = apiCar({ price: 37290, subscription_price: 381, price_type: 'Drive Away' });
    expect(carCard(car, subscribed)).toMatchObject({
      priceText: '$381 a week subscription',
      priceType: null,
    });
    const card = resultCard(
      carHit({ price: 37290, subscription_price: 381, price_type: 'Drive Away' }),
      { ...TEST_CARD_SITE, offers_subscription: true },
      new Date('2026-11-22T00:00:00Z'),
    );
    expect(card).toMatchObject({ priceText: '$381 a week subscription', priceType: null });
  });
});
