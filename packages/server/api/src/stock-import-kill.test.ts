import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase } from '@forecourt/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixture } from './test-fixtures.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, 'stock-import-cli.ts');
const CARS = 20_000;
const BATCH = 500;

/**
 * The workspace's Node 22 binary (it runs .ts files), else the one running the tests: the binary
 * itself, not node_modules/.bin/node (a shell wrapper), so that SIGKILL reaches the import.
 */
function workspaceNode(): string {
  for (let dir = HERE; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', '.bin', 'node');
    if (existsSync(candidate)) {
      return execFileSync(candidate, ['-p', 'process.execPath'], { encoding: 'utf8' }).trim();
    }
  }
  return process.execPath;
}

/**
 * Runs `pnpm stock:import` in a child process; with `killAfter` it sends SIGKILL as soon as the
 * child reports that many batches committed (mid-import, another batch already in flight).
 */
function importFeed(
  args: string[],
  killAfter?: number,
): Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }> {
  const env: Record<string, string | undefined> = { ...process.env };
  delete env.DATABASE_URL;
  delete env.FORECOURT_DATA_DIR;
  delete env.INIT_CWD;
  return new Promise((done, fail) => {
    const child = spawn(
      workspaceNode(),
      [
        '--conditions=source',
        '--experimental-transform-types',
        '--disable-warning=ExperimentalWarning',
        CLI,
        ...args,
      ],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const committed = stderr.match(/rows \d+–\d+ committed/g)?.length ?? 0;
      if (killAfter !== undefined && committed >= killAfter) child.kill('SIGKILL');
    });
    child.on('error', fail);
    child.on('close', (code, signal) => done({ code, signal, stdout, stderr }));
  });
}

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
    const killed = await importFeed(args(), 2);
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

    const again = await importFeed(args());
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
