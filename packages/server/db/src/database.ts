import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';

export type Row = Record<string, unknown>;

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** One interface over PGlite (embedded) and PostgreSQL (DATABASE_URL): the same SQL runs on both. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * The PostgreSQL connection pool (absent on PGlite), for libraries that take a `pg` pool
   * themselves, such as the shared rate-limit store. Queries of the app go through `query`.
   */
  readonly pool?: pg.Pool;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL. When absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (created when missing); tests use one schema each. */
  schema?: string | undefined;
  /** Who opens an embedded data dir, shown to a second process that finds it locked. */
  holder?: string | undefined;
  /** PostgreSQL pool size. */
  maxConnections?: number | undefined;
}

// Both drivers return the same JavaScript values: numbers for numeric and int8, ISO strings
// for `date` (never a local-time Date), Date for timestamptz, objects for jsonb.
const NUMERIC = 1700;
const INT8 = 20;
const DATE = 1082;
const parseNumber = (value: string) => Number(value);
const keepText = (value: string) => value;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPGlite(options);
}

async function openPGlite(options: OpenDatabaseOptions): Promise<Database> {
  // PGlite does not notice a second process on the same folder (both would write and corrupt
  // it), so an embedded data dir is locked for as long as it is open.
  const lock = options.dataDir
    ? acquireDataDirLock(options.dataDir, options.holder ?? 'forecourt')
    : undefined;
  let db: PGlite;
  try {
    // relaxedDurability stays off: a lead acknowledged to a shopper must be on disk.
    db = await PGlite.create(options.dataDir, {
      relaxedDurability: false,
      parsers: { [NUMERIC]: parseNumber, [INT8]: parseNumber, [DATE]: keepText },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const run = async <T>(
    target: Pick<PGlite, 'query'>,
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]> => (await target.query<T>(sql, params ? [...params] : undefined)).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (fn) =>
      db.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    close: async () => {
      try {
        await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}

const pgTypes = {
  getTypeParser(oid: number, format?: string) {
    if (oid === NUMERIC || oid === INT8) return parseNumber;
    if (oid === DATE) return keepText;
    // biome-ignore lint/suspicious/noExplicitAny: pg's own overloads
    return (pg.types.getTypeParser as any)(oid, format);
  },
};

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<Database> {
  const schema = options.schema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Invalid schema name ${schema}`);
  if (schema) {
    const setup = new pg.Client({ connectionString: databaseUrl });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    types: pgTypes,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const run = async <T>(
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]> => (await client.query(sql, params ? [...params] : undefined)).rows as T[];
  return {
    kind: 'postgres',
    pool,
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
