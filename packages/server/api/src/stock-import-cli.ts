/**
 * Imports a stock feed file into one site's cars, from a terminal:
 *
 *   node --conditions=source --experimental-transform-types --disable-warning=ExperimentalWarning \
 *     packages/server/api/src/stock-import-cli.ts <file> --site <slug> [--full] \
 *     [--format csv|json] [--batch-size 5000] [--data-dir .forecourt/db] [--database-url postgres://...]
 *
 * The embedded database (PGlite) allows ONE process per data folder: do not run this while the
 * platform server runs on the same folder; import through POST /api/admin/stock instead.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Database, DataDirLockedError, migrate, openDatabase } from '@forecourt/db';
import { Presets, SingleBar } from 'cli-progress';
import { SiteDirectory } from './site-directory.ts';
import {
  importStock,
  STOCK_IMPORT_BATCH_SIZE,
  StockFeedError,
  type StockFeedFormat,
  type StockImportBatchReport,
  type StockImportReport,
} from './stock-import.ts';

export const STOCK_IMPORT_USAGE = `Usage: pnpm stock:import <file> --site <slug> [options]

Imports a CSV (header row, vehicle-stock field names) or JSON stock feed into a site's cars.

Options:
  --site <slug>          the site the feed is for (required)
  --full                 the feed is the site's whole stock: in-stock cars missing from it are marked sold
  --format csv|json      the feed format (default: from the file extension, else from its content)
  --batch-size <rows>    rows per transaction (default: ${STOCK_IMPORT_BATCH_SIZE}); each batch lands whole or
                         not at all, so an import killed midway can simply be run again
  --data-dir <folder>    the embedded database folder (default: $FORECOURT_DATA_DIR or .forecourt/db)
  --database-url <url>   use PostgreSQL instead (default: $DATABASE_URL)
  -h, --help             show this help

The embedded database allows one process per data folder: stop the platform server first, or
import through the admin API while it runs:
  curl -X POST -H "Authorization: Bearer $FORECOURT_ADMIN_KEY" -H "Content-Type: text/csv" \\
    --data-binary @<file> "http://localhost:4000/api/admin/stock?site=<slug>&full=false"
`;

export interface StockImportCliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  cwd: string;
  now: () => Date;
}

const MAX_LISTED = 20;

/** The report as the terminal shows it: counts, each rejected row's reasons, cars marked sold. */
export function formatStockImportSummary(report: StockImportReport, file: string): string {
  const lines = [
    `Imported ${file} into ${report.site}${report.full_feed ? ' (full feed)' : ''}: stock import #${report.import_id}`,
    `  Accepted:    ${report.accepted} (${report.created} created, ${report.updated} updated)`,
    ...(report.batches && report.batches.length > 0
      ? [`  Batches:     ${report.batches.length} committed, each in a transaction of its own`]
      : []),
    `  Rejected:    ${report.rejected}`,
  ];
  const rejected = report.rows.filter((row) => row.status === 'rejected');
  for (const row of rejected.slice(0, MAX_LISTED)) {
    const which = row.stocknum ? ` (stocknum ${row.stocknum})` : row.vin ? ` (vin ${row.vin})` : '';
    lines.push(`    row ${row.row}${which}: ${(row.reasons ?? []).join('; ')}`);
  }
  if (rejected.length > MAX_LISTED) {
    lines.push(`    ... and ${rejected.length - MAX_LISTED} more rejected rows`);
  }
  const sold = report.marked_sold_cars.map((car) => car.stocknum);
  lines.push(
    `  Marked sold: ${report.marked_sold}${
      sold.length > 0
        ? ` (${sold.slice(0, MAX_LISTED).join(', ')}${sold.length > MAX_LISTED ? ', ...' : ''})`
        : ''
    }`,
  );
  for (const warning of report.warnings) lines.push(`  Warning: ${warning}`);
  if (report.car_ids.length > 0) {
    lines.push(
      `  Search index: not refreshed from the command line (${report.car_ids.length} cars changed); the admin API refreshes it at once.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function feedFormatOf(file: string, content: Buffer, given: string | undefined): StockFeedFormat {
  if (given === 'csv' || given === 'json') return given;
  const extension = extname(file).toLowerCase();
  if (extension === '.json') return 'json';
  if (['.csv', '.tsv', '.txt'].includes(extension)) return 'csv';
  const first = content
    .toString('utf8', 0, 512)
    .replace(/^\uFEFF/, '')
    .trimStart()[0];
  return first === '[' || first === '{' ? 'json' : 'csv';
}

/** Progress on stderr: a bar on a terminal, otherwise a line as each batch commits. */
function progressReporter(stderr: StockImportCliIo['stderr']) {
  if (stderr.isTTY) {
    const bar = new SingleBar(
      {
        format: 'Importing stock |{bar}| {percentage}% | {value}/{total} rows',
        stream: stderr as NodeJS.WriteStream,
        hideCursor: true,
        clearOnComplete: false,
      },
      Presets.shades_classic,
    );
    let started = false;
    return {
      update: (done: number, total: number) => {
        if (!started) {
          bar.start(total, done);
          started = true;
        } else bar.update(done);
      },
      stop: () => {
        if (started) bar.stop();
      },
    };
  }
  return {
    update: (done: number, total: number, batch?: StockImportBatchReport) => {
      if (!batch) return;
      stderr.write(
        `Imported ${done}/${total} rows (batch ${batch.batch}/${batch.batches}: rows ${batch.first_row}–${batch.last_row} committed)\n`,
      );
    },
    stop: () => {},
  };
}

/** Runs the command; resolves to the exit code (0 done, 1 failed: missing file, unknown site ...). */
export async function runStockImportCli(argv: string[], io: StockImportCliIo): Promise<number> {
  const fail = (message: string) => {
    io.stderr.write(`stock:import: ${message}\n`);
    return 1;
  };
  const parse = (list: string[]) =>
    parseArgs({
      args: list,
      allowPositionals: true,
      options: {
        site: { type: 'string' },
        full: { type: 'boolean', default: false },
        format: { type: 'string' },
        'batch-size': { type: 'string' },
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${STOCK_IMPORT_USAGE}`);
  }
  const { values, positionals } = args;
  if (values.help) {
    io.stdout.write(STOCK_IMPORT_USAGE);
    return 0;
  }
  const [fileArgument, ...extra] = positionals;
  if (!fileArgument || extra.length > 0 || !values.site) {
    return fail(`give one feed file and --site <slug>.\n\n${STOCK_IMPORT_USAGE}`);
  }
  if (values.format !== undefined && values.format !== 'csv' && values.format !== 'json') {
    return fail(`--format must be csv or json, not "${values.format}".`);
  }
  const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
  if (batchSize !== undefined && (!Number.isInteger(batchSize) || batchSize < 1)) {
    return fail(`--batch-size must be a whole number above 0, not "${values['batch-size']}".`);
  }
  // pnpm runs root scripts in the root: a relative file is relative to where the command was typed.
  const file = resolve(io.env.INIT_CWD ?? io.cwd, fileArgument);
  if (!existsSync(file) || !statSync(file).isFile()) {
    return fail(`the feed file ${file} does not exist.`);
  }
  const content = readFileSync(file);
  const format = feedFormatOf(file, content, values.format);

  const databaseUrl = values['database-url'] ?? io.env.DATABASE_URL;
  const dataDir = databaseUrl
    ? undefined
    : resolve(io.cwd, values['data-dir'] ?? io.env.FORECOURT_DATA_DIR ?? '.forecourt/db');
  if (dataDir && !existsSync(dataDir)) {
    return fail(
      `there is no embedded database at ${dataDir}. Start the platform once (pnpm start) to create and seed it, or pass --data-dir <folder> or --database-url <url>.`,
    );
  }

  let db: Database | undefined;
  const progress = progressReporter(io.stderr);
  try {
    try {
      db = await openDatabase({ databaseUrl, dataDir, holder: 'stock:import' });
    } catch (error) {
      if (error instanceof DataDirLockedError) throw error;
      return fail(
        dataDir
          ? `could not open the embedded database at ${dataDir}: ${(error as Error).message}\nPGlite allows one process per data folder: if the platform server is running on it, stop the server or import through POST /api/admin/stock instead.`
          : `could not connect to PostgreSQL: ${(error as Error).message}`,
      );
    }
    await migrate(db);
    const now = io.now;
    const site = await new SiteDirectory(db, now).find(values.site);
    if (!site) return fail(`unknown site "${values.site}".`);
    const report = await importStock(db, {
      site,
      feed: content,
      format,
      fullFeed: values.full,
      now: now(),
      source: `cli:${basename(file)}`,
      onProgress: progress.update,
      batchSize,
    });
    progress.stop();
    io.stdout.write(formatStockImportSummary(report, basename(file)));
    return 0;
  } catch (error) {
    progress.stop();
    if (error instanceof StockFeedError) return fail(error.message);
    if (error instanceof DataDirLockedError) {
      return fail(
        `${error.message}\nPGlite allows one process per data folder: wait for it to finish, or while the platform server runs import through POST /api/admin/stock instead.`,
      );
    }
    return fail(`the import failed: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await db?.close().catch(() => {});
  }
}

/** True when this file is the program node was started with (not imported by a test). */
function isMainModule(): boolean {
  const invoked = process.argv[1];
  if (!invoked) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(invoked)).href;
  } catch {
    return false;
  }
}

if (isMainModule()) {
  process.exitCode = await runStockImportCli(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    now: () => new Date(),
  });
}
