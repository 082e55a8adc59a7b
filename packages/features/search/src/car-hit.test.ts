import { carFinanceEstimate } from '@forecourt/finance-math';
import { describe, expect, it } from 'vitest';
import { hitTitle, resultCard } from './car-hit.ts';
import { carHit, TEST_CARD_SITE } from './test-hits.ts';

const now = new Date('2026-11-22T00:00:00Z');

describe('resultCard', () => {
  it('shows price, weekly estimate, km / transmission / body and the toggles for an in-stock car, and keeps what a favourite needs (vehicle-stock §3)', () => {
    expect(resultCard(carHit(), TEST_CARD_SITE, now)).toEqual({
      id: 1,
      slug: '2021-toyota-hilux-sr5-1',
      make: 'Toyota',
      model: 'HiLux',
      status: 'in_stock',
      path: '/cars/2021-toyota-hilux-sr5-1',
      title: '2021 Toyota HiLux SR5',
      tag: null,
      priceText: '$45,990',
      priceType: null,
      wasPriceText: null,
      weeklyText: '$161',
      details: ['48,210 km', 'Automatic', 'Ute'],
      km: 48210,
      image: null,
      location: 'Brisbane, QLD',
      showToggles: true,
    });
  });

  it("shows the car's one estimate: carFinanceEstimate of the headline price on the site basis, not the index's figure (site-wide §9)", () => {
    // The index's weekly_repayment (187) was worked out elsewhere; the card ignores it.
    const hit = carHit({ price: 45_990, weekly_repayment: 187 });
    expect(resultCard(hit, TEST_CARD_SITE, now).weeklyText).toBe(
      carFinanceEstimate(hit, TEST_CARD_SITE)?.weeklyText,
    );
    // The offer price is the headline, so it is the price financed (vehicle-stock §4).
    const offered = resultCard(carHit({ price: 41_990, offer_price: 40_490 }), TEST_CARD_SITE, now);
    expect(offered.weeklyText).toBe(
      carFinanceEstimate({ price: 40_490 }, TEST_CARD_SITE)?.weeklyText,
    );
    const dearer = { ...TEST_CARD_SITE, finance: { ...TEST_CARD_SITE.finance, interest_rate: 15 } };
    expect(resultCard(hit, dearer, now).weeklyText).not.toBe('$161');
  });

  it('never shows $0 a week: no estimate when it would read Enquire for Finance (site-wide §9)', () => {
    expect(resultCard(carHit({ price: 500 }), TEST_CARD_SITE, now).weeklyText).toBeNull();
  });

  it('shows the was-price only above the current price (vehicle-stock §4)', () => {
    expect(resultCard(carHit({ before_price: 49990 }), TEST_CARD_SITE, now).wasPriceText).toBe(
      '$49,990',
    );
    expect(
      resultCard(carHit({ before_price: 40000 }), TEST_CARD_SITE, now).wasPriceText,
    ).toBeNull();
  });

  it('shows the price type beside a price, as the home cards do (vehicle-stock §4)', () => {
    expect(resultCard(carHit({ price_type: 'Drive Away' }), TEST_CARD_SITE, now).priceType).toBe(
      'Drive Away',
    );
    // No price, no price type: `Enquire for price Drive Away` would say nothing true.
    expect(
      resultCard(carHit({ price: 0, price_type: 'Drive Away' }), TEST_CARD_SITE, now).priceType,
    ).toBeNull();
  });

  it('uses the no-price text and no weekly estimate without a price (vehicle-stock §4)', () => {
    const card = resultCard(carHit({ price: 0, before_price: 100 }), TEST_CARD_SITE, now);
    expect(card).toMatchObject({
      priceText: 'Enquire for price',
      wasPriceText: null,
      weeklyText: null,
    });
  });

  it('tags sold cars and hides their toggles (vehicle-stock §4)', () => {
    const card = resultCard(carHit({ status: 'sold' }), TEST_CARD_SITE, now);
    expect(card.tag).toEqual({ kind: 'sold', text: 'JUST SOLD' });
    expect(card.showToggles).toBe(false);
  });

  it('tags a car created within the just-arrived days (vehicle-stock §4)', () => {
    const fresh = carHit({ created_at_timestamp: Date.parse('2026-11-20T00:00:00Z') / 1000 });
    expect(resultCard(fresh, TEST_CARD_SITE, now).tag?.kind).toBe('just_arrived');
  });

  it('hides toggles for non-used cars on sites with the switch (vehicle-stock §4)', () => {
    const site = { ...TEST_CARD_SITE, features: { hide_toggles_unless_used: true } };
    expect(resultCard(carHit({ car_type: 'new' }), site, now).showToggles).toBe(false);
  });

  it('names a car without a name by year, make, model and badge', () => {
    expect(hitTitle(carHit({ name: null }))).toBe('2021 Toyota HiLux SR5');
    expect(hitTitle(carHit({ name: ' ', year: null, make: null, model: null, badge: null }))).toBe(
      '2021-toyota-hilux-sr5-1',
    );
    expect(resultCard(carHit({ city: null, km: null }), TEST_CARD_SITE, now)).toMatchObject({
      location: 'Sunshine Used Cars',
      details: ['Automatic', 'Ute'],
    });
  });
});
