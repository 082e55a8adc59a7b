// `pnpm bench:stock [--cars 10000] [--db pglite|postgres|both] [--data-dir <folder>]` — a stock
// feed of --cars cars imported through importStock (what POST /api/admin/stock and
// `pnpm stock:import` run): the first import creates every car, the second updates every car
// (a dealer's nightly full feed). Prints rows per second and the resident memory of this process.
// PGlite runs on a data folder (durable, as the server runs it); PostgreSQL needs DATABASE_URL
// and uses a schema of its own, dropped afterwards. The default of 10,000 cars takes well under a
// minute; the README's figures are at --cars 100000. CI does not run benchmarks.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { importStock, SiteDirectory } from '@forecourt/api';
import { type Database, migrate, openDatabase } from '@forecourt/db';
import pg from 'pg';
import { benchStockFeed } from './stock-feed.ts';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '10000' },
    db: { type: 'string', default: 'both' },
  },
});
const cars = Number(values.cars);
if (!Number.isInteger(cars) || cars < 1) throw new Error('--cars must be a whole number above 0');
if (!['pglite', 'postgres', 'both'].includes(values.db as string)) {
  throw new Error('--db must be pglite, postgres or both');
}

interface Row {
  database: string;
  cars: number;
  phase: string;
  seconds: number;
  rowsPerSecond: number;
  rssMb: number;
}

const DEALERSHIP = 'bench-motors';

/** One site with one dealership and location: the feed's cars all go there. */
async function seedSite(db: Database) {
  await db.query(
    `INSERT INTO sites (slug, name, template, domains, config)
     VALUES ('bench', 'Bench Motors', 'classic', '{}', '{"slug":"bench","name":"Bench Motors","template":"classic"}')`,
  );
  await db.query(
    `INSERT INTO dealerships (slug, name, phone, email)
     VALUES ($1, 'Bench Motors', '07 3000 0000', 'sales@bench.example')`,
    [DEALERSHIP],
  );
  await db.query(
    `INSERT INTO site_dealerships (site_id, dealership_id)
     SELECT s.id, d.id FROM sites s, dealerships d WHERE s.slug = 'bench' AND d.slug = $1`,
    [DEALERSHIP],
  );
  await db.query(
    `INSERT INTO locations (dealership_id, name, slug, "primary", location_type, street, city, state, postcode, opening_hours, distribution_locations)
     SELECT id, 'Bench Motors', 'bench-motors', true, 'sales', '1 Main Street', 'Brisbane City', 'QLD', '4000', '[]', '[]'
       FROM dealerships WHERE slug = $1`,
    [DEALERSHIP],
  );
  return new SiteDirectory(db, () => new Date()).get('bench');
}

async function benchDatabase(database: string, db: Database): Promise<Row[]> {
  await migrate(db);
  const site = await seedSite(db);
  const feed = benchStockFeed(cars, DEALERSHIP);
  const rows: Row[] = [];
  for (const phase of ['create', 'update']) {
    const started = performance.now();
    const report = await importStock(db, {
      site,
      feed,
      format: 'csv',
      fullFeed: true,
      now: new Date(),
      source: 'bench',
    });
    const seconds = (performance.now() - started) / 1000;
    if (report.accepted !== cars) {
      throw new Error(`${database} ${phase}: ${report.accepted} of ${cars} rows accepted`);
    }
    rows.push({
      database,
      cars,
      phase: `${phase} (full feed)`,
      seconds: Math.round(seconds * 10) / 10,
      rowsPerSecond: Math.round(cars / seconds),
      rssMb: Math.round(process.memoryUsage().rss / 1_048_576),
    });
  }
  return rows;
}

const rows: Row[] = [];
if (values.db !== 'postgres') {
  const dataDir = await mkdtemp(join(tmpdir(), 'forecourt-stock-bench-'));
  const db = await openDatabase({ dataDir, holder: 'bench:stock' });
  try {
    rows.push(...(await benchDatabase('PGlite', db)));
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
if (values.db !== 'pglite') {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('DATABASE_URL is not set: PostgreSQL skipped.');
  } else {
    const schema = `bench_${randomBytes(6).toString('hex')}`;
    const db = await openDatabase({ databaseUrl, schema });
    try {
      rows.push(...(await benchDatabase('PostgreSQL', db)));
    } finally {
      await db.close();
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  }
}
console.table(rows);
