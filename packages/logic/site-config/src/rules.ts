import type { z } from '@forecourt/validation';
import type { promoTileSchema, rulesSchema } from './rules-schema.ts';

// The rules' schemas are in rules-schema.ts: this module is read by pages in the browser, where
// a zod schema built at module load would bring the validator library to every page.

/** Where the walkaround video sits in the vehicle gallery (vehicle-stock §2 image slider). */
export const WALKAROUND_POSITIONS = ['start', 'second', 'middle', 'end'] as const;

export type WalkaroundPosition = (typeof WALKAROUND_POSITIONS)[number];

/** A car type a promo tile may be limited to (vehicle-stock §3 car_type). */
export const PROMO_TILE_CAR_TYPES = ['new', 'demo', 'used'] as const;

export type PromoTile = z.output<typeof promoTileSchema>;

export type SiteRules = z.output<typeof rulesSchema>;

/** The neutral platform defaults of {@link rulesSchema}. */
export const DEFAULT_RULES: SiteRules = {
  finance_excluded_dealership_ids: [],
  excluded_stock_numbers: [],
  similar_vehicles_count: 6,
  walkaround_position: 'second',
  show_location_ratings: false,
  rego_default_state: 'QLD',
  promo_tiles: [],
};

/**
 * The gallery index the walkaround video takes among `imageCount` images (vehicle-stock §2):
 * `start` 0, `second` 1, `middle` half way, `end` after the last image; never past the end.
 */
export function walkaroundIndex(position: WalkaroundPosition, imageCount: number): number {
  const count = Math.max(0, Math.floor(imageCount));
  switch (position) {
    case 'start':
      return 0;
    case 'second':
      return Math.min(1, count);
    case 'middle':
      return Math.floor(count / 2);
    case 'end':
      return count;
  }
}

/** A date without a time starts (or, for `expires_at`, ends) that day in AEST (UTC+10). */
function instant(value: string, endOfDay: boolean): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return Date.parse(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}+10:00`);
  }
  return Date.parse(value);
}

/** Whether a tile runs at `now`: from its start to its expiry, both included (site-wide §4). */
export function isPromoTileRunning(
  tile: Pick<PromoTile, 'starts_at' | 'expires_at'>,
  now: Date,
): boolean {
  const time = now.getTime();
  return instant(tile.starts_at, false) <= time && time <= instant(tile.expires_at, true);
}

/**
 * Whether a tile shows on a page limited to `carTypes` (site-wide §4 "some only for certain car
 * types"): a tile for every car type shows everywhere; a limited one only where the page is
 * limited to car types that are all among its own — on /search/used-cars a used-only tile, on
 * /search/new-and-demo-cars a new-and-demo tile but not a new-only one, on all stock neither.
 */
export function promoTileShowsFor(
  tile: Pick<PromoTile, 'car_types'>,
  carTypes: readonly string[],
): boolean {
  if (tile.car_types.length === 0) return true;
  const own = tile.car_types as readonly string[];
  return carTypes.length > 0 && carTypes.every((carType) => own.includes(carType));
}

/**
 * The promo tiles to show at `now` (site-wide §4): between their start and expiry, and, for a
 * tile limited to car types, only for those (`carType` the page's car type or car types; a page
 * with none shows only the unlimited tiles). In config order.
 */
export function activePromoTiles(
  tiles: readonly PromoTile[],
  now: Date,
  carType: string | readonly string[] | null = null,
): PromoTile[] {
  const carTypes = carType === null ? [] : typeof carType === 'string' ? [carType] : carType;
  return tiles.filter((tile) => isPromoTileRunning(tile, now) && promoTileShowsFor(tile, carTypes));
}
