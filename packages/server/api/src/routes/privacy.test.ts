import { Writable } from 'node:stream';
import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { FIELD_MESSAGES } from '@forecourt/lead-payloads';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivacyPurge } from '../privacy.ts';
import { UNLIMITED_RATE_LIMITS } from '../rate-limits.ts';
import { seedFixture } from '../test-fixtures.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../testing.ts';
import { PRIVACY_MESSAGES } from './privacy.ts';

const NOW = new Date('2026-06-15T00:00:00.000Z');
const DAY = 86_400_000;
const admin = { authorization: `Bearer ${TEST_ADMIN_KEY}` };

const ALICE = {
  name: 'Alicia',
  last_name: 'Privatesurname',
  email: 'Alicia.Private@example.com',
  phone: '0412 345 678',
};

const enquiry = (site: string, person: typeof ALICE) => ({
  site,
  category: 'General Enquiry',
  ...person,
  postcode: '4000',
  message: 'Do you have any utes?',
});

/** Everything the server logged, as text, for the "nothing personal in logs" rule. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'trace' }, stream), text: () => lines.join('') };
}

describe.each(testDatabaseTargets())('privacy (APP 11–13) on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  let clock = NOW;
  const log = capturingLogger();

  const post = (path: string, json: unknown, headers: Record<string, string> = admin) =>
    server.fetch(path, json === undefined ? { method: 'POST', headers } : { json, headers });

  async function lead(site: string, person: typeof ALICE, ageDays = 0): Promise<string> {
    const response = await post('/api/leads', enquiry(site, person), {});
    expect(response.status).toBe(201);
    const { lead_id } = (await response.json()) as { lead_id: string };
    await db.query('UPDATE leads SET created_at = $2 WHERE id = $1', [
      lead_id,
      new Date(NOW.getTime() - ageDays * DAY),
    ]);
    return lead_id;
  }

  async function signIn(phone: string): Promise<string> {
    await server.fetch('/api/auth/request-code', { json: { phone } });
    const code = server.codes.sent.at(-1)?.code;
    const response = await server.fetch('/api/auth/verify-code', { json: { phone, code } });
    expect(response.status).toBe(200);
    return (
      response.headers
        .getSetCookie()
        .find((line) => line.startsWith('forecourt_session='))
        ?.split(';')[0] ?? ''
    );
  }

  beforeAll(async () => {
    db = await open();
    await seedFixture(db, NOW);
    // other-cars keeps leads 60 days; test-motors has the platform default (730).
    await db.query(
      `UPDATE sites SET config = config || '{"privacy":{"lead_retention_days":60}}' WHERE slug = 'other-cars'`,
    );
    server = await startTestServer(db, {
      now: () => clock,
      logger: log.logger,
      rateLimits: { limits: UNLIMITED_RATE_LIMITS },
    });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  describe('retention purge', () => {
    it("deletes each site's leads past its lead_retention_days, with their delivery rows, and keeps the rest", async () => {
      const kept = [
        await lead('test-motors', ALICE, 700),
        await lead('other-cars', ALICE, 59),
        await lead('other-cars', ALICE, 0),
      ];
      const purged = [await lead('test-motors', ALICE, 731), await lead('other-cars', ALICE, 61)];
      const response = await post('/api/admin/privacy/purge', undefined);
      expect(response.status).toBe(200);
      const { purged: report } = (await response.json()) as {
        purged: { leads: Record<string, number> };
      };
      expect(report.leads).toEqual({ 'test-motors': 1, 'other-cars': 1 });
      const left = (
        await db.query<{ id: string }>('SELECT id FROM leads WHERE id = ANY($1::uuid[])', [
          [...kept, ...purged],
        ])
      ).map((row) => row.id);
      expect(left.sort()).toEqual([...kept].sort());
      const outbox = await db.query('SELECT 1 FROM lead_outbox WHERE lead_id = ANY($1::uuid[])', [
        purged,
      ]);
      expect(outbox).toEqual([]);
      await db.query('DELETE FROM leads');
    });

    it('runs at start (and on an interval): expired sessions and old sign-in codes go too', async () => {
      await lead('test-motors', ALICE, 800);
      await db.exec(
        `INSERT INTO users (id, phone) VALUES (900, '0400 900 900');
         INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES
           ('old', 900, '2026-01-01', '2026-02-01'), ('live', 900, '2026-06-14', '2026-07-14');
         INSERT INTO one_time_codes (destination, code_hash, expires_at, created_at) VALUES
           ('+61400900900', 'x', '2026-06-01', '2026-06-01'), ('+61400900900', 'y', '2026-06-15', '2026-06-14T23:00:00Z')`,
      );
      const job = startPrivacyPurge({
        db,
        sites: server.api.sites,
        now: () => NOW,
        logger: log.logger,
        intervalMs: 3_600_000,
      });
      await job.done;
      job.stop();
      expect(await db.query('SELECT count(*)::int AS n FROM leads')).toEqual([{ n: 0 }]);
      expect(await db.query('SELECT token_hash FROM sessions WHERE user_id = 900')).toEqual([
        { token_hash: 'live' },
      ]);
      expect(
        await db.query("SELECT code_hash FROM one_time_codes WHERE destination = '+61400900900'"),
      ).toEqual([{ code_hash: 'y' }]);
      await db.query('DELETE FROM users WHERE id = 900');
    });

    it('needs the admin key', async () => {
      expect((await post('/api/admin/privacy/purge', undefined, {})).status).toBe(401);
    });
  });

  describe('access and deletion by email or phone', () => {
    let aliceCookie = '';
    let bobLead = '';
    beforeAll(async () => {
      aliceCookie = await signIn(ALICE.phone);
      await server.fetch('/api/watchlist/save-car', {
        json: { car_id: 1 },
        headers: { cookie: aliceCookie },
      });
      await server.fetch('/api/me/recently-viewed', {
        json: { car_id: 1 },
        headers: { cookie: aliceCookie },
      });
      await lead('test-motors', ALICE);
      await lead('other-cars', { ...ALICE, phone: '+61 412 345 678', email: 'other@example.com' });
      await lead('other-cars', { ...ALICE, phone: '0498 000 111' });
      bobLead = await lead('test-motors', {
        name: 'Bob',
        last_name: 'Bystander',
        email: 'bob@example.com',
        phone: '0498 765 432',
      });
    });

    it('exports everything held about a person by phone in any form (APP 12)', async () => {
      const response = await post('/api/admin/privacy/export', { phone: '+61412345678' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const data = (await response.json()) as {
        users: unknown[];
        sessions: unknown[];
        watchlist: unknown[];
        recently_viewed: unknown[];
        leads: { site: string; email: string }[];
      };
      expect(data.users).toHaveLength(1);
      expect(data.users[0]).toMatchObject({ phone: '0412345678' });
      expect(data.sessions).toHaveLength(1);
      expect(data.sessions[0]).not.toHaveProperty('token_hash');
      expect(data.watchlist).toMatchObject([{ car_id: 1 }]);
      expect(data.recently_viewed).toMatchObject([{ car_id: 1 }]);
      expect(data.leads.map((row) => row.site).sort()).toEqual(['other-cars', 'test-motors']);
      expect(JSON.stringify(data)).not.toContain('bob@example.com');
    });

    it('finds leads by email whatever its case, and by both keys together', async () => {
      const byEmail = await post('/api/admin/privacy/export', {
        email: 'alicia.private@EXAMPLE.com',
      });
      expect(((await byEmail.json()) as { leads: unknown[] }).leads).toHaveLength(2);
      const both = await post('/api/admin/privacy/export', {
        email: ALICE.email,
        phone: ALICE.phone,
      });
      expect(((await both.json()) as { leads: unknown[] }).leads).toHaveLength(3);
    });

    it('validates the person with field messages (400) and needs the admin key', async () => {
      const empty = await post('/api/admin/privacy/export', {});
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as { fields: Record<string, string> }).fields).toEqual({
        email: PRIVACY_MESSAGES.personRequired,
      });
      const bad = await post('/api/admin/privacy/delete', { phone: '12', email: 'nope' });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({
        phone: PRIVACY_MESSAGES.phoneInvalid,
        email: FIELD_MESSAGES.emailInvalid,
      });
      expect((await post('/api/admin/privacy/export', { phone: ALICE.phone }, {})).status).toBe(
        401,
      );
      expect(
        (
          await post(
            '/api/admin/privacy/delete',
            { phone: ALICE.phone },
            { authorization: 'Bearer nope', cookie: aliceCookie },
          )
        ).status,
      ).toBe(403);
    });

    it("deletes a person's leads, account, sessions and watchlist, and nobody else's (APP 11.2)", async () => {
      await post('/api/unsubscribe', { site: 'test-motors', email: ALICE.email }, {});
      const response = await post('/api/admin/privacy/delete', {
        email: ALICE.email,
        phone: ALICE.phone,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        deleted: {
          users: 1,
          sessions: 1,
          watchlist: 1,
          leads: 3,
          sign_in_codes: 1,
          unsubscribes_kept: 1,
        },
      });
      const after = (await (
        await post('/api/admin/privacy/export', { email: ALICE.email, phone: ALICE.phone })
      ).json()) as Record<string, unknown>;
      expect(after).toMatchObject({
        users: [],
        sessions: [],
        watchlist: [],
        // Gone with the account (ON DELETE CASCADE).
        recently_viewed: [],
        leads: [],
        sign_in_codes: 0,
      });
      expect(
        (await server.fetch('/api/auth/me', { headers: { cookie: aliceCookie } })).status,
      ).toBe(401);
      expect(await db.query('SELECT id FROM leads WHERE id = $1', [bobLead])).toHaveLength(1);
    });
  });

  describe('unsubscribe (/pages/unsubscribe)', () => {
    it('records an unsubscribe once per site and address, whatever the case', async () => {
      for (const email of ['News.Reader@example.com', 'news.reader@example.com']) {
        const response = await post('/api/unsubscribe', { site: 'other-cars', email }, {});
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          unsubscribed: true,
          message: PRIVACY_MESSAGES.unsubscribed,
        });
      }
      expect(
        await db.query(
          "SELECT email FROM unsubscribes u JOIN sites s ON s.id = u.site_id WHERE s.slug = 'other-cars'",
        ),
      ).toEqual([{ email: 'news.reader@example.com' }]);
    });

    it('answers 400 with field messages for a bad address and 404 for an unknown site', async () => {
      const bad = await post('/api/unsubscribe', { site: 'other-cars', email: 'not-an-email' }, {});
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({
        email: FIELD_MESSAGES.emailInvalid,
      });
      const missing = await post('/api/unsubscribe', { site: 'other-cars' }, {});
      expect(((await missing.json()) as { fields: Record<string, string> }).fields).toEqual({
        email: FIELD_MESSAGES.emailRequired,
      });
      const unknown = await post('/api/unsubscribe', { site: 'nope', email: 'a@example.com' }, {});
      expect(unknown.status).toBe(404);
    });
  });

  describe('logs', () => {
    it('hold nothing personal from leads, sign-ins, exports or deletions (APP 11.1)', async () => {
      clock = NOW;
      const person = {
        name: 'Zebediah',
        last_name: 'Loggington',
        email: 'zebediah.logs@example.com',
        phone: '0433 221 100',
      };
      const before = log.text().length;
      await lead('test-motors', person);
      await post('/api/leads', { ...enquiry('test-motors', person), postcode: 'x' }, {});
      await signIn(person.phone);
      await post('/api/admin/privacy/export', { email: person.email });
      await post('/api/admin/privacy/delete', { phone: person.phone });
      await post('/api/unsubscribe', { site: 'test-motors', email: person.email }, {});
      const logged = log.text().slice(before);
      expect(logged).toContain('lead accepted');
      for (const secret of [
        person.name,
        person.last_name,
        person.email,
        person.phone,
        '0433221100',
        '+61433221100',
        '433221100',
      ]) {
        expect(logged, secret).not.toContain(secret);
      }
    });
  });
});
