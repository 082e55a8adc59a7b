import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireDataDirLock, migrate, openDatabase } from '@forecourt/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockImportReport } from './stock-import.ts';
import { formatStockImportSummary } from './stock-import-cli.ts';
import { runStockImportCli } from './stock-import-cli-testing.ts';
import { seedFixture } from './test-fixtures.ts';

const runCli = (args: string[], env: Record<string, string | undefined> = {}) =>
  runStockImportCli(args, { env });

const HERE = dirname(fileURLToPath(import.meta.url));
const SAMPLE_CSV = resolve(HERE, '../test-feeds/sample-stock.csv');

// Each case starts one or more Node processes that open PGlite: slow on a busy 2-core machine.
describe('stock:import command line (PGlite data folder)', { timeout: 120_000 }, () => {
  let root: string;
  let dataDir: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'forecourt-stock-cli-'));
    dataDir = join(root, 'db');
    const db = await openDatabase({ dataDir });
    await migrate(db);
    await seedFixture(db);
    await db.close();
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('imports a full CSV feed, prints the summary and exits 0', async () => {
    const run = await runCli([
      SAMPLE_CSV,
      '--site',
      'test-motors',
      '--full',
      '--data-dir',
      dataDir,
    ]);
    expect(run.stderr).not.toMatch(/stock:import:/);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Imported sample-stock.csv into test-motors (full feed)');
    expect(run.stdout).toContain('  Accepted:    6 (5 created, 1 updated)');
    expect(run.stdout).toContain('  Rejected:    0');
    expect(run.stdout).toContain('  Marked sold: 1 (TM003)');
    expect(run.stderr).toContain('Imported 6/6 rows');
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const db = await openDatabase({ dataDir });
    try {
      const cars = await db.query<{ stocknum: string; status: string }>(
        'SELECT stocknum, status FROM cars WHERE dealership_id = 1 ORDER BY stocknum',
      );
      expect(cars.map((car) => `${car.stocknum}:${car.status}`)).toEqual([
        'TM001:in_stock',
        'TM002:sold',
        'TM003:sold',
        'TM101:in_stock',
        'TM102:in_stock',
        'TM103:coming_soon',
        'TM104:in_stock',
        'TM105:in_stock',
      ]);
      const [saved] = await db.query<{ source: string }>(
        'SELECT source FROM stock_imports ORDER BY id DESC LIMIT 1',
      );
      expect(saved?.source).toBe('cli:sample-stock.csv');
    } finally {
      await db.close();
    }
  });

  it('exits 1 for an unknown site', async () => {
    const run = await runCli([SAMPLE_CSV, '--site', 'no-such-site', '--data-dir', dataDir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('stock:import: unknown site "no-such-site".');
  });

  it('exits 1 for a missing file, a missing data folder or missing arguments', async () => {
    const missingFile = await runCli([join(root, 'nope.csv'), '--site', 'test-motors']);
    expect(missingFile.code).toBe(1);
    expect(missingFile.stderr).toContain(`the feed file ${join(root, 'nope.csv')} does not exist.`);
    const missingDb = await runCli([SAMPLE_CSV, '--site', 'test-motors'], {
      FORECOURT_DATA_DIR: join(root, 'missing'),
    });
    expect(missingDb.code).toBe(1);
    expect(missingDb.stderr).toContain(`there is no embedded database at ${join(root, 'missing')}`);
    const noSite = await runCli([SAMPLE_CSV]);
    expect(noSite.code).toBe(1);
    expect(noSite.stderr).toContain('Usage: pnpm stock:import <file> --site <slug>');
  });

  it('refuses a data folder another process holds: PGlite allows one process per folder', async () => {
    const lock = acquireDataDirLock(dataDir, 'platform server');
    try {
      const run = await runCli([SAMPLE_CSV, '--site', 'test-motors', '--data-dir', dataDir]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `The embedded database at ${dataDir} is in use by process ${process.pid} (platform server).`,
      );
      expect(run.stderr).toContain('POST /api/admin/stock');
    } finally {
      lock.release();
    }
  });
});

describe('formatStockImportSummary', () => {
  it('lists each rejected row with its reasons', () => {
    const report: StockImportReport = {
      import_id: 7,
      site: 'test-motors',
      source: 'cli:feed.csv',
      format: 'csv',
      full_feed: false,
      total: 3,
      accepted: 1,
      rejected: 2,
      created: 1,
      updated: 0,
      marked_sold: 0,
      marked_sold_cars: [],
      rows: [
        { row: 1, stocknum: 'TM1', status: 'created', car_id: 9 },
        {
          row: 2,
          stocknum: 'TM2',
          status: 'rejected',
          reasons: ['price: must be a number', 'vin: must be 17 characters'],
        },
        { row: 3, status: 'rejected', reasons: ['stocknum: is required'] },
      ],
      car_ids: [9],
      warnings: ['Ignored unknown fields: colour_code.'],
    };
    expect(formatStockImportSummary(report, 'feed.csv')).toBe(
      [
        'Imported feed.csv into test-motors: stock import #7',
        '  Accepted:    1 (1 created, 0 updated)',
        '  Rejected:    2',
        '    row 2 (stocknum TM2): price: must be a number; vin: must be 17 characters',
        '    row 3: stocknum: is required',
        '  Marked sold: 0',
        '  Warning: Ignored unknown fields: colour_code.',
        '  Search index: not refreshed from the command line (1 cars changed); the admin API refreshes it at once.',
        '',
      ].join('\n'),
    );
  });
});
