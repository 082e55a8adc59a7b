import { randomBytes } from 'node:crypto';
// `pnpm bench:api` — leads per second and latency at a fixed rate, on PGlite and (when
// DATABASE_URL is set) PostgreSQL. The server runs in its own process, as in production; the
// load comes from autocannon in this process over loopback. Requests are bounded in count and
// time. Prints a table of medians from this one run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnServer } from '../src/spawn-server.ts';

const lead = JSON.stringify({
  site: 'sunshine-used-cars',
  category: 'General Enquiry',
  name: 'Bench',
  last_name: 'Mark',
  email: 'bench@example.com',
  phone: '0412345678',
  postcode: '4000',
  message: 'Benchmark enquiry',
});

interface Row {
  database: string;
  workload: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function benchTarget(database: string, env: Record<string, string>): Promise<Row[]> {
  // The bench posts thousands of leads from one client: rate limits off, or it measures 429s.
  const server = await spawnServer({ ...env, FORECOURT_RATE_LIMITS: 'off' });
  const base = {
    url: `${server.url}/api/leads`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: lead,
  };
  try {
    await run({ ...base, connections: 8, amount: 300 }); // warm-up
    const throughput = await run({ ...base, connections: 32, amount: 5_000, timeout: 30 });
    // autocannon's coordinated-omission correction assumes an expected interval of
    // ceil(1 / rate) = 1 ms for a rate-limited connection (rate is per second, so it should be
    // 100 ms here): every X ms response is recorded X times (X, X-1, ..., 1), so one slow response
    // fills the tail. Latencies are recorded as measured. (autocannon 9 also sends each second's
    // 100 requests as a burst at the start of the second, 10 back to back per connection.)
    const fixed = await run({
      ...base,
      connections: 10,
      overallRate: 100,
      duration: 10,
      ignoreCoordinatedOmission: true,
    });
    const row = (workload: string, r: autocannon.Result): Row => ({
      database,
      workload,
      requests: r.requests.total,
      // r.duration is in whole seconds (5,000 requests read 714, 833 or 1,000/s); use the clock.
      rps:
        Math.round((r.requests.total / ((r.finish.getTime() - r.start.getTime()) / 1000)) * 10) /
        10,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx + r.timeouts,
    });
    return [row('max throughput (32 conns)', throughput), row('fixed 100 leads/s', fixed)];
  } finally {
    await server.stop('SIGTERM');
  }
}

const rows: Row[] = [];
const dataDir = await mkdtemp(join(tmpdir(), 'forecourt-bench-'));
try {
  // An empty DATABASE_URL keeps the embedded PGlite even when one is set for the PostgreSQL run.
  rows.push(...(await benchTarget('PGlite', { FORECOURT_DATA_DIR: dataDir, DATABASE_URL: '' })));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const pgDir = await mkdtemp(join(tmpdir(), 'forecourt-bench-pg-'));
  try {
    rows.push(
      ...(await benchTarget('PostgreSQL', {
        DATABASE_URL: url.toString(),
        FORECOURT_DATA_DIR: pgDir,
      })),
    );
  } finally {
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await rm(pgDir, { recursive: true, force: true });
  }
} else {
  console.log('DATABASE_URL is not set: PostgreSQL skipped.');
}

console.log(
  '\nPOST /api/leads (latency in ms; targets: ≥1,000/s PostgreSQL, ≥300/s PGlite, p99 ≤ 50 ms at 100/s)',
);
console.table(rows);
