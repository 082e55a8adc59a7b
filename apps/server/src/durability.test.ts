import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './spawn-server.ts';

const ADMIN_KEY = 'durability-admin-key';

const lead = {
  site: 'sunshine-used-cars',
  category: 'General Enquiry',
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412345678',
  postcode: '4000',
  message: 'Please call me about finance.',
};

async function postLead(url: string, key: string) {
  const response = await fetch(`${url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(lead),
  });
  return { status: response.status, body: (await response.json()) as { lead_id: string } };
}

async function leadIds(url: string): Promise<string[]> {
  const response = await fetch(`${url}/api/admin/leads?format=json`, {
    headers: { authorization: `Bearer ${ADMIN_KEY}` },
  });
  return ((await response.json()) as { leads: { id: string }[] }).leads.map((l) => l.id);
}

const targets: {
  kind: string;
  env: () => Promise<Record<string, string>>;
  cleanup: () => Promise<void>;
}[] = [];
const dataDir = await mkdtemp(join(tmpdir(), 'forecourt-durability-'));
targets.push({
  kind: 'pglite',
  // An empty DATABASE_URL keeps the embedded PGlite even when CI sets one for PostgreSQL.
  env: async () => ({ FORECOURT_DATA_DIR: dataDir, DATABASE_URL: '' }),
  cleanup: () => rm(dataDir, { recursive: true, force: true }),
});
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const schema = `durability_${randomBytes(6).toString('hex')}`;
  const pgDataDir = await mkdtemp(join(tmpdir(), 'forecourt-durability-pg-'));
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  targets.push({
    kind: 'postgres',
    env: async () => {
      await admin(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return { DATABASE_URL: url.toString(), FORECOURT_DATA_DIR: pgDataDir };
    },
    cleanup: async () => {
      await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await rm(pgDataDir, { recursive: true, force: true });
    },
  });
}

describe.each(targets)('a lead acknowledged on $kind', ({ kind, env, cleanup }) => {
  afterAll(cleanup);

  it('is still there after the server is killed with SIGKILL, and its key never makes a second lead', async () => {
    const settings = await env();
    const start = () => spawnServer({ ...settings, FORECOURT_ADMIN_KEY: ADMIN_KEY });
    const first = await start();
    const health = (await (await fetch(`${first.url}/api/health`)).json()) as { database: string };
    expect(health.database).toBe(kind);
    const key = `sigkill-${kind}`;
    const answer = await postLead(first.url, key);
    expect(answer.status).toBe(201);
    await first.stop('SIGKILL'); // no graceful shutdown: the lead must already be durable

    const second = await start();
    try {
      expect(await leadIds(second.url)).toContain(answer.body.lead_id);
      const repeat = await postLead(second.url, key);
      expect(repeat).toEqual(answer);
      expect((await leadIds(second.url)).filter((id) => id === answer.body.lead_id)).toHaveLength(
        1,
      );
      expect(await leadIds(second.url)).toHaveLength(1);
    } finally {
      await second.stop('SIGKILL');
    }
  });
});
