import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { showFavouriteToggles } from './favourite-toggles.ts';

const plain = { features: {} };

describe('showFavouriteToggles', () => {
  it('shows the toggles on an in-stock car by default (vehicle-stock §4)', () => {
    expect(showFavouriteToggles(makeCar({ status: 'in_stock' }), plain)).toBe(true);
    expect(showFavouriteToggles(makeCar({ status: 'coming_soon' }), plain)).toBe(true);
  });

  it('hides the toggles when the car is out of stock (vehicle-stock §4)', () => {
    expect(showFavouriteToggles(makeCar({ status: 'sold' }), plain)).toBe(false);
    expect(showFavouriteToggles(makeCar({ status: 'archived' }), plain)).toBe(false);
  });

  it('hides the toggles on new and demo cars with hide_toggles_unless_used (vehicle-stock §4)', () => {
    const site = { features: { hide_toggles_unless_used: true } };
    expect(showFavouriteToggles(makeCar({ car_type: 'used' }), site)).toBe(true);
    expect(showFavouriteToggles(makeCar({ car_type: 'new' }), site)).toBe(false);
    expect(showFavouriteToggles(makeCar({ car_type: 'demo' }), site)).toBe(false);
    expect(showFavouriteToggles(makeCar({ car_type: 'new' }), plain)).toBe(true);
  });

  it('hides the toggles at a price of 0 or less with hide_toggles_without_price (vehicle-stock §4)', () => {
    const site = { features: { hide_toggles_without_price: true } };
    expect(showFavouriteToggles(makeCar({ price: 1 }), site)).toBe(true);
    expect(showFavouriteToggles(makeCar({ price: 0 }), site)).toBe(false);
    expect(showFavouriteToggles(makeCar({ price: -1 }), site)).toBe(false);
    expect(showFavouriteToggles({ ...makeCar(), price: null }, site)).toBe(false);
    expect(showFavouriteToggles(makeCar({ price: 0 }), plain)).toBe(true);
  });

  it('hides the toggles without images with hide_toggles_without_images (vehicle-stock §4)', () => {
    const site = { features: { hide_toggles_without_images: true } };
    expect(showFavouriteToggles(makeCar(), site)).toBe(true);
    expect(showFavouriteToggles(makeCar({ images: [] }), site)).toBe(false);
    expect(showFavouriteToggles({ ...makeCar(), images: null }, site)).toBe(false);
    expect(showFavouriteToggles(makeCar({ images: [] }), plain)).toBe(true);
  });
});
