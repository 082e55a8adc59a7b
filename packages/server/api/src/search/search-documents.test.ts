import { describe, expect, it } from 'vitest';
import type { ApiCar } from '../cars.ts';
import {
  CARS_INDEX_SETTINGS,
  PRICE_BANDS,
  priceRange,
  toSearchDocument,
  weeklyRepayment,
} from './search-documents.ts';

/** The site-wide estimate written out independently: 5 years weekly, 10% deposit, 30% balloon. */
function expectedWeekly(price: number): number {
  const rate = 0.1 / 52;
  const periods = 5 * 52;
  const principal = price * 0.9;
  const balloon = price * 0.3;
  const growth = (1 + rate) ** periods;
  return Math.round(((principal - balloon / growth) * rate) / (1 - 1 / growth));
}

function apiCar(overrides: Partial<ApiCar> = {}): ApiCar {
  return {
    id: 7,
    slug: '2021-toyota-hilux-sr5-7',
    path: '/cars/2021-toyota-hilux-sr5-7',
    name: '2021 Toyota HiLux SR5',
    stocknum: 'TM007',
    year: 2021,
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    series: 'GUN126R',
    simple_body: 'Ute',
    car_type: 'used',
    price: 45990,
    price_type: 'Drive Away',
    before_price: 47990,
    offer_price: null,
    subscription_price: null,
    preorder: false,
    km: 42000,
    colour: 'White',
    simple_fuel: 'Diesel',
    fuel: 'Diesel Turbo',
    simple_transmission: 'Automatic',
    transmission: '6 speed automatic',
    simple_drive: '4x4',
    seats: 5,
    doors: 4,
    state: 'QLD',
    city: 'Brisbane City',
    location: { id: 1, name: 'Test Motors Brisbane', slug: 'test-motors-brisbane' },
    dealership_id: 1,
    dealership_slug: 'test-motors-brisbane',
    dealership_name: 'Test Motors Brisbane',
    status: 'in_stock',
    tag: null,
    certified: true,
    reserved: false,
    item_type: 'car',
    show_on_dealer_website: true,
    sold_date_timestamp: null,
    created_at_timestamp: 1_760_000_000,
    primary_image_url: '/media/1.svg',
    images: [1, 2, 3, 4, 5].map((n) => ({ url: `/media/${n}.svg`, thumb: { url: `/t/${n}` } })),
    photos_count: 5,
    dealercomments: '<p>Long comments the index does not need.</p>',
    standardEquipment: ['Air conditioning'],
    vin: 'MR0FZ22G501000001',
    ...overrides,
  };
}

describe('toSearchDocument', () => {
  it('keeps the card, facet and filter fields only, under the search-state names (vehicle-stock §2, §3)', () => {
    expect(toSearchDocument(apiCar())).toEqual({
      id: 7,
      slug: '2021-toyota-hilux-sr5-7',
      path: '/cars/2021-toyota-hilux-sr5-7',
      name: '2021 Toyota HiLux SR5',
      stocknum: 'TM007',
      year: 2021,
      make: 'Toyota',
      model: 'HiLux',
      badge: 'SR5',
      series: 'GUN126R',
      body: 'Ute',
      simple_body: 'Ute',
      car_type: 'used',
      price: 45990,
      price_type: 'Drive Away',
      before_price: 47990,
      offer_price: null,
      subscription_price: null,
      preorder: false,
      km: 42000,
      colour: 'White',
      fuel: 'Diesel',
      transmission: 'Automatic',
      drive: '4x4',
      seats: 5,
      doors: 4,
      state: 'QLD',
      city: 'Brisbane City',
      location_name: 'Test Motors Brisbane',
      location_slug: 'test-motors-brisbane',
      dealership_id: 1,
      dealership_slug: 'test-motors-brisbane',
      dealership_name: 'Test Motors Brisbane',
      status: 'in_stock',
      tag: null,
      certified: true,
      reserved: false,
      item_type: 'car',
      show_on_dealer_website: true,
      sold_date_timestamp: null,
      created_at_timestamp: 1_760_000_000,
      price_range: '$40,000 - $50,000',
      weekly_repayment: expectedWeekly(45990),
      primary_image_url: '/media/1.svg',
      images: ['/media/1.svg', '/media/2.svg', '/media/3.svg'],
      photos_count: 5,
    });
  });

  it('gives no price band and no weekly figure to a car without a shown price (vehicle-stock §4)', () => {
    const document = toSearchDocument(apiCar({ price: 10, location: null, images: [] }));
    expect(document.price_range).toBeNull();
    expect(document.weekly_repayment).toBeNull();
    expect(document.location_name).toBeNull();
    expect(document.images).toEqual([]);
  });

  it('makes every filterable, sortable and searchable attribute a document field', () => {
    const fields = Object.keys(toSearchDocument(apiCar()));
    for (const attribute of [
      ...(CARS_INDEX_SETTINGS.filterableAttributes ?? []),
      ...(CARS_INDEX_SETTINGS.sortableAttributes ?? []),
      ...(CARS_INDEX_SETTINGS.searchableAttributes ?? []),
    ]) {
      expect(fields).toContain(attribute);
    }
    expect(CARS_INDEX_SETTINGS.pagination).toEqual({ maxTotalHits: 10_000 });
    expect(CARS_INDEX_SETTINGS.faceting).toEqual({ maxValuesPerFacet: 100 });
  });
});

describe('priceRange', () => {
  it('orders the bands by lower bound (vehicle-stock §2) with labels in $12,345 form', () => {
    expect(PRICE_BANDS.map((band) => band.label)).toEqual([
      'Under $10,000',
      '$10,000 - $20,000',
      '$20,000 - $30,000',
      '$30,000 - $40,000',
      '$40,000 - $50,000',
      '$50,000 - $75,000',
      '$75,000 - $100,000',
      'Over $100,000',
    ]);
    const mins = PRICE_BANDS.map((band) => band.min);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
  });

  it('puts a price on a band edge in the band it starts', () => {
    expect(priceRange(9_999)).toBe('Under $10,000');
    expect(priceRange(10_000)).toBe('$10,000 - $20,000');
    expect(priceRange(74_999.5)).toBe('$50,000 - $75,000');
    expect(priceRange(100_000)).toBe('Over $100,000');
    expect(priceRange(null)).toBeNull();
    expect(priceRange(0)).toBeNull();
  });
});

describe('weeklyRepayment', () => {
  it('is the site-wide estimate in whole dollars (site-wide §9)', () => {
    for (const price of [11, 5_000, 23_990, 45_990, 129_000]) {
      expect(weeklyRepayment(price)).toBe(expectedWeekly(price));
    }
    expect(weeklyRepayment(null)).toBeNull();
  });
});
