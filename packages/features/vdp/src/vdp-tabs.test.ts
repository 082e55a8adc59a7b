import { PLATFORM_DEFAULTS } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import { DEALER_VDP_COPY } from './test/dealer-copy.ts';
import {
  CERTIFIED_PRE_OWNED_POINTS,
  certifiedPanels,
  checkoutEnabled,
  copyTabs,
  HOME_TEST_DRIVE_TEXT,
  TOYOTA_CERTIFIED_BENEFITS,
  usedCarChecks,
  type VdpToolsCar,
  type VdpToolsSite,
  vdpActions,
  vdpTabIds,
} from './vdp-tabs.ts';

const site = (
  features: Partial<VdpToolsSite['features']> = {},
  extra: Partial<VdpToolsSite> = {},
): VdpToolsSite => ({
  vdp_copy: DEALER_VDP_COPY,
  manufacturer: null,
  ...extra,
  features: { ...PLATFORM_DEFAULTS.features, ...features },
});

const car = (fields: Partial<VdpToolsCar> = {}): VdpToolsCar => ({
  id: 42,
  slug: '2021-toyota-corolla-ascent-42',
  make: 'Toyota',
  status: 'in_stock',
  car_type: 'used',
  certified: false,
  reserved: false,
  price: 25990,
  file: null,
  ...fields,
});

describe('vehicle page tabs (vehicle-stock §2 Tabs; site-wide §1)', () => {
  it('shows the tabs in the spec order, Features only when the car has features', () => {
    const everything = site({ reserve_online: true });
    expect(vdpTabIds(car(), everything, true)).toEqual([
      'dealer-comments',
      'whats-included',
      'why-buy-from-us',
      'reserve-online',
      'protect-your-car',
      'features',
    ]);
    expect(vdpTabIds(car(), everything, false)).not.toContain('features');
  });

  it('shows Why Buy From Us? only where the site switch is on', () => {
    expect(vdpTabIds(car(), site({ why_buy_from_us: false }), true)).not.toContain(
      'why-buy-from-us',
    );
  });

  it('shows Reserve Online only where the site reserves and the car can be reserved (§5)', () => {
    expect(vdpTabIds(car(), site({ reserve_online: false }), true)).not.toContain('reserve-online');
    for (const unreservable of [
      car({ reserved: true }),
      car({ status: 'sold' }),
      car({ price: 0 }),
      car({ price: null }),
    ]) {
      expect(vdpTabIds(unreservable, site({ reserve_online: true }), true)).not.toContain(
        'reserve-online',
      );
    }
  });

  it('drops a copy tab whose site copy is empty, but always keeps Dealer Comments', () => {
    const bare = site(
      { why_buy_from_us: true },
      {
        vdp_copy: {
          ...PLATFORM_DEFAULTS.vdp_copy,
          whats_included: [],
          why_buy_from_us: [],
          protect_your_car: [],
        },
      },
    );
    expect(vdpTabIds(car(), bare, false)).toEqual(['dealer-comments']);
  });

  it("fills the tabs with the site's own copy (site-wide §1 per dealer) and the $200 deposit (§9)", () => {
    const tabs = copyTabs(vdpTabIds(car(), site({ reserve_online: true }), false), site());
    const points = Object.fromEntries(tabs.map((tab) => [tab.label, tab.points]));
    expect(points["What's Included"]).toEqual(DEALER_VDP_COPY.whats_included);
    expect(points['Why Buy From Us?']).toEqual(DEALER_VDP_COPY.why_buy_from_us);
    expect(points['Reserve Online']).toEqual([
      'Reserve this vehicle for 48 hours with a refundable deposit of $200.',
      'Your deposit is 100% refundable.',
    ]);
    expect(points['Protect Your Car']).toEqual(DEALER_VDP_COPY.protect_your_car);
  });

  it("shows no marketing tab or checks on a site without copy: the defaults are no dealer's (site-wide §1)", () => {
    const bare = site(
      { why_buy_from_us: true, reserve_online: true },
      {
        vdp_copy: PLATFORM_DEFAULTS.vdp_copy,
      },
    );
    expect(vdpTabIds(car(), bare, false)).toEqual(['dealer-comments', 'reserve-online']);
    expect(usedCarChecks(car(), bare)).toEqual([]);
  });

  it("uses the site's own wording and deposit", () => {
    const own = site(
      { reserve_online: true },
      {
        vdp_copy: {
          ...PLATFORM_DEFAULTS.vdp_copy,
          reserve_online: ['Hold it with {deposit} down.'],
          reserve_deposit: 500,
        },
      },
    );
    const reserve = copyTabs(['reserve-online'], own)[0];
    expect(reserve?.points).toEqual(['Hold it with $500 down.']);
  });

  it("adds the home test drive to What's Included where the site offers it (site-wide §1)", () => {
    const included = (home: boolean) =>
      copyTabs(['whats-included'], site({ home_test_drive: home }))[0]?.points ?? [];
    expect(included(true)).toContain(HOME_TEST_DRIVE_TEXT);
    expect(included(false)).not.toContain(HOME_TEST_DRIVE_TEXT);
  });
});

