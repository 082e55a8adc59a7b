import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadRelay } from './lead-relay.ts';
import { storeLead } from './leads.ts';
import { seedFixture } from './test-fixtures.ts';

const payload = {
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412345678',
  postcode: '4000',
  message: 'Is the HiLux <still> available?',
  PreferredContactMethod: 'Phone',
  lead_attributes: {
    visited_pages: ['/', '/cars/toyota-hilux'],
    linked_query_params: { utm_source: 'google', gclid: 'g1' },
  },
};

async function webhook(statuses: number[]) {
  const received: { type: string; body: string }[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    received.push({ type: request.headers['content-type'] ?? '', body });
    response.statusCode = statuses.shift() ?? 200;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
  return { url, received, close: () => new Promise((r) => server.close(r)) };
}

describe.each(testDatabaseTargets())('LeadRelay on $kind', ({ open }) => {
  let db: Database;
  // Outbox rows are due from the database's now(); the relay's clock starts a minute later.
  let clock = new Date(Date.now() + 60_000);
  const now = () => clock;
  beforeAll(async () => {
    db = await open();
    await seedFixture(db);
  });
  afterAll(() => db.close());

  const newLead = async (webhookUrl: string | null) => {
    await db.query('UPDATE dealerships SET lead_webhook_url = $1 WHERE id = 1', [webhookUrl]);
    const { body } = await storeLead(
      db,
      {
        siteId: 1,
        dealershipId: 1,
        carId: 1,
        kind: 'car_enquiry',
        category: 'Car Enquiry',
        subcategory: null,
        payload,
        webhook: webhookUrl !== null,
      },
      null,
    );
    return (body as { lead_id: string }).lead_id;
  };

  it('delivers into the local folder as JSON and as an ADF/XML document', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'leads-'));
    const leadId = await newLead(null);
    const relay = new LeadRelay({ db, logger: pino({ level: 'silent' }), now, folder });
    expect(await relay.runOnce()).toBe(1);
    const json = JSON.parse(await readFile(join(folder, `${leadId}.json`), 'utf8'));
    expect(json).toMatchObject({ lead_id: leadId, site: 'test-motors', car: { make: 'Toyota' } });
    const adf = await readFile(join(folder, `${leadId}.adf.xml`), 'utf8');
    expect(adf).toContain('<?adf version="1.0"?>');
    expect(adf).toContain('<name part="first">Jane</name>');
    expect(adf).toContain('<make>Toyota</make>');
    expect(adf).toContain('&lt;still&gt;');
    // vehicle-stock §3: the visit before the lead reaches the dealer's CRM.
    expect(adf).toContain('Pages visited: /, /cars/toyota-hilux');
    expect(adf).toMatch(/Campaign: [^<]*utm_source=google/);
    expect(adf).toMatch(/Campaign: [^<]*gclid=g1/);
    const [row] = await db.query('SELECT status FROM lead_outbox WHERE lead_id = $1', [leadId]);
    expect(row).toEqual({ status: 'delivered' });
  });

  it("posts JSON and ADF/XML to the dealer's webhook", async () => {
    const hook = await webhook([]);
    const leadId = await newLead(hook.url);
    const relay = new LeadRelay({ db, logger: pino({ level: 'silent' }), now, folder: tmpdir() });
    await relay.runOnce();
    await hook.close();
    expect(hook.received.map((r) => r.type).sort()).toEqual([
      'application/json',
      'application/xml',
    ]);
    const statuses = await db.query<{ status: string }>(
      'SELECT status FROM lead_outbox WHERE lead_id = $1',
      [leadId],
    );
    expect(statuses.map((s) => s.status)).toEqual(['delivered', 'delivered']);
  });

  it('retries a failing webhook with backoff and marks it failed after the last attempt', async () => {
    const hook = await webhook([500, 500, 500, 500, 500, 500]);
    await db.query(`UPDATE lead_outbox SET status = 'delivered'`);
    const leadId = await newLead(hook.url);
    const relay = new LeadRelay({
      db,
      logger: pino({ level: 'silent' }),
      now,
      folder: tmpdir(),
      maxAttempts: 3,
      baseDelayMs: 1_000,
    });
    expect(await relay.runOnce()).toBe(2);
    const outbox = () =>
      db.query<{ status: string; attempts: number; next_attempt_at: Date; last_error: string }>(
        'SELECT status, attempts, next_attempt_at, last_error FROM lead_outbox WHERE lead_id = $1 ORDER BY id',
        [leadId],
      );
    const first = await outbox();
    expect(first.map((r) => r.status)).toEqual(['retrying', 'retrying']);
    expect(first[0]?.last_error).toBe('Webhook answered 500');
    expect(first[0]?.next_attempt_at.getTime()).toBe(clock.getTime() + 1_000);
    expect(await relay.runOnce()).toBe(0); // not due yet
    clock = new Date(clock.getTime() + 1_000);
    await relay.runOnce();
    expect((await outbox())[0]?.next_attempt_at.getTime()).toBe(clock.getTime() + 2_000);
    clock = new Date(clock.getTime() + 2_000);
    await relay.runOnce();
    expect((await outbox()).map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 3],
      ['failed', 3],
    ]);
    await hook.close();
  });

  it('drains a backlog of several batches in one run, marking each batch delivered in one statement', async () => {
    await db.query(`UPDATE lead_outbox SET status = 'delivered'`);
    const folder = await mkdtemp(join(tmpdir(), 'leads-'));
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await newLead(null));
    const statements: string[] = [];
    const counting: Database = {
      ...db,
      query: (sql, params) => {
        statements.push(sql.trim().split(/\s+/).slice(0, 2).join(' '));
        return db.query(sql, params);
      },
    };
    const relay = new LeadRelay({
      db: counting,
      logger: pino({ level: 'silent' }),
      now,
      folder,
      batchSize: 2,
    });
    // Before, one run delivered one batch, so a backlog above batchSize/s never drained.
    expect(await relay.runOnce()).toBe(5);
    // Per batch: claim, load the batch's leads, one UPDATE marking the batch delivered.
    expect(statements).toEqual([
      'UPDATE lead_outbox',
      'SELECT l.id,',
      'UPDATE lead_outbox',
      'UPDATE lead_outbox',
      'SELECT l.id,',
      'UPDATE lead_outbox',
      'UPDATE lead_outbox',
      'SELECT l.id,',
      'UPDATE lead_outbox',
    ]);
    const rows = await db.query<{ status: string }>(
      'SELECT status FROM lead_outbox WHERE lead_id = ANY($1::uuid[])',
      [ids],
    );
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('delivered'));
    for (const id of ids)
      expect(await readFile(join(folder, `${id}.adf.xml`), 'utf8')).toContain(id);
  });

  it('delivers at most maxBatchesPerRun batches per run and stops between batches on stop()', async () => {
    await db.query(`UPDATE lead_outbox SET status = 'delivered'`);
    for (let i = 0; i < 5; i++) await newLead(null);
    const relay = new LeadRelay({
      db,
      logger: pino({ level: 'silent' }),
      now,
      folder: await mkdtemp(join(tmpdir(), 'leads-')),
      batchSize: 1,
      maxBatchesPerRun: 3,
    });
    expect(await relay.runOnce()).toBe(3);
    const run = relay.runOnce();
    await relay.stop();
    expect(await run).toBe(1); // the batch under way finishes; no further batch starts
    expect(await relay.runOnce()).toBe(1);
    expect(await relay.runOnce()).toBe(0);
  });

  it('marks an outbox row whose lead is gone as a failed attempt and still delivers the rest', async () => {
    await db.query(`UPDATE lead_outbox SET status = 'delivered'`);
    const kept = await newLead(null);
    const gone = await newLead(null);
    // A row pointing at no lead (the foreign key is dropped for this test only).
    await db.query('ALTER TABLE lead_outbox DROP CONSTRAINT lead_outbox_lead_id_fkey');
    try {
      await db.query('DELETE FROM leads WHERE id = $1', [gone]);
      const relay = new LeadRelay({
        db,
        logger: pino({ level: 'silent' }),
        now,
        folder: await mkdtemp(join(tmpdir(), 'leads-')),
      });
      expect(await relay.runOnce()).toBe(2);
      const rows = await db.query<{ lead_id: string; status: string; last_error: string | null }>(
        'SELECT lead_id, status, last_error FROM lead_outbox WHERE lead_id = ANY($1::uuid[])',
        [[kept, gone]],
      );
      expect(rows.find((r) => r.lead_id === kept)).toMatchObject({ status: 'delivered' });
      expect(rows.find((r) => r.lead_id === gone)).toMatchObject({
        status: 'retrying',
        last_error: `Lead ${gone} not found`,
      });
    } finally {
      await db.query(`DELETE FROM lead_outbox WHERE lead_id = $1`, [gone]);
      await db.query(
        'ALTER TABLE lead_outbox ADD CONSTRAINT lead_outbox_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES leads(id) ON DELETE CASCADE',
      );
    }
  });
});
