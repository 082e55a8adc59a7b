import type { PromoTile } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import { pagePromoTiles, promoTileAt, runningPromoTiles } from './promo-tiles.ts';

const tile = (id: string, overrides: Partial<PromoTile> = {}): PromoTile => ({
  id,
  title: `Tile ${id}`,
  image_url: `/media/tiles/${id}.svg`,
  href: '/special-offers',
  starts_at: '2026-11-01',
  expires_at: '2026-11-30',
  car_types: [],
  ...overrides,
});

const NOW = new Date('2026-11-22T00:00:00Z');

describe('promo tiles on the results page (site-wide §4, vehicle-stock §2)', () => {
  it('keeps the tiles running now, in config order, without their dates', () => {
    const running = runningPromoTiles(
      [
        tile('current'),
        tile('expired', { starts_at: '2026-06-01', expires_at: '2026-06-30' }),
        tile('not-started', { starts_at: '2026-12-01', expires_at: '2026-12-31' }),
        tile('used', { car_types: ['used'] }),
      ],
      NOW,
    );
    expect(running).toEqual([
      {
        id: 'current',
        title: 'Tile current',
        image_url: '/media/tiles/current.svg',
        href: '/special-offers',
        car_types: [],
      },
      expect.objectContaining({ id: 'used', car_types: ['used'] }),
    ]);
  });

  it('shows a car-type tile only on pages filtered to that car type', () => {
    const running = runningPromoTiles([tile('all'), tile('used', { car_types: ['used'] })], NOW);
    const ids = (carTypes: string[]) => pagePromoTiles(running, carTypes).map((entry) => entry.id);
    expect(ids(['used'])).toEqual(['all', 'used']);
    expect(ids(['new'])).toEqual(['all']);
    expect(ids(['used', 'demo'])).toEqual(['all']);
    expect(ids([])).toEqual(['all']);
  });

  it('fills the promo card slots with the tiles in order, none past the last tile', () => {
    const tiles = runningPromoTiles([tile('a'), tile('b')], NOW);
    expect(promoTileAt([12, 4], tiles, 4)?.id).toBe('a');
    expect(promoTileAt([12, 4], tiles, 12)?.id).toBe('b');
    expect(promoTileAt([4, 12, 20], tiles, 20)).toBeNull();
    expect(promoTileAt([4], tiles, 5)).toBeNull();
  });
});
