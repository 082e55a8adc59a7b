// `pnpm bench:stock [--cars 10000] [--db pglite|postgres|both] [--data-dir <folder>]` — a stock
// feed of --cars cars imported through importStock (what POST /api/admin/stock and
// `pnpm stock:import` run): the first import creates every car, the second updates every car
// (a dealer's nightly full feed). Prints rows per second and the resident memory of this process.
// PGlite runs on a data folder (durable, as the server runs it); PostgreSQL needs DATABASE_URL
// and uses a schema of its own, dropped afterwards. The default of 10,000 cars takes well under a
// minute; the README's figures are at --cars 100000. CI does not run benchmarks.
//
// --pages: also, at 4,000 cars and at --cars, what a site render pays for the stock through the
// platform API in process (as the site loaders call it): the whole feed (built, sent, parsed:
// what every change cost a renderer before change lists), the per-render check before (the
// feed's ETag revalidation) and now (`stock-changes.json` since the version held), and the
// freshness of a one-car import: from its acknowledgement until the change list a renderer asks
// for next shows the new car, a price change and a car sold (each the median of --runs).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPlatformApi, importStock, SiteDirectory } from '@forecourt/api';
import { type Database, migrate, openDatabase } from '@forecourt/db';
import pg from 'pg';
import pino from 'pino';
import { benchCarCells, benchStockFeed, STOCK_FEED_COLUMNS } from './stock-feed.ts';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '10000' },
    db: { type: 'string', default: 'both' },
    pages: { type: 'boolean', default: false },
    runs: { type: 'string', default: '7' },
  },
});
const runs = Number(values.runs);
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

interface PageRow {
  database: string;
  cars: number;
  'whole feed ms': number;
  'feed MB': number;
  'per render before ms': number;
  'per render now ms': number;
  'new car visible ms': number;
  'price change visible ms': number;
  'sold visible ms': number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 10) / 10;
};

/** The --pages figures at `count` cars on a fresh database. */
async function benchPages(database: string, db: Database, count: number): Promise<PageRow> {
  await migrate(db);
  const site = await seedSite(db);
  await importStock(db, {
    site,
    feed: benchStockFeed(count, DEALERSHIP),
    format: 'csv',
    fullFeed: true,
    now: new Date(),
    source: 'bench',
  });
  const adminKey = 'bench-admin-key';
  const api = createPlatformApi({
    db,
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
    adminKey,
    codeSender: { send: async () => undefined },
    development: false,
  });
  const call = (path: string, init?: RequestInit) =>
    api.app.fetch(new Request(`http://bench.local${path}`, init));
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const value = await work();
    return { ms: performance.now() - started, value };
  };
  const whole: number[] = [];
  let bytes = 0;
  let etag = '';
  let version = '';
  for (let i = 0; i < Math.max(3, Math.ceil(runs / 2)); i++) {
    const { ms } = await timed(async () => {
      const response = await call('/api/sites/bench/stock.json');
      const text = await response.text();
      bytes = text.length;
      JSON.parse(text);
      etag = response.headers.get('etag') ?? '';
      version = response.headers.get('x-stock-version') ?? '';
    });
    whole.push(ms);
  }
  const before: number[] = [];
  const now: number[] = [];
  for (let i = 0; i < runs * 3; i++) {
    before.push(
      (
        await timed(async () => {
          const response = await call('/api/sites/bench/stock.json', {
            headers: { 'if-none-match': etag },
          });
          if (response.status !== 304) throw new Error(`revalidation answered ${response.status}`);
        })
      ).ms,
    );
    now.push(
      (
        await timed(async () =>
          (await call(`/api/sites/bench/stock-changes.json?since=${version}`)).json(),
        )
      ).ms,
    );
  }
  // One-car imports through the admin API: from the acknowledgement to the change list showing it.
  const visible = async (cells: string[], check: (car: Record<string, unknown>) => boolean) => {
    const held = version;
    const response = await call('/api/admin/stock?site=bench', {
      method: 'POST',
      headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'text/csv' },
      body: `${STOCK_FEED_COLUMNS.join(',')}\n${cells.join(',')}\n`,
    });
    if (response.status !== 200) throw new Error(`import answered ${response.status}`);
    await response.json();
    const { ms, value } = await timed(
      async () =>
        (await (await call(`/api/sites/bench/stock-changes.json?since=${held}`)).json()) as {
          version: string;
          cars: Record<string, unknown>[];
        },
    );
    if (!value.cars.some(check)) throw new Error('the change list does not show the import');
    version = value.version;
    return ms;
  };
  const fresh = { added: [] as number[], price: [] as number[], sold: [] as number[] };
  for (let i = 0; i < runs; i++) {
    const n = count + i;
    const stocknum = `B${String(n).padStart(7, '0')}`;
    fresh.added.push(
      await visible(benchCarCells(n, DEALERSHIP), (car) => car.stocknum === stocknum),
    );
    fresh.price.push(
      await visible(
        benchCarCells(n, DEALERSHIP, { price: 1234 + i }),
        (car) => car.stocknum === stocknum && car.price === 1234 + i,
      ),
    );
    fresh.sold.push(
      await visible(
        benchCarCells(n, DEALERSHIP, { status: 'sold' }),
        (car) => car.stocknum === stocknum && car.status === 'sold',
      ),
    );
  }
  return {
    database,
    cars: count,
    'whole feed ms': median(whole),
    'feed MB': Math.round(bytes / 104_857.6) / 10,
    'per render before ms': median(before),
    'per render now ms': median(now),
    'new car visible ms': median(fresh.added),
    'price change visible ms': median(fresh.price),
    'sold visible ms': median(fresh.sold),
  };
}

/** Runs `work` on a fresh PGlite folder or PostgreSQL schema, removed afterwards. */
async function onFreshDatabase<T>(
  kind: 'PGlite' | 'PostgreSQL',
  databaseUrl: string | undefined,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  if (kind === 'PGlite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'forecourt-stock-bench-'));
    const db = await openDatabase({ dataDir, holder: 'bench:stock' });
    try {
      return await work(db);
    } finally {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ databaseUrl, schema });
  try {
    return await work(db);
  } finally {
    await db.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
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

if (values.pages) {
  const pageRows: PageRow[] = [];
  const sizes = [...new Set([4000, cars])];
  const kinds: ('PGlite' | 'PostgreSQL')[] = [];
  if (values.db !== 'postgres') kinds.push('PGlite');
  if (values.db !== 'pglite' && process.env.DATABASE_URL) kinds.push('PostgreSQL');
  for (const kind of kinds) {
    for (const size of sizes) {
      pageRows.push(
        await onFreshDatabase(kind, process.env.DATABASE_URL, (db) => benchPages(kind, db, size)),
      );
    }
  }
  console.table(pageRows);
}
