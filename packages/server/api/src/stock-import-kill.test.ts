import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '@forecourt/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStockImportCli } from './stock-import-cli-testing.ts';
import { seedFixture } from './test-fixtures.ts';

const CARS = 20_000;
const BATCH = 500;

/** A feed of CARS new cars for the fixture dealership. */
function feed(): string {
  const lines = ['stocknum,vin,dealership_slug,year,make,model,price,km,status'];
  for (let n = 0; n < CARS; n++) {
    const vin = `KL0KF4WLB${String(n).padStart(8, '0')}`;
    lines.push(
      `KL${String(n).padStart(5, '0')},${vin},test-motors-brisbane,2021,Mazda,CX-5,${20000 + n},${n * 10},in_stock`,
    );
  }
  return `${lines.join('\n')}\n`;
}

// Stock import of spec/vehicle-stock §3 cars: each batch lands whole or not at all, and
// importing the same feed again after a crash converges on what one full import gives.
describe('stock import killed with SIGKILL midway (PGlite data folder)', {
  timeout: 180_000,
}, () => {
  let root: string;
  let dataDir: string;
  let file: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'forecourt-stock-kill-'));
    dataDir = join(root, 'db');
    file = join(root, 'kill-feed.csv');
    writeFileSync(file, feed());
    const db = await openDatabase({ dataDir });
    await migrate(db);
    await seedFixture(db);
    await db.close();
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  const args = () => [
    file,
    '--site',
    'test-motors',
    '--batch-size',
    String(BATCH),
    '--data-dir',
    dataDir,
  ];

  it('keeps whole batches only, and a re-run lands every car exactly once', async () => {
    const killed = await runStockImportCli(args(), { killAfterBatches: 2 });
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.stdout).not.toContain('Imported kill-feed.csv');

    const db = await openDatabase({ dataDir });
    let landed: number;
    try {
      const [cars] = await db.query<{ n: number; distinct: number }>(
        "SELECT count(*)::int AS n, count(DISTINCT stocknum)::int AS distinct FROM cars WHERE stocknum LIKE 'KL%'",
      );
      const [saved] = await db.query<{ accepted: number; report: Record<string, unknown> }>(
        'SELECT accepted, report FROM stock_imports ORDER BY id DESC LIMIT 1',
      );
      landed = cars?.n ?? -1;
      expect(landed).toBeGreaterThanOrEqual(2 * BATCH);
      expect(landed).toBeLessThan(CARS);
      expect(landed % BATCH).toBe(0);
      expect(cars?.distinct).toBe(landed);
      expect(saved).toMatchObject({
        accepted: landed,
        report: { finished: false, rows_landed: landed, total: CARS },
      });
      // Batches land in feed order: what landed is the feed's first rows.
      const [last] = await db.query<{ max: string }>(
        "SELECT max(stocknum) AS max FROM cars WHERE stocknum LIKE 'KL%'",
      );
      expect(last?.max).toBe(`KL${String(landed - 1).padStart(5, '0')}`);
    } finally {
      await db.close();
    }

    const again = await runStockImportCli(args());
    expect(again.stderr).not.toMatch(/stock:import:/);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(
      `  Accepted:    ${CARS} (${CARS - landed} created, ${landed} updated)`,
    );
    expect(again.stderr).toContain(
      `Imported ${CARS}/${CARS} rows (batch ${CARS / BATCH}/${CARS / BATCH}: rows ${CARS - BATCH + 1}–${CARS} committed)`,
    );

    const after = await openDatabase({ dataDir });
    try {
      const [cars] = await after.query<{ n: number; distinct: number; slugs: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT stocknum)::int AS distinct,
                count(DISTINCT slug)::int AS slugs FROM cars WHERE stocknum LIKE 'KL%'`,
      );
      expect(cars).toEqual({ n: CARS, distinct: CARS, slugs: CARS });
      const [saved] = await after.query<{ report: Record<string, unknown> }>(
        'SELECT report FROM stock_imports ORDER BY id DESC LIMIT 1',
      );
      expect(saved?.report).toMatchObject({ finished: true, rows_landed: CARS, rejected: 0 });
    } finally {
      await after.close();
    }
  });
});
