import { isPromoTileRunning, type PromoTile, promoTileShowsFor } from '@forecourt/site-config';

/** A promo tile as the results grid draws it (site config `rules.promo_tiles`). */
export type PromoTileCardData = Pick<
  PromoTile,
  'id' | 'title' | 'image_url' | 'href' | 'car_types'
>;

/**
 * The site's promo tiles running at `now`, in config order (site-wide §4: between their start
 * and expiry). The loader picks them with its clock, so the page renders the same on the server
 * and after hydration; which of them a page shows follows its car types ({@link pagePromoTiles}).
 */
export function runningPromoTiles(tiles: readonly PromoTile[], now: Date): PromoTileCardData[] {
  return tiles
    .filter((tile) => isPromoTileRunning(tile, now))
    .map(({ id, title, image_url, href, car_types }) => ({
      id,
      title,
      image_url,
      href,
      car_types,
    }));
}

/**
 * The running tiles a results page shows (site-wide §4 "some only for certain car types"): the
 * unlimited ones, and a limited one only where the page's car type filter is within its car types.
 */
export function pagePromoTiles(
  tiles: readonly PromoTileCardData[],
  carTypes: readonly string[],
): PromoTileCardData[] {
  return tiles.filter((tile) => promoTileShowsFor(tile, carTypes));
}

/**
 * The tile a promo card slot shows (vehicle-stock §2 promo card positions): the page's first tile
 * in the first slot, the second in the second, and so on; null for a slot beyond the tiles.
 */
export function promoTileAt(
  positions: readonly number[],
  tiles: readonly PromoTileCardData[],
  position: number,
): PromoTileCardData | null {
  const slot = [...positions].sort((a, b) => a - b).indexOf(position);
  return slot < 0 ? null : (tiles[slot] ?? null);
}
