import { describe, expect, it } from 'vitest';
import { PLATFORM_DEFAULTS } from './platform-defaults.ts';
import { resolveSiteConfig } from './resolve-site-config.ts';

describe('PLATFORM_DEFAULTS', () => {
  it('includes sold cars for 3 days (site-wide §4, §9)', () => {
    expect(PLATFORM_DEFAULTS.include_sold_cars_days).toBe(3);
  });

  it('tags just arrived within 8 days and sold cars JUST SOLD (vehicle-stock §4)', () => {
    expect(PLATFORM_DEFAULTS.specifications).toEqual({
      just_arrived_days: 8,
      just_arrived_tag_name: 'JUST ARRIVED',
      sold_tag_name: 'JUST SOLD',
    });
  });

  it("keeps a visitor's local favourites in the browser unless a site turns it off (vehicle-stock §3, §6)", () => {
    expect(PLATFORM_DEFAULTS.storage).toEqual({ storeFavourites: true });
  });

  it('shows Contact Us when a car has no price (vehicle-stock §4)', () => {
    expect(PLATFORM_DEFAULTS.texts.no_price).toBe('Contact Us');
  });

  it('uses the spec text for no offers (vehicle-stock §8)', () => {
    expect(PLATFORM_DEFAULTS.texts.empty_offers).toBe(
      'There appears to be no offers currently available that meet the conditions of your search.',
    );
  });

  it('shows reviews rated 4 and up, none hidden by title (site-wide §5)', () => {
    expect(PLATFORM_DEFAULTS.reviews).toEqual({ min_rating: 4, hidden_titles: [] });
  });

  it('estimates finance at 10% over 5 years, 10% deposit, 30% final payment (site-wide §9)', () => {
    expect(PLATFORM_DEFAULTS.finance).toMatchObject({
      interest_rate: 10,
      term_years: 5,
      deposit_percent: 10,
      balloon_percent: 30,
    });
  });

  it('states one neutral finance basis: comparison rate worked out, no fee, trucks and buses commercial', () => {
    expect(PLATFORM_DEFAULTS.finance).toMatchObject({
      comparison_rate: null,
      establishment_fee: 0,
      fees: [],
      provider_establishment_fee: false,
      commercial_item_types: ['truck', 'bus'],
    });
  });

  it('uses /finance as the finance base path (vehicle-stock §2)', () => {
    expect(PLATFORM_DEFAULTS.finance.path).toBe('/finance');
  });

  it('transforms images at width 640 and quality 75 (site-wide §9)', () => {
    expect(PLATFORM_DEFAULTS.image_cdn).toMatchObject({ width: 640, quality: 75 });
  });

  it('keeps the agreed switches off by default (brief; vehicle-stock §4, §5, §9; site-wide §4, §5)', () => {
    const agreed = [
      'fuel_type_tag',
      'toyota_certified_badge',
      'show_unregistered',
      'price_above_zero_on_price_asc',
      'hide_toggles_unless_used',
      'hide_toggles_without_price',
      'hide_toggles_without_images',
      'finance_round_up',
      'message_optional',
      'terms_required',
      'phone_revealed',
      'find_me_something_similar',
    ] as const;
    for (const name of agreed) expect(PLATFORM_DEFAULTS.features[name], name).toBe(false);
  });

  it('has no subscriptions, no finance provider and no garage by default (vehicle-stock §3)', () => {
    expect(PLATFORM_DEFAULTS.offers_subscription).toBe(false);
    expect(PLATFORM_DEFAULTS.finance_provider).toBeNull();
    expect(PLATFORM_DEFAULTS.garage_enabled).toBe(false);
    expect(PLATFORM_DEFAULTS.stock.count).toBeNull();
  });

  it('shows the map section and opens the viewer on the spinner (vehicle-stock §4)', () => {
    expect(PLATFORM_DEFAULTS.vdp_config).toEqual({
      show_map_section: true,
      default_view: 'spinner',
    });
  });

  it('shows Twitter and Facebook sharing unless hidden (vehicle-stock §9)', () => {
    expect(PLATFORM_DEFAULTS.features.share_twitter).toBe(true);
    expect(PLATFORM_DEFAULTS.features.share_facebook).toBe(true);
  });

  it('shows a closed day as Closed unless By appointment only is switched on (site-wide §4)', () => {
    expect(PLATFORM_DEFAULTS.features.closed_by_appointment).toBe(false);
    expect(PLATFORM_DEFAULTS.texts.closed).toBe('Closed');
    expect(PLATFORM_DEFAULTS.texts.by_appointment_only).toBe('By appointment only');
  });

  it('maps a generic truck to ute by default (site-wide §3 Body types)', () => {
    expect(PLATFORM_DEFAULTS.truck_body_type).toBe('ute');
  });

  it('gates only the always-gated sign-in types by default (site-wide §2)', () => {
    expect(PLATFORM_DEFAULTS.sign_in.required_types).toEqual([]);
  });

  it('holds no secrets by default (site-wide §3)', () => {
    expect(PLATFORM_DEFAULTS.search).toEqual({
      host: null,
      key: null,
      backend: { kind: 'embedded' },
    });
    expect(PLATFORM_DEFAULTS.lead_delivery).toEqual({ webhook_url: null });
  });

  it('keeps leads for two years by default, and refuses less than 30 days (APP 11.2)', () => {
    expect(PLATFORM_DEFAULTS.privacy).toEqual({ lead_retention_days: 730 });
    const base = { slug: 'x-motors', name: 'X Motors', template: 'classic' } as const;
    expect(resolveSiteConfig({ ...base, privacy: { lead_retention_days: 90 } }).privacy).toEqual({
      lead_retention_days: 90,
    });
    expect(() => resolveSiteConfig({ ...base, privacy: { lead_retention_days: 7 } })).toThrow();
  });

  it("holds no dealer's marketing copy: the vehicle page's words are each site's own (site-wide §1)", () => {
    const texts: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(PLATFORM_DEFAULTS);
    // The kinds of claim only one dealer can make: its history, its pledges, its products.
    const claims =
      /years? of experience|state capital|community program|haggle|warranty|inspection|service history|background check|protection|corrosion|window film|dash cam/i;
    expect(texts.filter((text) => claims.test(text))).toEqual([]);
    const { whats_included, why_buy_from_us, protect_your_car, used_car_checks } =
      PLATFORM_DEFAULTS.vdp_copy;
    expect({ whats_included, why_buy_from_us, protect_your_car, used_car_checks }).toEqual({
      whats_included: [],
      why_buy_from_us: [],
      protect_your_car: [],
      used_car_checks: [],
    });
  });

  it('keeps the platform reservation terms: 48 hours, 100% refundable, $200 (vehicle-stock §9)', () => {
    expect(PLATFORM_DEFAULTS.vdp_copy.reserve_deposit).toBe(200);
    expect(PLATFORM_DEFAULTS.vdp_copy.reserve_online.join(' ')).toMatch(
      /48 hours.*100% refundable/,
    );
  });

  it('is frozen so one request cannot change another site', () => {
    expect(Object.isFrozen(PLATFORM_DEFAULTS.features)).toBe(true);
    expect(Object.isFrozen(PLATFORM_DEFAULTS.stock.models)).toBe(true);
  });
});
