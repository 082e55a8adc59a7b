import { describe, expect, it } from 'vitest';
import { EMPTY_STOCK_NAV, siteFooterGroups, stockNav } from './site-nav.ts';
import { apiCar } from './test/api-car.ts';
import { testSite } from './test/site.ts';

describe('stockNav (site-wide §2 dynamic dropdowns)', () => {
  const cars = [
    apiCar({ id: 1, make: 'Toyota', model: 'HiLux', simple_body: 'Ute', car_type: 'used' }),
    apiCar({ id: 2, make: 'Toyota', model: 'HiLux', simple_body: 'Ute', car_type: 'new' }),
    apiCar({ id: 3, make: 'Toyota', model: 'Corolla', simple_body: 'Hatch', car_type: 'used' }),
    apiCar({ id: 4, make: 'Land Rover', model: 'Defender', simple_body: 'SUV', car_type: 'demo' }),
    apiCar({ id: 5, make: 'Mazda', model: 'CX-5', status: 'sold', sold: true, car_type: 'used' }),
  ];

  it('counts in-stock cars by make and model, most stocked first, with search links', () => {
    const nav = stockNav(cars, testSite());
    expect(nav.makes.map((make) => [make.label, make.count, make.href])).toEqual([
      ['Toyota', 3, '/search/toyota'],
      ['Land Rover', 1, '/search/land-rover'],
    ]);
    expect(nav.makes[0]?.models).toEqual([
      { label: 'HiLux', href: '/search/toyota/hilux', count: 2 },
      { label: 'Corolla', href: '/search/toyota/corolla', count: 1 },
    ]);
    expect(nav.carTypes).toEqual({ new: 1, used: 2, demo: 1 });
    expect(nav.bodies.map((body) => body.label)).toContain('Ute');
  });

  it('works the feed out once: the same feed gives the same summary object', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(stockNav(cars, testSite(), now)).toBe(stockNav(cars, testSite(), now));
  });

  it('counts the cars the results page lists: a car sold within the sold window too (vehicle-stock §4, site-wide §7)', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const soldAt = now.getTime() / 1000 - 86_400;
    const feed = [
      apiCar({ id: 1, make: 'Ford', model: 'Ranger', simple_body: 'Ute', car_type: 'used' }),
      apiCar({ id: 2, make: 'Ford', model: 'Ranger', status: 'sold', sold_date_timestamp: soldAt }),
      apiCar({ id: 3, make: 'Ford', model: 'Ranger', show_on_dealer_website: false }),
      apiCar({ id: 4, make: 'Ford', model: 'Ranger', status: 'sold', sold_date_timestamp: 1 }),
    ];
    const nav = stockNav(feed, testSite({ include_sold_cars_days: 3 }), now);
    expect(nav.makes.map((make) => [make.label, make.count])).toEqual([['Ford', 2]]);
    expect(nav.makes[0]?.models.map((model) => model.count)).toEqual([2]);
  });
});

describe('siteFooterGroups (site-wide §2 footer groups)', () => {
  it('has body types, models, Buyer Tools, Servicing and Parts and the dealership group', () => {
    const site = testSite({ features: { trade_in: true } });
    const groups = siteFooterGroups(
      site,
      stockNav([apiCar({ make: 'Kia', model: 'Seltos', simple_body: 'SUV' })], site),
    );
    expect(groups.map((group) => group.heading)).toEqual([
      'Vehicles by body type',
      'Models',
      'Buyer Tools',
      'Servicing and Parts',
      site.name,
    ]);
    expect(groups[2]?.links.map((link) => link.label)).toEqual([
      'Used',
      'Demo',
      'New',
      'Trade In',
      'Finance Pre-Approval',
    ]);
  });

  it('leaves out empty stock groups, and lists a group site’s dealerships', () => {
    const site = testSite({
      template: 'group',
      dealerships: [
        { id: 1, name: 'North Motors', slug: 'north-motors' },
        { id: 2, name: 'South Motors', slug: 'south-motors' },
      ],
    });
    const groups = siteFooterGroups(site, EMPTY_STOCK_NAV, { dealershipsHeading: 'Dealerships' });
    expect(groups.map((group) => group.heading)).toEqual([
      'Buyer Tools',
      'Servicing and Parts',
      'Dealerships',
    ]);
    expect(groups[2]?.links[0]).toEqual({ to: '/search/north-motors', label: 'North Motors' });
  });
});
