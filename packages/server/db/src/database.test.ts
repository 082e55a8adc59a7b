import { describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations.ts';
import { testDatabaseTargets } from './testing.ts';

describe.each(testDatabaseTargets())('database on $kind', ({ open }) => {
  it('applies every migration once, and again applies nothing', async () => {
    const db = await open();
    try {
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
      expect(rows.map((row) => row.id)).toEqual(MIGRATIONS.map((m) => m.id));
    } finally {
      await db.close();
    }
  });

  it('returns numbers for numeric columns and ISO strings for dates on both drivers', async () => {
    const db = await open();
    try {
      const [row] = await db.query<{ price: unknown; day: unknown; big: unknown; at: unknown }>(
        `SELECT 12345.50::numeric(12,2) AS price, '2026-03-05'::date AS day,
                9007199254740::int8 AS big, now() AS at`,
      );
      expect(row).toMatchObject({ price: 12345.5, day: '2026-03-05', big: 9007199254740 });
      expect(row?.at).toBeInstanceOf(Date);
    } finally {
      await db.close();
    }
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    const db = await open();
    try {
      await db.transaction(async (tx) => {
        await tx.query(`INSERT INTO manufacturers (name, slug) VALUES ('Abarth', 'abarth')`);
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`INSERT INTO manufacturers (name, slug) VALUES ('Audi', 'audi')`);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const rows = await db.query<{ slug: string }>('SELECT slug FROM manufacturers');
      expect(rows.map((row) => row.slug)).toEqual(['abarth']);
    } finally {
      await db.close();
    }
  });
});
