import { describe, expect, it } from 'vitest';
import { isPromoTileShown, isWithinPromoWindow, shownPromoTiles } from './promo-tiles.ts';

const NOW = new Date('2026-06-15T00:00:00.000Z');
const tile = (starts: string | null, expires: string | null, carTypes: string[] = []) => ({
  starts_at: starts,
  expires_at: expires,
  car_types: carTypes,
});

describe('isWithinPromoWindow', () => {
  it('shows from the start time on, not before (site-wide §4)', () => {
    expect(isWithinPromoWindow(tile('2026-06-15T00:00:00.000Z', null), NOW)).toBe(true);
    expect(isWithinPromoWindow(tile('2026-06-15T00:00:00.001Z', null), NOW)).toBe(false);
  });

  it('shows until the expiry time, not at or after it (site-wide §4)', () => {
    expect(isWithinPromoWindow(tile(null, '2026-06-15T00:00:00.001Z'), NOW)).toBe(true);
    expect(isWithinPromoWindow(tile(null, '2026-06-15T00:00:00.000Z'), NOW)).toBe(false);
  });

  it('is open-ended without times, and hidden with an unreadable one', () => {
    expect(isWithinPromoWindow(tile(null, null), NOW)).toBe(true);
    expect(isWithinPromoWindow(tile('soon', null), NOW)).toBe(false);
    expect(isWithinPromoWindow(tile(null, 'never'), NOW)).toBe(false);
  });
});

describe('isPromoTileShown', () => {
  it('shows a tile without car types on every page (site-wide §4)', () => {
    expect(isPromoTileShown(tile(null, null), { now: NOW, carType: 'used' })).toBe(true);
    expect(isPromoTileShown(tile(null, null), { now: NOW, carType: null })).toBe(true);
  });

  it('shows a tile with car types only for those car types (site-wide §4 "some only for certain car types")', () => {
    const newAndDemo = tile(null, null, ['new', 'demo']);
    expect(isPromoTileShown(newAndDemo, { now: NOW, carType: 'demo' })).toBe(true);
    expect(isPromoTileShown(newAndDemo, { now: NOW, carType: 'New' })).toBe(true);
    expect(isPromoTileShown(newAndDemo, { now: NOW, carType: 'used' })).toBe(false);
    expect(isPromoTileShown(newAndDemo, { now: NOW, carType: null })).toBe(false);
  });

  it('hides a tile of the right car type outside its window (site-wide §4)', () => {
    const expired = tile(null, '2026-06-01T00:00:00Z', ['used']);
    expect(isPromoTileShown(expired, { now: NOW, carType: 'used' })).toBe(false);
  });
});

describe('shownPromoTiles', () => {
  it('keeps the shown tiles in order', () => {
    const tiles = [
      { id: 1, ...tile(null, null, ['used']) },
      { id: 2, ...tile('2026-07-01T00:00:00Z', null) },
      { id: 3, ...tile(null, null) },
    ];
    expect(shownPromoTiles(tiles, { now: NOW, carType: 'used' }).map((t) => t.id)).toEqual([1, 3]);
  });
});
