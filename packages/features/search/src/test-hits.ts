import type { CarHit } from './car-hit.ts';

/** A search hit for tests and stories; `overrides` change single fields. */
export function carHit(overrides: Partial<CarHit> = {}): CarHit {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `2021-toyota-hilux-sr5-${id}`,
    path: `/cars/2021-toyota-hilux-sr5-${id}`,
    name: '2021 Toyota HiLux SR5',
    year: 2021,
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    body: 'Ute',
    car_type: 'used',
    status: 'in_stock',
    price: 45990,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    preorder: null,
    km: 48210,
    transmission: 'Automatic',
    fuel: 'Diesel',
    tag: null,
    certified: null,
    reserved: null,
    created_at_timestamp: Date.parse('2026-10-01T00:00:00Z') / 1000,
    weekly_repayment: 187,
    primary_image_url: null,
    images: [],
    city: 'Brisbane',
    state: 'QLD',
    location_name: 'Sunshine Used Cars',
    ...overrides,
  };
}

/** The site fields a result card reads, as a resolved config gives them. */
export const TEST_CARD_SITE = {
  offers_subscription: false,
  finance: {
    interest_rate: 10,
    comparison_rate: null,
    term_years: 5,
    deposit_percent: 10,
    balloon_percent: 30,
    establishment_fee: 0,
    commercial_item_types: ['truck', 'bus'],
  },
  texts: { no_price: 'Enquire for price' },
  features: {},
  specifications: {
    just_arrived_days: 8,
    just_arrived_tag_name: 'JUST ARRIVED',
    sold_tag_name: 'JUST SOLD',
  },
};
