import type { Car } from '@forecourt/api-client';
import { resetCarFactory, type TestCar, apiCar as testApiCar } from '@forecourt/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodyLinks, featuredCars, inStockCars, makeLinks } from './stock-links.ts';

const apiCar = (overrides: Partial<Car & TestCar> = {}): Car => testApiCar<Car>(overrides);

beforeEach(() => resetCarFactory());

describe('stock links', () => {
  it('counts in_stock and coming_soon as in stock, not sold (vehicle-stock §4)', () => {
    const cars = [
      apiCar({ status: 'in_stock' }),
      apiCar({ status: 'coming_soon' }),
      apiCar({ status: 'sold' }),
    ];
    expect(inStockCars(cars).map((car) => car.status)).toEqual(['in_stock', 'coming_soon']);
  });

  it('features the newest in-stock cars first', () => {
    const cars = [
      apiCar({ id: 1, created_at: '2026-01-01T00:00:00Z' }),
      apiCar({ id: 2, created_at: '2026-03-01T00:00:00Z' }),
      apiCar({ id: 3, created_at: '2026-04-01T00:00:00Z', status: 'sold' }),
      apiCar({ id: 4, created_at: '2026-02-01T00:00:00Z' }),
    ];
    expect(featuredCars(cars, 2).map((car) => car.id)).toEqual([2, 4]);
  });

  it('links makes by stock count, then name, to /search/{make} (site-wide §2)', () => {
    const cars = [
      apiCar({ make: 'Mazda' }),
      apiCar({ make: 'Land Rover' }),
      apiCar({ make: 'Land Rover' }),
      apiCar({ make: 'Kia' }),
      apiCar({ make: 'Kia', status: 'sold' }),
    ];
    expect(makeLinks(cars, 2)).toEqual([
      { label: 'Land Rover', count: 2, href: '/search/land-rover' },
      { label: 'Kia', count: 1, href: '/search/kia' },
    ]);
  });

  it('links known body types to /search/{body slug}, at most 4 (site-wide §5)', () => {
    const bodies = ['SUV', 'SUV', 'Ute', 'Hatch', 'Sedan', 'Wagon', 'Spaceship'];
    const links = bodyLinks(bodies.map((simple_body) => apiCar({ simple_body })));
    expect(links).toHaveLength(4);
    expect(links[0]).toEqual({ label: 'SUV', count: 2, href: '/search/suv' });
    expect(links.map((link) => link.label)).not.toContain('Spaceship');
  });
});
