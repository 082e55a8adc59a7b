import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from './config.ts';
import { type SpawnedServer, spawnServer } from './spawn-server.ts';

describe('server workers (issue 16: WEB_CONCURRENCY / --workers)', () => {
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

/** A POST over a new connection (so the cluster hands it to the next worker). */
function post(
  base: string,
  path: string,
  body: unknown,
): Promise<{ status: number; worker: string | undefined }> {
  const url = new URL(base);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          connection: 'close',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            worker: res.headers['x-forecourt-worker'] as string | undefined,
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
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    server = await spawnServer(
      {
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: '2',
        FORECOURT_DATA_DIR: dir,
        FORECOURT_ADMIN_KEY: 'cluster-admin',
        // Three leads a minute per client: counted across both workers, in PostgreSQL.
        FORECOURT_RATE_LIMITS: 'leads.client=3/60',
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
      answers.push(await post(server?.url ?? '', '/api/leads', lead));
    }
    // Both workers answered (connections go round-robin)…
    expect(new Set(answers.map((answer) => answer.worker))).toEqual(new Set(['1', '2']));
    // …and the limit of three held for the client across them: no worker allowed three of its own.
    expect(answers.slice(0, 3).map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers.slice(3).map((answer) => answer.status)).toEqual([429, 429, 429, 429, 429]);
  });
});
