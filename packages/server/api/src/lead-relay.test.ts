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
});
