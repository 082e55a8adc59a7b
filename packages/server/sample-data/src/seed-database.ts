import type { Database, Queryable } from '@forecourt/db';
import type { SampleData } from './types.ts';

/** Rows inserted per table by `seedDatabase`. */
export interface SeedCounts {
  sites: number;
  dealerships: number;
  site_dealerships: number;
  locations: number;
  manufacturers: number;
  cars: number;
  offers: number;
  reviews: number;
}

/** Rows per INSERT statement. */
export const SEED_BATCH_SIZE = 500;

/** Tables with identity ids, in insert order. */
const IDENTITY_TABLES = [
  'manufacturers',
  'sites',
  'dealerships',
  'locations',
  'cars',
  'offers',
  'reviews',
] as const;

/**
 * Inserts rows with multi-row `INSERT ... SELECT` statements of up to `SEED_BATCH_SIZE` rows, each
 * batch sent as one JSON parameter and expanded by `json_populate_recordset` into the table's own
 * row type. One parameter per batch instead of one per value: PGlite binds parameters one at a
 * time, and 3,000 cars have 216,000 values (about 40% slower that way). It also keeps jsonb and
 * array columns exact on both drivers (node-postgres turns a JS array into a PostgreSQL array
 * literal, which a jsonb column rejects). Every row must carry every column it wants set; the
 * column list is the first row's keys.
 */
export async function insertRows<Row extends object>(
  tx: Queryable,
  table: string,
  rows: readonly Row[],
  batchSize = SEED_BATCH_SIZE,
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  if (!/^[a-z_]+$/.test(table)) throw new Error(`Invalid table name ${table}`);
  const columns = Object.keys(first)
    .map((column) => `"${column.replaceAll('"', '""')}"`)
    .join(', ');
  const sql = `INSERT INTO ${table} (${columns})
    SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::text::json)`;
  for (let start = 0; start < rows.length; start += batchSize) {
    await tx.query(sql, [JSON.stringify(rows.slice(start, start + batchSize))]);
  }
  return rows.length;
}

/**
 * Inserts the sample data into a migrated, empty database in one transaction, with the data's
 * own ids, then moves each identity sequence past the highest id so later inserts do not
 * collide. Runs on PGlite and PostgreSQL. Throws (and rolls back) if the rows already exist.
 */
export async function seedDatabase(
  db: Pick<Database, 'transaction'>,
  data: SampleData,
): Promise<SeedCounts> {
  return db.transaction(async (tx) => {
    const dealershipIds = new Map(data.dealerships.map((row) => [row.slug, row.id]));
    const siteDealerships = data.sites.flatMap((site) =>
      site.dealerships.map((slug) => {
        const dealershipId = dealershipIds.get(slug);
        if (dealershipId === undefined) throw new Error(`Site ${site.slug}: no dealership ${slug}`);
        return { site_id: site.id, dealership_id: dealershipId };
      }),
    );
    const counts: SeedCounts = {
      manufacturers: await insertRows(tx, 'manufacturers', data.manufacturers),
      sites: await insertRows(
        tx,
        'sites',
        data.sites.map(({ dealerships: _dealerships, ...site }) => site),
      ),
      dealerships: await insertRows(tx, 'dealerships', data.dealerships),
      site_dealerships: await insertRows(tx, 'site_dealerships', siteDealerships),
      locations: await insertRows(tx, 'locations', data.locations),
      cars: await insertRows(tx, 'cars', data.cars),
      offers: await insertRows(tx, 'offers', data.offers),
      reviews: await insertRows(tx, 'reviews', data.reviews),
    };
    for (const table of IDENTITY_TABLES) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'),
                COALESCE((SELECT max(id) FROM ${table}), 1),
                (SELECT max(id) FROM ${table}) IS NOT NULL)`,
      );
    }
    return counts;
  });
}

/** True when the database already holds sites (a seeded or a real platform database). */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ seeded: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM sites) AS seeded',
  );
  return row?.seeded === true;
}
