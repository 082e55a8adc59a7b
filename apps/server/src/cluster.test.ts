import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from './config.ts';
import { type SpawnedServer, spawnServer } from './spawn-server.ts';

describe('server workers (WEB_CONCURRENCY / --workers)', () => {
  it('runs one process on the embedded PGlite, whatever is asked, and says why', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'forecourt-workers-'));
    try {
      const env = { FORECOURT_DATA_DIR: dir, FORECOURT_ADMIN_KEY: 'k', WEB_CONCURRENCY: '4' };
      const embedded = await readServerConfig(env, dir);
      expect(embedded.workers).toBe(1);
      expect(embedded.workersNote).toMatch(/PGlite database serves one process/);
      const postgres = await readServerConfig({ ...env, DATABASE_URL: 'postgres://db/x' }, dir);
      expect(postgres.workers).toBe(4);
      expect(postgres.workersNote).toBeUndefined();
      // --workers overrides WEB_CONCURRENCY; the default is one.
      expect(
        (await readServerConfig({ ...env, DATABASE_URL: 'postgres://db/x' }, dir, '2')).workers,
      ).toBe(2);
      expect(
        (await readServerConfig({ FORECOURT_DATA_DIR: dir, FORECOURT_ADMIN_KEY: 'k' }, dir))
          .workers,
      ).toBe(1);
      await expect(readServerConfig({ ...env, WEB_CONCURRENCY: '0' }, dir)).rejects.toThrow(
        /WEB_CONCURRENCY/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const SLUG = 'sunshine-used-cars';

/** A site build listing the site's cars of one stock number, cacheable (as the page-cache test's). */
const fakeServerBuild = `
export const usesCspNonce = true;
export function createSiteHandler({ platformFetch }) {
  return async (request) => {
    const url = new URL(request.url);
    const feed = await platformFetch(new Request(url.origin + '/api/sites/${SLUG}/stock.json'));
    const stock = await feed.json();
    const mine = stock.cars.filter((car) => car.stocknum === 'CLUSTER1');
    return new Response('<ul>' + mine.map((car) => '<li>' + car.make + ' ' + car.model + '</li>').join('') + '</ul>', {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=300' },
    });
  };
}
`;

interface Answer {
  status: number;
  worker: string | undefined;
  cache: string | undefined;
  body: string;
}

/** A request over a new connection (so the cluster hands it to the next worker). */
function send(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(base);
  const text = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: init.method ?? (text ? 'POST' : 'GET'),
        agent: false,
        headers: {
          connection: 'close',
          ...(text
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }
            : {}),
          ...init.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            worker: res.headers['x-forecourt-worker'] as string | undefined,
            cache: res.headers['x-forecourt-page-cache'] as string | undefined,
            body,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

// Two workers need PostgreSQL (DATABASE_URL, as the API tests on PostgreSQL): a database of
// their own is made for the run and dropped after.
const databaseUrl = process.env.DATABASE_URL;
describe.each(databaseUrl ? [databaseUrl] : [])('two workers on PostgreSQL (%s)', (adminUrl) => {
  const database = `forecourt_cluster_${randomBytes(5).toString('hex')}`;
  let dir: string;
  let server: SpawnedServer | undefined;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    dir = await mkdtemp(join(tmpdir(), 'forecourt-cluster-'));
    await mkdir(join(dir, 'sites', SLUG, 'server'), { recursive: true });
    await mkdir(join(dir, 'sites', SLUG, 'client'), { recursive: true });
    await writeFile(join(dir, 'sites', SLUG, 'server', 'package.json'), '{ "type": "module" }\n');
    await writeFile(join(dir, 'sites', SLUG, 'server', 'index.js'), fakeServerBuild);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    server = await spawnServer(
      {
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: '2',
        FORECOURT_DATA_DIR: dir,
        FORECOURT_SITES_DIR: join(dir, 'sites'),
        FORECOURT_ADMIN_KEY: 'cluster-admin',
        // Three leads a minute per client, counted across both workers: in Redis when REDIS_URL
        // is set (CI sets it), else in PostgreSQL.
        FORECOURT_RATE_LIMITS: 'leads.client=3/60',
        // Counters of this run only: other servers of the test suite share the Redis (and its
        // 127.0.0.1 client) at the same time.
        FORECOURT_RATE_LIMIT_NAMESPACE: `cluster-test-${process.pid}-${Date.now()}`,
        REDIS_URL: process.env.REDIS_URL ?? '',
      },
      { startTimeoutMs: 240_000 },
    );
  }, 300_000);

  afterAll(async () => {
    await server?.stop('SIGTERM');
    await rm(dir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }, 60_000);

  it('serves from both workers and counts one rate limit across them', async () => {
    const lead = {
      site: 'sunshine-used-cars',
      category: 'General Enquiry',
      name: 'Cluster',
      last_name: 'Test',
      email: 'cluster.test@example.com',
      phone: '0412345678',
      postcode: '4000',
      message: 'Two workers, one limit',
    };
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push(await send(server?.url ?? '', '/api/leads', { body: lead }));
    }
    // Both workers answered (connections go round-robin)…
    expect(new Set(answers.map((answer) => answer.worker))).toEqual(new Set(['1', '2']));
    // …and the limit of three held for the client across them: no worker allowed three of its own.
    expect(answers.slice(0, 3).map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers.slice(3).map((answer) => answer.status)).toEqual([429, 429, 429, 429, 429]);
  });

  it("drops a site's cached pages and refreshes the embedded search in every worker when one worker imports stock", async () => {
    const base = server?.url ?? '';
    const host = { host: `${SLUG}.localhost:${new URL(base).port}` };
    // Fill and hit each worker's cache.
    const warm = [];
    for (let i = 0; i < 6; i++) warm.push(await send(base, '/', { headers: host }));
    const hits = warm.filter((answer) => answer.cache === 'HIT');
    expect(new Set(hits.map((answer) => answer.worker))).toEqual(new Set(['1', '2']));
    expect(warm.every((answer) => !answer.body.includes('Cluster Car'))).toBe(true);
    const imported = await send(base, `/api/admin/stock?site=${SLUG}`, {
      headers: { authorization: 'Bearer cluster-admin' },
      body: [
        {
          stocknum: 'CLUSTER1',
          status: 'in_stock',
          year: 2024,
          make: 'Cluster',
          model: 'Car',
          price: 20000,
        },
      ],
    });
    expect(imported.status).toBe(200);
    // The primary relays the change to the other worker (one IPC hop): give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = [];
    for (let i = 0; i < 4; i++) after.push(await send(base, '/', { headers: host }));
    expect(new Set(after.map((answer) => answer.worker))).toEqual(new Set(['1', '2']));
    for (const answer of after) expect(answer.body).toContain('<li>Cluster Car</li>');
    // Each worker's embedded search index has the imported car too, not only the importer's.
    const searches = [];
    for (let i = 0; i < 4; i++) {
      searches.push(
        await send(base, '/search/indexes/cars/search', { headers: host, body: { q: 'Cluster' } }),
      );
    }
    expect(new Set(searches.map((answer) => answer.worker))).toEqual(new Set(['1', '2']));
    for (const answer of searches) {
      expect(answer.status).toBe(200);
      const { hits } = JSON.parse(answer.body) as { hits: { make: string }[] };
      expect(hits.map((hit) => hit.make)).toContain('Cluster');
    }
  });
});
