import { bodyTypeSlug } from './body-type-slug.ts';

/**
 * The known body types (site-wide §3 Body types). Facet tiles show only for these or for body
 * types with a custom image (site-wide §5).
 */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;

/** A known body type (site-wide §3). */
export type BodyType = (typeof BODY_TYPES)[number];

/** What a generic truck maps to, per site (site-wide §3 Body types). */
export const TRUCK_BODY_TYPES = ['ute', 'lightTruck'] as const;

/** The site's truck mapping (site-wide §3). */
export type TruckBodyType = (typeof TRUCK_BODY_TYPES)[number];

/** Body facet limit without custom bodies (site-wide §5). */
export const BODY_FACET_LIMIT = 4;

/** Body facet limit when the site has custom body images (site-wide §5). */
export const BODY_FACET_LIMIT_CUSTOM = 20;

const squash = (value: string): string => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The known body type a facet value names, ignoring case, spaces and punctuation
 * (`Cab Chassis` → `cabChassis`, `SUV` → `suv`, `Soft Top` → `softtop`). A generic `Truck`
 * maps to the site's truck body type (site-wide §3). Unknown values give `null`.
 */
export function bodyTypeKey(value: string, truckBodyType: TruckBodyType = 'ute'): BodyType | null {
  const squashed = squash(value);
  if (squashed === 'truck') return truckBodyType;
  return BODY_TYPES.find((type) => squash(type) === squashed) ?? null;
}

/** A body facet tile (site-wide §2 Find cars for your budget, §5 facet tiles). */
export interface BodyFacetTile {
  /** The facet value as indexed, used for the refinement. */
  value: string;
  /** The known body type (for its icon), or `null` for a custom body. */
  body_type: BodyType | null;
  /** `/search/{slug}` and `/models?body={slug}` value. */
  slug: string;
  count: number;
  /** The custom image, if the site has one for this body. */
  image: string | null;
}

/** Options: the site's `body_images` and `truck_body_type`. */
export interface BodyFacetTileOptions {
  /** Custom images keyed by body type or facet value (case, spaces and punctuation ignored). */
  customImages?: Readonly<Record<string, string>>;
  truckBodyType?: TruckBodyType;
}

/**
 * Body facet tiles from a facet distribution (`{ SUV: 12, Ute: 4, ... }`): only body types in
 * the known list or with a custom image, zero counts dropped; ordered by count descending, then
 * name descending; limited to 4, or 20 when the site has custom body images (site-wide §5).
 */
export function bodyFacetTiles(
  facetDistribution: Readonly<Record<string, number>>,
  { customImages = {}, truckBodyType = 'ute' }: BodyFacetTileOptions = {},
): BodyFacetTile[] {
  const images = new Map(Object.entries(customImages).map(([key, url]) => [squash(key), url]));
  const limit = images.size > 0 ? BODY_FACET_LIMIT_CUSTOM : BODY_FACET_LIMIT;
  const tiles: BodyFacetTile[] = [];
  for (const [value, count] of Object.entries(facetDistribution)) {
    if (!(count > 0)) continue;
    const body_type = bodyTypeKey(value, truckBodyType);
    const image = images.get(squash(value)) ?? (body_type && images.get(squash(body_type))) ?? null;
    if (body_type === null && image === null) continue;
    tiles.push({ value, body_type, slug: bodyTypeSlug(value), count, image });
  }
  tiles.sort((a, b) => b.count - a.count || b.value.localeCompare(a.value, 'en'));
  return tiles.slice(0, limit);
}
