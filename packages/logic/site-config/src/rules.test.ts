import { describe, expect, it } from 'vitest';
import { PLATFORM_DEFAULTS } from './platform-defaults.ts';
import { resolveSiteConfig } from './resolve-site-config.ts';
import {
  activePromoTiles,
  isPromoTileRunning,
  type PromoTile,
  promoTileShowsFor,
  walkaroundIndex,
} from './rules.ts';
import { SiteConfigError } from './site-config-error.ts';

const site = { slug: 'rules-test', name: 'Rules Test', template: 'classic' } as const;

describe('rules defaults', () => {
  it('are neutral: nothing excluded, 6 similar vehicles, walkaround second, QLD (vehicle-stock §9, site-wide §9)', () => {
    expect(PLATFORM_DEFAULTS.rules).toEqual({
      finance_excluded_dealership_ids: [],
      excluded_stock_numbers: [],
      similar_vehicles_count: 6,
      walkaround_position: 'second',
      show_location_ratings: false,
      rego_default_state: 'QLD',
      promo_tiles: [],
    });
    expect(resolveSiteConfig(site).rules).toEqual(PLATFORM_DEFAULTS.rules);
  });

  it('take a site’s own values and name the field of a bad one (site-wide §3)', () => {
    const resolved = resolveSiteConfig({
      ...site,
      rules: { excluded_stock_numbers: ['S123'], walkaround_position: 'end' },
    });
    expect(resolved.rules.excluded_stock_numbers).toEqual(['S123']);
    expect(resolved.rules.walkaround_position).toBe('end');
    expect(resolved.rules.similar_vehicles_count).toBe(6);
    let error: unknown;
    try {
      resolveSiteConfig({
        ...site,
        rules: { similar_vehicles_count: 0, rego_default_state: 'XX' as 'QLD' },
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SiteConfigError);
    expect(String((error as Error).message)).toMatch(/rules\.similar_vehicles_count/);
    expect(String((error as Error).message)).toMatch(/rules\.rego_default_state/);
  });
});

describe('promo tiles and the grid slots they fill (site-wide §4, vehicle-stock §2)', () => {
  const promoTile = {
    id: 'spring-sale',
    title: 'Spring sale',
    image_url: '/media/tiles/spring.svg',
    href: '/special-offers',
    starts_at: '2026-09-01',
    expires_at: '2026-11-30',
  };

  it('refuses tiles without promo card positions to show them in, naming the field', () => {
    expect(() => resolveSiteConfig({ ...site, rules: { promo_tiles: [promoTile] } })).toThrow(
      /rules\.promo_tiles: need promo_cards\.positions/,
    );
  });

  it('takes tiles with positions, every car type unless limited', () => {
    const resolved = resolveSiteConfig({
      ...site,
      promo_cards: { positions: [4] },
      rules: { promo_tiles: [promoTile, { ...promoTile, id: 'used', car_types: ['used'] }] },
    });
    expect(resolved.rules.promo_tiles.map((tile) => tile.car_types)).toEqual([[], ['used']]);
  });
});

describe('walkaroundIndex (vehicle-stock §2 gallery)', () => {
  it.each([
    ['start', 8, 0],
    ['second', 8, 1],
    ['middle', 8, 4],
    ['end', 8, 8],
    ['second', 0, 0],
    ['middle', 3, 1],
  ] as const)('puts the walkaround %s among %i images at %i', (position, count, index) => {
    expect(walkaroundIndex(position, count)).toBe(index);
  });
});

describe('activePromoTiles (site-wide §4 promo tiles)', () => {
  const tile = (overrides: Partial<PromoTile>): PromoTile => ({
    id: 'tile',
    title: 'Tile',
    image_url: '/media/tile.jpg',
    href: '/offers',
    starts_at: '2026-11-01',
    expires_at: '2026-11-30',
    car_types: [],
    ...overrides,
  });
  const now = new Date('2026-11-15T00:00:00Z');

  it('shows a tile only between its start and expiry times', () => {
    const tiles = [
      tile({ id: 'running' }),
      tile({ id: 'later', starts_at: '2026-11-20' }),
      tile({ id: 'over', expires_at: '2026-11-14T12:00:00+10:00' }),
    ];
    expect(activePromoTiles(tiles, now).map((t) => t.id)).toEqual(['running']);
    // A date-only expiry runs to the end of that day in AEST.
    expect(
      activePromoTiles([tile({ expires_at: '2026-11-15' })], new Date('2026-11-15T13:59:00Z')),
    ).toHaveLength(1);
  });

  it('limits a tile to its car types', () => {
    const tiles = [tile({ id: 'used-only', car_types: ['used'] }), tile({ id: 'all' })];
    expect(activePromoTiles(tiles, now, 'used').map((t) => t.id)).toEqual(['used-only', 'all']);
    expect(activePromoTiles(tiles, now, 'new').map((t) => t.id)).toEqual(['all']);
    expect(activePromoTiles(tiles, now).map((t) => t.id)).toEqual(['all']);
  });

  it('limits a tile to pages limited to its car types, all of them (site-wide §4)', () => {
    const newOnly = tile({ car_types: ['new'] });
    const newAndDemo = tile({ car_types: ['new', 'demo'] });
    expect(promoTileShowsFor(newOnly, ['new'])).toBe(true);
    expect(promoTileShowsFor(newOnly, ['new', 'demo'])).toBe(false);
    expect(promoTileShowsFor(newAndDemo, ['new', 'demo'])).toBe(true);
    expect(promoTileShowsFor(newAndDemo, ['demo'])).toBe(true);
    expect(promoTileShowsFor(newAndDemo, [])).toBe(false);
    expect(promoTileShowsFor(tile({}), [])).toBe(true);
    expect(activePromoTiles([newOnly, newAndDemo], now, ['new', 'demo'])).toEqual([newAndDemo]);
  });

  it('runs from the start of its start day to the end of its expiry day (AEST)', () => {
    const running = tile({ starts_at: '2026-11-15', expires_at: '2026-11-15' });
    expect(isPromoTileRunning(running, new Date('2026-11-14T13:59:59Z'))).toBe(false);
    expect(isPromoTileRunning(running, new Date('2026-11-14T14:00:00Z'))).toBe(true);
    expect(isPromoTileRunning(running, new Date('2026-11-15T13:59:59Z'))).toBe(true);
    expect(isPromoTileRunning(running, new Date('2026-11-15T14:00:00Z'))).toBe(false);
  });
});
