import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import {
  carEnquiryMessage,
  carFormDefaults,
  findMeSomethingSimilarMessage,
  isFindMeSomethingSimilar,
  manufacturerSlug,
} from './car-form-defaults.ts';

const similarSite = { features: { find_me_something_similar: true } };

describe('carFormDefaults', () => {
  it('prefills the car fields, opt_in false (never pre-ticked) and the enquiry message (vehicle-stock §3)', () => {
    const car = makeCar({
      id: 2001,
      name: '2021 Toyota Corolla',
      make: 'Toyota',
      model: 'Corolla',
      stocknum: 'STK2001',
      car_type: 'used',
      status: 'in_stock',
      dealership_slug: 'demo-motors',
    });
    expect(carFormDefaults(car, {})).toEqual({
      dealership_slug: 'demo-motors',
      manufacturer_slug: 'toyota',
      stock_number: 'STK2001',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      car_id: 2001,
      vehicle_status: 'in_stock',
      opt_in: false,
      message:
        "Hi, I'm interested in the 2021 Toyota Corolla (stock number STK2001). Please get in touch.",
    });
  });

  it('asks for something similar for a sold car on a find-me-something-similar site (vehicle-stock §4)', () => {
    const car = makeCar({ name: '2019 Mazda CX-5', status: 'sold' });
    const defaults = carFormDefaults(car, similarSite);
    expect(defaults.subcategory).toBe('Find me something similar');
    expect(defaults.message).toBe(findMeSomethingSimilarMessage(car));
    expect(defaults.message).toContain('something similar');
  });

  it('treats every status but in_stock and coming_soon as out of stock (vehicle-stock §4)', () => {
    expect(isFindMeSomethingSimilar(makeCar({ status: 'archived' }), similarSite)).toBe(true);
    expect(isFindMeSomethingSimilar(makeCar({ status: 'coming_soon' }), similarSite)).toBe(false);
    expect(carFormDefaults(makeCar({ status: 'coming_soon' }), similarSite)).not.toHaveProperty(
      'subcategory',
    );
  });

  it('keeps the normal message for sold cars when the site lacks the switch (site-wide §4)', () => {
    const car = makeCar({ status: 'sold' });
    expect(isFindMeSomethingSimilar(car, {})).toBe(false);
    expect(isFindMeSomethingSimilar(car, { features: { find_me_something_similar: false } })).toBe(
      false,
    );
    expect(carFormDefaults(car)).toMatchObject({ message: carEnquiryMessage(car) });
    expect(carFormDefaults(car)).not.toHaveProperty('subcategory');
  });

  it('adds autogauge_enabled only on sites with the Autogauge plugin (vehicle-stock §3)', () => {
    const car = makeCar();
    expect(carFormDefaults(car, { plugins: ['Autogauge'] }).autogauge_enabled).toBe(true);
    expect(carFormDefaults(car, { plugins: ['autogauge'] }).autogauge_enabled).toBe(true);
    expect(carFormDefaults(car, { plugins: ['PPSR Report'] })).not.toHaveProperty(
      'autogauge_enabled',
    );
  });

  it('sends an empty stock number and leaves it out of the message when missing (vehicle-stock §3)', () => {
    const car = makeCar({ name: '2020 Kia Sportage' });
    const defaults = carFormDefaults({ ...car, stocknum: null });
    expect(defaults.stock_number).toBe('');
    expect(defaults.message).toBe(
      "Hi, I'm interested in the 2020 Kia Sportage. Please get in touch.",
    );
  });
});

describe('manufacturerSlug', () => {
  it('lowercases and hyphenates the make (vehicle-stock §3 manufacturer_slug)', () => {
    expect(manufacturerSlug('Land Rover')).toBe('land-rover');
    expect(manufacturerSlug('Mercedes-Benz')).toBe('mercedes-benz');
    expect(manufacturerSlug('Rolls & Royce ')).toBe('rolls-royce');
    expect(manufacturerSlug('ZX Auto')).toBe('zx-auto');
  });
});
