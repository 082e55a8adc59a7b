import type { Car } from '@forecourt/api-client';
import { resetCarFactory, type TestCar, apiCar as testApiCar } from '@forecourt/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseSearchParams } from './search-state.ts';
import {
  bodyLinks,
  CERTIFIED_PRE_OWNED_HREF,
  certifiedPreOwned,
  featuredCars,
  inStockCars,
  listedCars,
  makeLinks,
  rangeCars,
  rangeModelHref,
  stockHighlights,
} from './stock-links.ts';

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

  describe('counts equal the totals of the results they link to (vehicle-stock §4, site-wide §7 stock filter)', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const seconds = now.getTime() / 1000;
    const site = { include_sold_cars_days: 3 };

    it('counts what the results page lists: sold within the window in, older sold and hidden cars out', () => {
      const cars = [
        apiCar({ id: 1, make: 'Ford', status: 'in_stock' }),
        apiCar({ id: 2, make: 'Ford', status: 'coming_soon' }),
        apiCar({ id: 3, make: 'Ford', status: 'sold', sold_date_timestamp: seconds - 86_400 }),
        apiCar({ id: 4, make: 'Ford', status: 'sold', sold_date_timestamp: seconds - 5 * 86_400 }),
        apiCar({ id: 5, make: 'Ford', status: 'in_stock', show_on_dealer_website: false }),
      ];
      expect(listedCars(cars, site, now).map((car) => car.id)).toEqual([1, 2, 3]);
      expect(makeLinks(listedCars(cars, site, now), 5)).toEqual([
        { label: 'Ford', count: 3, href: '/search/ford' },
      ]);
    });

    it("takes the home page's make and body counts over the listed cars, the featured cars in stock only", () => {
      const cars = [
        apiCar({ id: 1, make: 'Isuzu', simple_body: 'Ute', status: 'in_stock' }),
        apiCar({
          id: 2,
          make: 'Isuzu',
          simple_body: 'Ute',
          status: 'sold',
          sold_date_timestamp: seconds - 3600,
        }),
      ];
      const highlights = stockHighlights(
        cars,
        { ...site, offers_subscription: false, texts: { no_price: 'POA' } },
        {
          makes: 4,
          featured: 4,
        },
        now,
      );
      expect(highlights.makes).toEqual([{ label: 'Isuzu', count: 2, href: '/search/isuzu' }]);
      expect(highlights.bodies.map((body) => body.count)).toEqual([2]);
      expect(highlights.featured.map((card) => card.id)).toEqual([1]);
    });

    it('counts the model range as /models does: listed new and demo cars, a sold one in its window too', () => {
      const cars = [
        apiCar({ id: 1, car_type: 'new', status: 'in_stock' }),
        apiCar({ id: 2, car_type: 'demo', status: 'sold', sold_date_timestamp: seconds - 3600 }),
        apiCar({ id: 3, car_type: 'used', status: 'in_stock' }),
        apiCar({
          id: 4,
          car_type: 'new',
          status: 'sold',
          sold_date_timestamp: seconds - 9 * 86_400,
        }),
      ];
      expect(rangeCars(cars, site, now).map((car) => car.id)).toEqual([1, 2]);
    });

    it("links a range model's count to its new and demo cars, not its used ones", () => {
      const href = rangeModelHref('Land Rover', 'Range Rover Sport');
      const url = new URL(href, 'http://site.test');
      expect(url.pathname).toBe('/search/land-rover/range-rover-sport');
      expect(parseSearchParams(url.searchParams).refinements).toEqual({
        car_type: ['new', 'demo'],
      });
    });

    it('counts the certified pre-owned box over the page it links: listed certified used cars (site-wide §1)', () => {
      const cars = [
        apiCar({ id: 1, car_type: 'used', certified: true, status: 'in_stock' }),
        apiCar({
          id: 2,
          car_type: 'used',
          certified: true,
          status: 'sold',
          sold_date_timestamp: seconds - 3600,
        }),
        apiCar({ id: 3, car_type: 'used', certified: false, status: 'in_stock' }),
        apiCar({ id: 4, car_type: 'new', certified: true, status: 'in_stock' }),
        apiCar({ id: 5, car_type: 'used', certified: true, show_on_dealer_website: false }),
      ];
      expect(certifiedPreOwned(cars, site, now)).toEqual({
        label: 'Certified pre-owned',
        count: 2,
        href: CERTIFIED_PRE_OWNED_HREF,
      });
      const url = new URL(CERTIFIED_PRE_OWNED_HREF, 'http://site.test');
      expect(url.pathname).toBe('/search/used-cars');
      expect(parseSearchParams(url.searchParams).refinements).toEqual({ certified: ['true'] });
    });
  });
});
