import type { Queryable } from '@forecourt/db';

interface CarRow {
  [column: string]: unknown;
  id: number;
  slug: string;
  images: { url: string; thumb?: { url: string } }[];
  standard_equipment: unknown[];
  youx_quote: Record<string, unknown> | null;
  sold_at: Date | null;
  created_at: Date;
  updated_at: Date;
  loc_id: number | null;
  on_hold: boolean;
}

/** A car as the API and the search index give it: the field names of vehicle-stock §3. */
export type ApiCar = Record<string, unknown> & {
  id: number;
  slug: string;
  path: string;
  dealership_id: number;
  status: string;
};

const CAR_COLUMNS = `c.*, d.slug AS dealership_slug, d.name AS dealership_name,
  l.id AS loc_id, l.name AS loc_name, l.slug AS loc_slug, l.phone AS loc_phone,
  l.street AS loc_street, l.city AS loc_city, l.state AS loc_state, l.postcode AS loc_postcode,
  l.place_url AS loc_place_url, l.lat AS loc_lat, l.long AS loc_long,
  l.distribution_locations AS loc_distribution_locations,
  EXISTS (SELECT 1 FROM reservations r WHERE r.car_id = c.id AND r.status = 'held'
          AND r.expires_at > now()) AS on_hold`;

const CAR_FROM = `cars c JOIN dealerships d ON d.id = c.dealership_id
  LEFT JOIN locations l ON l.id = c.location_id`;

/** Maps a joined car row to the API shape (derived: path, location, thumbnails, timestamps). */
export function toApiCar(row: CarRow): ApiCar {
  const {
    images,
    standard_equipment,
    youx_quote,
    sold_at,
    created_at,
    updated_at,
    loc_id,
    loc_name,
    loc_slug,
    loc_phone,
    loc_street,
    loc_city,
    loc_state,
    loc_postcode,
    loc_place_url,
    loc_lat,
    loc_long,
    loc_distribution_locations,
    on_hold,
    ...columns
  } = row;
  const location =
    loc_id === null
      ? null
      : {
          id: loc_id,
          name: loc_name,
          slug: loc_slug,
          phone: loc_phone,
          address: {
            street: loc_street,
            city: loc_city,
            state: loc_state,
            postcode: loc_postcode,
            place_url: loc_place_url,
            lat: loc_lat,
            long: loc_long,
          },
          distribution_locations: loc_distribution_locations ?? [],
        };
  return {
    ...(columns as Record<string, unknown>),
    id: row.id,
    slug: row.slug,
    dealership_id: columns.dealership_id as number,
    status: columns.status as string,
    path: `/cars/${row.slug}`,
    images,
    thumbnails: images.map((image) => image.thumb?.url ?? image.url),
    primary_image_url: images[0]?.url ?? null,
    photos_count: images.length,
    standardEquipment: standard_equipment,
    youxQuote: youx_quote,
    location,
    city: loc_city ?? null,
    state: loc_state ?? null,
    // Reserved by the dealer (stock feed) or held by a paid deposit that has not lapsed
    // (vehicle-stock §4 RESERVED: reads treat expired holds as free).
    reserved: columns.reserved === true || on_hold === true,
    sold: columns.status === 'sold',
    sold_date_timestamp: sold_at ? Math.floor(sold_at.getTime() / 1000) : null,
    created_at: created_at.toISOString(),
    created_at_timestamp: Math.floor(created_at.getTime() / 1000),
    updated_at: updated_at.toISOString(),
  };
}

/**
 * Cars matching a SQL condition on `c` (cars), `d` (dealerships) and `l` (locations); `join`
 * adds a table to match on (e.g. a shopper's recently viewed cars).
 */
export async function selectCars(
  db: Queryable,
  where: string,
  params: readonly unknown[] = [],
  tail = 'ORDER BY c.id',
  join = '',
): Promise<ApiCar[]> {
  const rows = await db.query<CarRow>(
    `SELECT ${CAR_COLUMNS} FROM ${CAR_FROM} ${join} WHERE ${where} ${tail}`,
    params,
  );
  return rows.map(toApiCar);
}

export async function findCarBySlug(db: Queryable, slug: string): Promise<ApiCar | undefined> {
  return (await selectCars(db, 'c.slug = $1', [slug]))[0];
}

export async function findCarById(db: Queryable, id: number): Promise<ApiCar | undefined> {
  return (await selectCars(db, 'c.id = $1', [id]))[0];
}
