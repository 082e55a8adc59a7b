import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, seedFixture } from '../test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing.ts';
import { ME_MESSAGES, RECENTLY_VIEWED_KEPT, RECENTLY_VIEWED_LIMIT } from './me.ts';

const START = new Date('2026-03-02T01:00:00Z');
const MINUTE = 60_000;

const enquiry = {
  site: 'test-motors',
  category: 'General Enquiry',
  name: 'Mia',
  last_name: 'Shopper',
  email: 'Mia@Example.com',
  phone: '0412 000 111',
  postcode: '4000',
  message: 'Do you have any utes under $40k?',
  opt_in: true,
};

describe.each(testDatabaseTargets())('/api/me routes on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  let fixture: Fixture;
  let clock = START;
  const tick = () => {
    clock = new Date(clock.getTime() + MINUTE);
  };

  async function signIn(destination: { phone: string } | { email: string }) {
    await server.fetch('/api/auth/request-code', { json: destination });
    const code = server.codes.sent.at(-1)?.code;
    const response = await server.fetch('/api/auth/verify-code', {
      json: { ...destination, code },
    });
    expect(response.status).toBe(200);
    return (
      response.headers
        .getSetCookie()
        .find((line) => line.startsWith('forecourt_session='))
        ?.split(';')[0] ?? ''
    );
  }
  const view = (carId: unknown, cookie?: string) =>
    server.fetch('/api/me/recently-viewed', {
      json: { car_id: carId },
      headers: cookie ? { cookie } : {},
    });
  const viewed = async (cookie: string, site = 'test-motors') => {
    const response = await server.fetch(`/api/me/recently-viewed?site=${site}`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { cars: { id: number; status: string; price: number }[] })
      .cars;
  };
  const myLeads = (cookie: string | null, query = 'site=test-motors') =>
    server.fetch(`/api/me/leads?${query}`, cookie ? { headers: { cookie } } : {});

  /** A car of the fixture's site beyond its three, so the cap can be passed. */
  async function extraCars(count: number): Promise<number[]> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO cars (dealership_id, location_id, slug, status, car_type, price, make, model,
                         stocknum, name, created_at, updated_at)
       SELECT 1, 1, 'extra-car-' || n, 'in_stock', 'used', 10000 + n, 'Kia', 'Rio',
              'X' || n, 'Extra car ' || n, $1, $1
         FROM generate_series(1, $2::int) AS n RETURNING id`,
      [START, count],
    );
    return rows.map((row) => row.id);
  }

  beforeAll(async () => {
    db = await open();
    fixture = await seedFixture(db, START);
    server = await startTestServer(db, { now: () => clock });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  describe('recently viewed cars', () => {
    it('needs a session (401) and a known car (404), with zod field messages for a bad id (400)', async () => {
      expect((await view(fixture.cars.inStock.id)).status).toBe(401);
      const cookie = await signIn({ phone: '0400 000 001' });
      const unknown = await view(999_999, cookie);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: ME_MESSAGES.carNotFound });
      const bad = await view('abc', cookie);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ fields: { car_id: 'car_id must be a car id.' } });
      expect((await server.fetch('/api/me/recently-viewed?site=test-motors')).status).toBe(401);
    });

    it('lists the cars most recent first, each once, with their live status and price', async () => {
      const cookie = await signIn({ phone: '0400 000 002' });
      for (const id of [fixture.cars.inStock.id, fixture.cars.sold.id, fixture.cars.inStock.id]) {
        tick();
        expect((await view(id, cookie)).status).toBe(204);
      }
      const cars = await viewed(cookie);
      expect(cars.map((car) => car.id)).toEqual([fixture.cars.inStock.id, fixture.cars.sold.id]);
      expect(cars[1]?.status).toBe('sold');
      // Live: a price change shows the next time the list is read.
      await db.query('UPDATE cars SET price = 41990 WHERE id = $1', [fixture.cars.inStock.id]);
      expect((await viewed(cookie))[0]?.price).toBe(41990);
    });

    it(`caps the list at ${RECENTLY_VIEWED_LIMIT} and keeps at most ${RECENTLY_VIEWED_KEPT} views a shopper`, async () => {
      const cookie = await signIn({ phone: '0400 000 003' });
      const ids = await extraCars(RECENTLY_VIEWED_KEPT + 2);
      for (const id of ids) {
        tick();
        await view(id, cookie);
      }
      const cars = await viewed(cookie);
      expect(cars.map((car) => car.id)).toEqual(ids.slice(-RECENTLY_VIEWED_LIMIT).reverse());
      const [kept] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM recently_viewed
          WHERE user_id = (SELECT user_id FROM recently_viewed WHERE car_id = $1 LIMIT 1)`,
        [ids.at(-1)],
      );
      expect(kept?.n).toBe(RECENTLY_VIEWED_KEPT);
    });

    it("never shows another shopper's views, nor another site's cars", async () => {
      const alice = await signIn({ phone: '0400 000 004' });
      const bob = await signIn({ phone: '0400 000 005' });
      tick();
      await view(fixture.cars.inStock.id, alice);
      tick();
      await view(fixture.cars.otherSite.id, alice);
      expect(await viewed(bob)).toEqual([]);
      expect((await viewed(alice)).map((car) => car.id)).toEqual([fixture.cars.inStock.id]);
      expect((await viewed(alice, 'other-cars')).map((car) => car.id)).toEqual([
        fixture.cars.otherSite.id,
      ]);
    });
  });

  describe('GET /api/me/leads', () => {
    it('needs a session and a known site', async () => {
      expect((await myLeads(null)).status).toBe(401);
      const cookie = await signIn({ phone: '0400 000 006' });
      expect((await myLeads(cookie, 'site=nowhere')).status).toBe(404);
      const noSite = await myLeads(cookie, '');
      expect(noSite.status).toBe(400);
      expect(await noSite.json()).toMatchObject({ fields: { site: ME_MESSAGES.siteRequired } });
      expect((await myLeads(cookie, 'site=test-motors&limit=500')).status).toBe(400);
    });

    it("lists the shopper's leads at this site by verified phone or email, newest first", async () => {
      const posted = await server.fetch('/api/leads', { json: enquiry });
      expect(posted.status).toBe(201);
      const { lead_id: enquiryId } = (await posted.json()) as { lead_id: string };
      // A car enquiry and an accepted trade-in by email only, a little later.
      const later = new Date(Date.now() + 60 * MINUTE);
      const [carLead] = await db.query<{ id: string }>(
        `INSERT INTO leads (site_id, dealership_id, car_id, kind, category, email, payload, created_at)
         VALUES (1, 1, $1, 'car_enquiry', 'Car Enquiry', 'mia@example.com', '{}', $2) RETURNING id`,
        [fixture.cars.inStock.id, later],
      );
      const [tradeIn] = await db.query<{ id: string }>(
        `INSERT INTO leads (site_id, kind, category, phone, payload, created_at)
         VALUES (1, 'trade_in', 'Trade-In', '0412000111', '{"offer_accepted":true}', $1) RETURNING id`,
        [new Date(later.getTime() + MINUTE)],
      );
      // Not hers: another shopper's lead here, and her own lead on another site.
      await db.query(
        `INSERT INTO leads (site_id, kind, category, phone, email, payload) VALUES
           (1, 'general_enquiry', 'General Enquiry', '0499999999', 'someone@example.com', '{}'),
           (2, 'general_enquiry', 'General Enquiry', '0412000111', 'mia@example.com', '{}')`,
      );

      const byPhone = await signIn({ phone: '0412 000 111' });
      const response = await myLeads(byPhone);
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        leads: { id: string; kind: string; status: string; car: unknown; created_at: string }[];
        total: number;
      };
      // Signed in by phone: the leads with that phone (the email-only car enquiry is not).
      expect(body.total).toBe(2);
      expect(body.leads.map((lead) => lead.id)).toEqual([tradeIn?.id, enquiryId]);
      expect(body.leads[0]).toMatchObject({
        kind: 'trade_in',
        status: 'offer_accepted',
        car: null,
      });
      expect(body.leads[1]).toMatchObject({
        kind: 'general_enquiry',
        category: 'General Enquiry',
        status: 'received',
      });

      // Signed in by email: the leads with that email, in any case.
      const byEmail = await signIn({ email: 'mia@example.com' });
      const emailLeads = (await (await myLeads(byEmail)).json()) as {
        leads: { id: string; kind: string; car: unknown }[];
      };
      expect(emailLeads.leads.map((lead) => lead.id)).toEqual([carLead?.id, enquiryId]);
      expect(emailLeads.leads[0]).toMatchObject({
        kind: 'car_enquiry',
        car: { id: fixture.cars.inStock.id, path: `/cars/${fixture.cars.inStock.slug}` },
      });

      // Paged.
      const page = (await (await myLeads(byEmail, 'site=test-motors&limit=1&offset=1')).json()) as {
        leads: { id: string }[];
        total: number;
      };
      expect(page).toMatchObject({ total: 2, leads: [{ id: enquiryId }] });

      // Another shopper, and the same shopper on another site, see only what is theirs there.
      const other = await signIn({ phone: '0400 000 007' });
      expect(await (await myLeads(other)).json()).toMatchObject({ leads: [], total: 0 });
      const elsewhere = (await (await myLeads(byPhone, 'site=other-cars')).json()) as {
        leads: { kind: string }[];
      };
      expect(elsewhere.leads).toHaveLength(1);
    });

    it('says a lead was sent once its deliveries went through', async () => {
      const cookie = await signIn({ phone: '0400 000 008' });
      const posted = await server.fetch('/api/leads', {
        json: { ...enquiry, phone: '0400 000 008', email: 'sent@example.com' },
      });
      const { lead_id } = (await posted.json()) as { lead_id: string };
      await db.query(`UPDATE lead_outbox SET status = 'delivered' WHERE lead_id = $1`, [lead_id]);
      expect(await (await myLeads(cookie)).json()).toMatchObject({
        leads: [{ id: lead_id, status: 'sent' }],
      });
    });
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await (await server.fetch('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(doc.paths['/api/me/leads']?.get?.security).toEqual([{ session: [] }]);
    expect(Object.keys(doc.paths['/api/me/recently-viewed'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});