describe('vehicle page actions (vehicle-stock §5)', () => {
  it('checkout is enabled for an in-stock, unreserved car with a positive price', () => {
    expect(checkoutEnabled(car())).toBe(true);
    expect(checkoutEnabled(car({ status: 'coming_soon' }))).toBe(true);
    expect(checkoutEnabled(car({ status: 'sold' }))).toBe(false);
    expect(checkoutEnabled(car({ reserved: true }))).toBe(false);
    expect(checkoutEnabled(car({ price: 0 }))).toBe(false);
  });

  it('links reserve and buy online to the spec routes only when checkout is enabled (§2, §5)', () => {
    const on = site({ reserve_online: true, online_purchase: true });
    expect(vdpActions(car(), on)).toMatchObject({
      reserve: { label: 'Reserve for $200', href: '/cars/2021-toyota-corolla-ascent-42/checkout' },
      buyOnline: { label: 'Buy Online', href: '/checkout-journey?car_id=42' },
    });
    expect(vdpActions(car({ reserved: true }), on)).toMatchObject({
      reserve: null,
      buyOnline: null,
    });
    expect(vdpActions(car(), site())).toMatchObject({ reserve: null, buyOnline: null });
  });

  it('offers a coming-soon car for reserving, never for buying online (§5)', () => {
    const on = site({ reserve_online: true, online_purchase: true });
    expect(vdpActions(car({ status: 'coming_soon' }), on)).toMatchObject({
      reserve: { href: '/cars/2021-toyota-corolla-ascent-42/checkout' },
      buyOnline: null,
    });
  });

  it('links reserve to /cars/{slug}/buy-online where the site uses that path (site-wide §2)', () => {
    const variant = site({ reserve_online: true, reserve_at_buy_online_path: true });
    expect(vdpActions(car(), variant).reserve).toEqual({
      label: 'Reserve for $200',
      href: '/cars/2021-toyota-corolla-ascent-42/buy-online',
    });
  });

  it('links the trade-in valuation only where the site values trade-ins, for cars in stock', () => {
    expect(vdpActions(car(), site({ trade_in: true })).tradeIn).toEqual({
      label: 'Trade-In Valuation',
      href: '/cars/trade-in?car_id=42',
    });
    expect(vdpActions(car(), site({ trade_in: false })).tradeIn).toBeNull();
    expect(vdpActions(car({ status: 'sold' }), site({ trade_in: true })).tradeIn).toBeNull();
  });

  it('shows the history report only when the car has a file (§5)', () => {
    const file = 'https://cdn.example/history/42.pdf';
    expect(vdpActions(car({ file }), site()).historyReport).toEqual({
      label: 'View History Report',
      href: file,
    });
    for (const none of [null, undefined, '', '   ', 42]) {
      expect(vdpActions(car({ file: none }), site()).historyReport).toBeNull();
    }
    expect(vdpActions(car({ file }), site({ history_report: false })).historyReport).toBeNull();
  });
});

describe('certified panels and used-car checks (vehicle-stock §2, §5; site-wide §1)', () => {
  const certified = car({ certified: true });

  it('shows the Toyota certified badge for a certified, unsold Toyota where enabled (§5)', () => {
    expect(certifiedPanels(certified, site({ toyota_certified_badge: true })).toyotaBadge).toBe(
      true,
    );
    expect(certifiedPanels(certified, site()).toyotaBadge).toBe(false);
    expect(
      certifiedPanels(car({ certified: false }), site({ toyota_certified_badge: true }))
        .toyotaBadge,
    ).toBe(false);
    expect(
      certifiedPanels({ ...certified, make: 'Mazda' }, site({ toyota_certified_badge: true }))
        .toyotaBadge,
    ).toBe(false);
    expect(
      certifiedPanels({ ...certified, status: 'sold' }, site({ toyota_certified_badge: true }))
        .toyotaBadge,
    ).toBe(false);
  });

  it("shows the certified pre-owned box for the site manufacturer's certified cars", () => {
    const oem = site({ certified_pre_owned_box: true }, { manufacturer: 'toyota' });
    expect(certifiedPanels(certified, oem).preOwnedBox).toBe(true);
    expect(certifiedPanels({ ...certified, make: 'Kia' }, oem).preOwnedBox).toBe(false);
    expect(certifiedPanels(car(), oem).preOwnedBox).toBe(false);
    expect(certifiedPanels({ ...certified, status: 'sold' }, oem).preOwnedBox).toBe(false);
    expect(certifiedPanels(certified, site({}, { manufacturer: 'toyota' })).preOwnedBox).toBe(
      false,
    );
    expect(certifiedPanels(certified, site({ certified_pre_owned_box: true })).preOwnedBox).toBe(
      false,
    );
  });

  it('lists the site-wide §1 benefits', () => {
    expect(TOYOTA_CERTIFIED_BENEFITS).toEqual([
      '90-point inspection',
      '1 year roadside assist',
      'Full service history',
      'Background check',
    ]);
    expect(CERTIFIED_PRE_OWNED_POINTS).toEqual([
      '1-year extra warranty',
      'Full service history',
      'Independent background check',
      '90-point inspection',
      '12 months free roadside assist',
    ]);
  });

  it('lists the used-car checks on used cars only', () => {
    expect(usedCarChecks(car(), site())).toEqual(DEALER_VDP_COPY.used_car_checks);
    expect(usedCarChecks(car({ car_type: 'new' }), site())).toEqual([]);
    expect(usedCarChecks(car({ car_type: 'demo' }), site())).toEqual([]);
  });
});
