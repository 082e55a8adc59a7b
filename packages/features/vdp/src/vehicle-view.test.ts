import { describe, expect, it } from 'vitest';
import { apiCar } from './test/api-car.ts';
import { vehicleView } from './vehicle-view.ts';

const site = { name: 'Acme Motors', offers_subscription: false, texts: { no_price: 'Contact Us' } };

describe('vehicleView', () => {
  it('shows the price and the was-price when before_price is above it (vehicle-stock §4)', () => {
    const view = vehicleView(apiCar({ price: 30990, before_price: 34490 }), site);
    expect(view).toMatchObject({ priceText: '$30,990', wasPriceText: '$34,490', inStock: true });
    expect(
      vehicleView(apiCar({ price: 30990, before_price: 30990 }), site).wasPriceText,
    ).toBeNull();
  });

  it('lists the key specs it has, engine in litres (vehicle-stock §9)', () => {
    const car = apiCar({ year: 2021, km: 42000, engine_size: 2755, engine_size_litres: 2.8 });
    const view = vehicleView({ ...car, colour: null }, site);
    expect(view.specs).toContainEqual({ label: 'Kilometres', value: '42,000 km' });
    expect(view.specs).toContainEqual({ label: 'Engine', value: '2.8L' });
    expect(view.specs.map((spec) => spec.label)).not.toContain('Colour');
  });

  it('marks a sold car as not in stock (vehicle-stock §2 "only the sold message")', () => {
    expect(vehicleView(apiCar({ status: 'sold' }), site).inStock).toBe(false);
  });

  it('describes the car for search results with its price, specs, place and dealer', () => {
    const view = vehicleView(
      apiCar({ name: '2021 Toyota HiLux', price: 45990, km: 42000, simple_body: 'Ute' }),
      site,
    );
    expect(view.description).toBe(
      '2021 Toyota HiLux for $45,990 — 42,000 km, Automatic, Ute, in Brisbane City, QLD. At Acme Motors.',
    );
  });

  it('describes a subscription car by its sale price, the subscription with its period (vehicle-stock §4)', () => {
    const subscribed = { ...site, offers_subscription: true };
    const car = apiCar({
      name: '2024 Kia Sportage',
      price: 37290,
      subscription_price: 381,
      km: 12000,
      simple_body: 'SUV',
    });
    const view = vehicleView(car, subscribed);
    expect(view.description).toBe(
      '2024 Kia Sportage for $37,290 or $381 a week subscription — 12,000 km, Automatic, SUV, in Brisbane City, QLD. At Acme Motors.',
    );
    expect(view.description).not.toContain('for $381');
    expect(view).toMatchObject({ priceText: '$381 a week subscription', priceType: null });
  });
});
