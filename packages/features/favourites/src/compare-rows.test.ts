import type { Car } from '@forecourt/api-client';
import { apiVehicle, apiCar as testApiCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { compareHref, compareSlugs, comparison, MISSING_VALUE } from './compare-rows.ts';

const apiCar = (overrides: Record<string, unknown> = {}): Car => testApiCar<Car>(overrides);
const site = { offers_subscription: false, texts: { no_price: 'Enquire for price' } };

describe('compareSlugs', () => {
  it('reads up to three slugs from ?cars=a,b,c, each once', () => {
    expect(compareSlugs(new URLSearchParams('cars=a-1,b-2,a-1,c-3,d-4'))).toEqual([
      'a-1',
      'b-2',
      'c-3',
    ]);
    expect(compareSlugs(new URLSearchParams('cars=a-1&cars=b-2'))).toEqual(['a-1', 'b-2']);
    expect(compareSlugs(new URLSearchParams('cars=../etc,%20ok-1%20'))).toEqual(['ok-1']);
    expect(compareSlugs(new URLSearchParams(''))).toEqual([]);
  });

  it('builds the compare URL the saved page links to', () => {
    expect(compareHref(['a-1', 'b-2'])).toBe('/compare?cars=a-1,b-2');
    expect(compareHref([])).toBe('/compare');
  });
});

describe('comparison', () => {
  it('puts price (vehicle-stock §4), year, km, body, transmission, fuel and key specifications side by side', () => {
    const cars = [
      apiCar({
        slug: 'hilux-1',
        name: '2021 Toyota HiLux SR5',
        price: 45990,
        year: 2021,
        km: 48210,
        simple_body: 'Ute',
        simple_transmission: 'Automatic',
        simple_fuel: 'Diesel',
        status: 'in_stock',
      }),
      apiCar({
        slug: 'cx5-2',
        name: '2019 Mazda CX-5',
        price: 0,
        year: 2019,
        km: null,
        simple_body: 'SUV',
        simple_transmission: 'Automatic',
        simple_fuel: 'Petrol',
        status: 'sold',
      }),
    ];
    const { columns, rows } = comparison(cars, site);
    expect(
      columns.map((column) => [column.title, column.priceText, column.priceType, column.status]),
    ).toEqual([
      ['2021 Toyota HiLux SR5', '$45,990', 'Drive Away', 'In stock'],
      ['2019 Mazda CX-5', 'Enquire for price', null, 'Sold'],
    ]);
    const row = (label: string) => rows.find((r) => r.label === label)?.values;
    expect(row('Year')).toEqual(['2021', '2019']);
    expect(row('Kilometres')).toEqual(['48,210 km', MISSING_VALUE]);
    expect(row('Body')).toEqual(['Ute', 'SUV']);
    expect(row('Transmission')).toEqual(['Automatic', 'Automatic']);
    expect(row('Fuel')).toEqual(['Diesel', 'Petrol']);
    expect(row('Engine')).toEqual(['2.0L', '2.0L']);
    expect(row('Car type')?.every((value) => ['New', 'Demo', 'Used'].includes(value))).toBe(true);
  });

  it('leaves out rows no car has, and shows caravan specifications where the API nests them (vehicle-stock §3)', () => {
    const caravan = apiVehicle<Car>('caravan');
    const cars = [caravan, apiVehicle<Car>('car')];
    const { rows } = comparison(cars, site);
    const row = (label: string) => rows.find((r) => r.label === label)?.values;
    expect(row('Sleeps')).toEqual(['4', MISSING_VALUE]);
    expect(row('Length')).toEqual(['22 ft', MISSING_VALUE]);
    expect(row('Width')).toEqual(['7.9 ft', MISSING_VALUE]);
    expect(row('Tare weight')).toEqual(['2,650 kg', MISSING_VALUE]);
    expect(row('ATM')).toEqual(['3,300 kg', MISSING_VALUE]);
    expect(row('Axle')).toEqual(['Tandem', MISSING_VALUE]);
    // A caravan has no seats or doors; the car beside it does.
    expect(row('Doors')?.[0]).toBe(MISSING_VALUE);
    expect(row('Doors')?.[1]).not.toBe(MISSING_VALUE);
    expect(comparison([apiVehicle<Car>('car')], site).rows.map((r) => r.label)).not.toContain(
      'Sleeps',
    );
  });

  it('gives a motorcycle no seats or doors and a truck its GVM (vehicle-stock §3)', () => {
    const labels = (car: Car) => comparison([car], site).rows.map((r) => r.label);
    expect(labels(apiVehicle<Car>('motorcycle'))).not.toContain('Seats');
    expect(labels(apiVehicle<Car>('motorcycle'))).not.toContain('Doors');
    expect(labels(apiVehicle<Car>('truck'))).toContain('GVM');
  });

  it('heads a subscription car with its period, not a bare weekly amount (vehicle-stock §4)', () => {
    const car = apiCar({ price: 37290, subscription_price: 381, price_type: 'Drive Away' });
    const [column] = comparison([car], { ...site, offers_subscription: true }).columns;
    expect(column).toMatchObject({ priceText: '$381 a week subscription', priceType: null });
  });
});
