/** What decides whether a promo tile (or an offer) shows: its window and its car types. */
export interface PromoWindow {
  /** ISO date-time it starts showing; `null`: already. */
  starts_at: string | null;
  /** ISO date-time it stops showing; `null`: never. */
  expires_at: string | null;
}

export interface PromoTile extends PromoWindow {
  /** Car types it shows for (`new`, `demo`, `used`); empty: every car type. */
  car_types: readonly string[];
}

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * Whether a promo tile or offer is current at `now`: from its start (inclusive) until its
 * expiry (exclusive), either open-ended when missing (site-wide §4). An unreadable date counts
 * as not current, so a broken tile hides rather than shows forever.
 */
export function isWithinPromoWindow(tile: PromoWindow, now: Date): boolean {
  const at = now.getTime();
  const starts = time(tile.starts_at);
  const expires = time(tile.expires_at);
  if (Number.isNaN(starts) || Number.isNaN(expires)) return false;
  return (starts === null || starts <= at) && (expires === null || at < expires);
}

export interface PromoTileOptions {
  now: Date;
  /**
   * The car type the page lists (a search for new, demo or used cars); `null` on a page of all
   * car types, where only tiles without car types show.
   */
  carType: string | null;
}

/**
 * Promo tiles show only between their start and expiry times, and some only for certain car
 * types (site-wide §4): a tile with car types shows only on a page of one of them.
 */
export function isPromoTileShown(tile: PromoTile, { now, carType }: PromoTileOptions): boolean {
  if (!isWithinPromoWindow(tile, now)) return false;
  if (tile.car_types.length === 0) return true;
  return carType !== null && tile.car_types.includes(carType.toLowerCase());
}

/** The tiles that show now for the page's car type, in their order (site-wide §4). */
export function shownPromoTiles<T extends PromoTile>(
  tiles: readonly T[],
  options: PromoTileOptions,
): T[] {
  return tiles.filter((tile) => isPromoTileShown(tile, options));
}
