import type { Car } from '@forecourt/api-client';
import { resetCarFactory, type TestCar, apiCar as testApiCar } from '@forecourt/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { MODEL_PAGE_NEW_DEMO_COUNT, modelPageData } from './model-page.ts';
import { TEST_CARD_SITE } from './test-hits.ts';
import { offer } from './test-offers.ts';

const apiCar = (overrides: Partial<Car & TestCar> = {}): Car => testApiCar<Car>(overrides);

const hilux = (overrides: Partial<Car & TestCar> = {}) =>
  apiCar({ make: 'Toyota', model: 'HiLux', status: 'in_stock', ...overrides });

beforeEach(() => resetCarFactory());

describe('modelPageData (/{model-slug}, site-wide §2)', () => {
  it("finds the model by its slug in the site's stock: name, body types, price from", () => {
    const cars = [
      hilux({ car_type: 'new', simple_body: 'Ute', price: 61_990 }),
      hilux({ car_type: 'demo', simple_body: 'Ute', price: 58_500 }),
      hilux({ car_type: 'used', simple_body: 'Cab Chassis', price: 42_000 }),
      apiCar({ make: 'Toyota', model: 'Corolla', status: 'in_stock', price: 20_000 }),
    ];
    const page = modelPageData('hilux', cars, [], TEST_CARD_SITE);
    expect(page).toMatchObject({
      make: 'Toyota',
      model: 'HiLux',
      slug: 'hilux',
      bodies: ['Ute', 'Cab Chassis'],
      priceFrom: 42_000,
      stockCount: 3,
      allStockHref: '/search?model=HiLux',
    });
  });

  it('lists new and demo stock apart from used, newest first, and only in-stock cars', () => {
    const cars = [
      hilux({ car_type: 'new', created_at: '2026-01-01T00:00:00Z' }),
      hilux({ car_type: 'demo', created_at: '2026-03-01T00:00:00Z' }),
      hilux({ car_type: 'used', created_at: '2026-02-01T00:00:00Z' }),
      hilux({ car_type: 'new', status: 'sold' }),
    ];
    const page = modelPageData('hilux', cars, [], TEST_CARD_SITE);
    expect(page?.newDemo.map((card) => card.id)).toEqual([cars[1]?.id, cars[0]?.id]);
    expect(page?.used.map((card) => card.id)).toEqual([cars[2]?.id]);
    expect(page?.stockCount).toBe(3);
  });

  it(`shows at most ${MODEL_PAGE_NEW_DEMO_COUNT} new and demo cards`, () => {
    const cars = Array.from({ length: 12 }, () => hilux({ car_type: 'new' }));
    expect(modelPageData('hilux', cars, [], TEST_CARD_SITE)?.newDemo).toHaveLength(
      MODEL_PAGE_NEW_DEMO_COUNT,
    );
  });

  it("keeps the site's offers for the model only", () => {
    const offers = [
      offer({ id: 1 }),
      offer({ id: 2, model: { slug: 'corolla', name: 'Corolla', override_url: null } }),
      offer({ id: 3, model: null }),
    ];
    const page = modelPageData('hilux', [hilux()], offers, TEST_CARD_SITE);
    expect(page?.offers.map((o) => o.id)).toEqual([1]);
  });

  it('is a model page for a model with an offer but no stock', () => {
    const page = modelPageData('hilux', [], [offer()], TEST_CARD_SITE);
    expect(page).toMatchObject({ make: 'Toyota', model: 'HiLux', stockCount: 0, priceFrom: null });
  });

  it('is null (a 404) for a slug no car in stock and no offer names', () => {
    expect(modelPageData('wp-login', [hilux()], [offer()], TEST_CARD_SITE)).toBeNull();
    expect(modelPageData('hilux', [hilux({ status: 'sold' })], [], TEST_CARD_SITE)).toBeNull();
  });
});
