import { z } from '@forecourt/validation';
import { PROMO_TILE_CAR_TYPES, WALKAROUND_POSITIONS } from './rules.ts';
import { AUSTRALIAN_STATES } from './site-states.ts';

const isoDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))?$/, {
  error: 'must be an ISO date or date-time, e.g. "2026-06-30" or "2026-06-30T23:59:59+10:00"',
});

/**
 * A promo tile (site-wide §4 "Promo tiles show only between their start and expiry times, and
 * some only for certain car types"): shown from `starts_at` until `expires_at`; `car_types`
 * empty means every car type.
 */
export const promoTileSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'must be a kebab-case id' }),
  title: z.string().trim().min(1, { error: 'must not be empty' }),
  image_url: z.string().trim().min(1, { error: 'must not be empty' }),
  href: z.string().regex(/^(\/|https:\/\/)/, { error: 'must be a path or an https URL' }),
  starts_at: isoDateTime,
  expires_at: isoDateTime,
  car_types: z.array(z.enum(PROMO_TILE_CAR_TYPES)).default([]),
});

/**
 * Per-site dealer rules (vehicle-stock §5, §6, §9; site-wide §2, §4, §9). Every default is
 * neutral: nothing excluded, the spec's numbers, no tiles.
 */
export const rulesSchema = z.strictObject({
  /** Dealerships whose cars show no finance estimate or calculator (vehicle-stock §5). */
  finance_excluded_dealership_ids: z.array(z.int().positive()),
  /** Stock numbers left out of the site's stock (vehicle-stock §6 stock exclusions). */
  excluded_stock_numbers: z.array(z.string().trim().min(1, { error: 'must not be empty' })),
  /** How many similar vehicles the vehicle page shows (vehicle-stock §9; spec default 6). */
  similar_vehicles_count: z.int().min(1).max(12),
  /** The walkaround video's place in the gallery (vehicle-stock §2). */
  walkaround_position: z.enum(WALKAROUND_POSITIONS),
  /** Location cards show the location's average rating and review count (site-wide §3). */
  show_location_ratings: z.boolean(),
  /** The state the rego field starts on (site-wide §9 "Default state qld"). */
  rego_default_state: z.enum(AUSTRALIAN_STATES),
  /** Promo tiles with their start, expiry and car types (site-wide §4). */
  promo_tiles: z.array(promoTileSchema),
});
