import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

export interface TestDatabaseTarget {
  kind: Database['kind'];
  /** Opens a fresh, migrated database; `close()` also drops a PostgreSQL test schema. */
  open(): Promise<Database>;
}

/**
 * The databases every database test runs on: PGlite always, and PostgreSQL too when
 * DATABASE_URL is set (CI sets it). Each open() gets its own empty, migrated database.
 *
 *   describe.each(testDatabaseTargets())('leads on $kind', ({ open }) => { ... })
 */
export function testDatabaseTargets(
  databaseUrl: string | undefined = process.env.DATABASE_URL,
): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    {
      kind: 'pglite',
      open: async () => {
        const db = await openDatabase();
        await migrate(db);
        return db;
      },
    },
  ];
  if (databaseUrl) {
    targets.push({
      kind: 'postgres',
      open: async () => {
        const schema = `test_${randomBytes(6).toString('hex')}`;
        const db = await openDatabase({ databaseUrl, schema, maxConnections: 4 });
        await migrate(db);
        return {
          ...db,
          close: async () => {
            await db.close();
            const admin = new pg.Client({ connectionString: databaseUrl });
            await admin.connect();
            await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
            await admin.end();
          },
        };
      },
    });
  }
  return targets;
}
