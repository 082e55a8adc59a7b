import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { ONLINE_PAYMENT_MESSAGES } from '@forecourt/lead-payloads';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ONLINE_PAYMENT_API_MESSAGES, ONLINE_PAYMENT_SUBCATEGORY } from '../online-payments.ts';
import { TEST_CARDS, TEST_PAYMENT_MESSAGES } from '../payments/test-payment-provider.ts';
import { deletePersonalData, purgeExpiredPersonalData } from '../privacy.ts';
import { UNLIMITED_RATE_LIMITS } from '../rate-limits.ts';
import { SPIN_MESSAGES, SPIN_SUBCATEGORY } from '../spins.ts';
import { type Fixture, seedFixture } from '../test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing.ts';

const card = (number: string) => ({
  kind: 'test_card',
  card_name: 'Alice Nguyen',
  card_number: number,
  card_expiry: '12/39',
  card_cvc: '123',
});

const PROMOTION = {
  id: 'summer-spin',
  title: 'Summer Spin to Win',
  starts_at: '2026-01-01',
  expires_at: '2026-12-31',
  terms: 'One spin per person.',
  prizes: [
    { id: 'fuel', label: '$50 fuel card', weight: 3, terms: 'Collect within 30 days.' },
    { id: 'service', label: 'Free service', weight: 1, terms: 'Standard logbook service.' },
  ],
};

interface PaymentBody {
  payment: {
    id: string;
    status: string;
    challenge: boolean;
    amount_cents: number;
    reference: string;
    payment_id: string | null;
    paid_at: string | null;
    failure: string | null;
  };
  error?: string;
  fields?: Record<string, string>;
}

describe.each(testDatabaseTargets())(
  'online payment and spin-to-win on $kind (site-wide §2)',
  ({ open }) => {
    let db: Database;
    let server: TestServer;
    let fixture: Fixture;
    let clock = new Date('2026-06-01T00:00:00Z');
    /** The injected random source: each draw answers the next number of this list. */
    const draws: number[] = [];
    let keyCounter = 0;
    let alice = '';
    let bob = '';

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
    const setConfig = (config: object, siteId = 1) =>
      db
        .query('UPDATE sites SET config = config || $2::jsonb WHERE id = $1', [
          siteId,
          JSON.stringify(config),
        ])
        .then(() => server.api.sites.invalidate());
    const pay = (body: Record<string, unknown>, cookie: string, key = `key-${++keyCounter}`) =>
      server.fetch('/api/online-payments', {
        json: {
          site: fixture.siteSlug,
          purpose: 'service',
          reference: 'INV-1042',
          amount: '250.50',
          ...body,
        },
        headers: { 'idempotency-key': key, ...(cookie ? { cookie } : {}) },
      });
    const leadsOf = (subcategory: string) =>
      db.query<{ id: string; payload: Record<string, unknown>; targets: number }>(
        `SELECT l.id, l.payload, (SELECT count(*)::int FROM lead_outbox o WHERE o.lead_id = l.id) AS targets
           FROM leads l WHERE l.subcategory = $1 ORDER BY l.created_at`,
        [subcategory],
      );
    const spinNow = (body: Record<string, unknown>, cookie = '') =>
      server.fetch('/api/promotions/spin-to-win/spins', {
        json: { site: fixture.siteSlug, promotion_id: PROMOTION.id, ...body },
        headers: cookie ? { cookie } : {},
      });

    beforeAll(async () => {
      db = await open();
      fixture = await seedFixture(db, clock);
      server = await startTestServer(db, {
        rateLimits: { limits: UNLIMITED_RATE_LIMITS },
        now: () => clock,
        randomInt: (max) => {
          const next = draws.shift() ?? 0;
          return next % max;
        },
      });
      alice = await signIn({ phone: '0412 345 678' });
      bob = await signIn({ email: 'bob@example.com' });
    });
    afterAll(async () => {
      await server.close();
      await db.close();
    });
    beforeEach(async () => {
      clock = new Date('2026-06-01T00:00:00Z');
      await setConfig({
        features: { online_payment: true },
        online_payment: { max_amount: 5000 },
        spin_to_win: PROMOTION,
        sign_in: { required_types: [] },
      });
    });

    describe('POST /api/online-payments', () => {
      it('pays with the test card, shows the receipt and stores one dealer lead', async () => {
        const response = await pay({ payment: card(TEST_CARDS.success) }, alice);
        expect(response.status).toBe(201);
        const { payment } = (await response.json()) as PaymentBody;
        expect(payment).toMatchObject({
          status: 'paid',
          amount_cents: 25_050,
          reference: 'INV-1042',
          paid_at: clock.toISOString(),
        });
        expect(payment.payment_id).toMatch(/^testpay_/);
        const receipt = await server.fetch(`/api/online-payments/${payment.id}`, {
          headers: { cookie: alice },
        });
        expect(((await receipt.json()) as PaymentBody).payment.payment_id).toBe(payment.payment_id);
        const leads = (await leadsOf(ONLINE_PAYMENT_SUBCATEGORY)).filter(
          (lead) => (lead.payload.online_payment as { id: string }).id === payment.id,
        );
        expect(leads).toHaveLength(1);
        expect(leads[0]?.targets).toBe(1);
        expect(leads[0]?.payload).toMatchObject({ phone: '0412345678' });
      });

      it('records a double click (the same key, at once and again) as one payment and one lead', async () => {
        const key = 'double-click';
        const answers = await Promise.all([
          pay({ payment: card(TEST_CARDS.success) }, alice, key),
          pay({ payment: card(TEST_CARDS.success) }, alice, key),
        ]);
        const again = await pay({ payment: card(TEST_CARDS.success) }, alice, key);
        const statuses = [...answers, again].map((r) => r.status).sort();
        expect(statuses).toEqual([200, 200, 201]);
        const ids = new Set(
          await Promise.all(
            [...answers, again].map(async (r) => ((await r.json()) as PaymentBody).payment.id),
          ),
        );
        expect(ids.size).toBe(1);
        const [id] = [...ids];
        const rows = await db.query('SELECT status FROM online_payments WHERE id = $1', [id]);
        expect(rows).toEqual([{ status: 'paid' }]);
        const leads = (await leadsOf(ONLINE_PAYMENT_SUBCATEGORY)).filter(
          (lead) => (lead.payload.online_payment as { id: string }).id === id,
        );
        expect(leads).toHaveLength(1);
      });

      it('refuses the same key for a different amount (422)', async () => {
        await pay({ payment: card(TEST_CARDS.success) }, alice, 'reused');
        const response = await pay(
          { amount: '99', payment: card(TEST_CARDS.success) },
          alice,
          'reused',
        );
        expect(response.status).toBe(422);
        expect(((await response.json()) as { error: string }).error).toBe(
          ONLINE_PAYMENT_API_MESSAGES.keyReused,
        );
      });

      it('declines …0002 with the message and makes no lead', async () => {
        const before = (await leadsOf(ONLINE_PAYMENT_SUBCATEGORY)).length;
        const response = await pay({ payment: card(TEST_CARDS.decline) }, alice);
        expect(response.status).toBe(402);
        const body = (await response.json()) as PaymentBody;
        expect(body.error).toBe(TEST_PAYMENT_MESSAGES.declined);
        expect(body.payment.status).toBe('failed');
        expect(await leadsOf(ONLINE_PAYMENT_SUBCATEGORY)).toHaveLength(before);
      });

      it('asks for the card check on …3220 and pays once it is approved (twice: one lead)', async () => {
        const response = await pay({ payment: card(TEST_CARDS.challenge) }, alice);
        const { payment } = (await response.json()) as PaymentBody;
        expect(payment).toMatchObject({ status: 'pending', challenge: true });
        const answer = (approved: boolean, cookie = alice) =>
          server.fetch(`/api/online-payments/${payment.id}/challenge`, {
            json: { approved },
            headers: { cookie },
          });
        expect((await answer(true, bob)).status).toBe(404);
        const [first, second] = await Promise.all([answer(true), answer(true)]);
        expect([first.status, second.status]).toEqual([200, 200]);
        expect(((await first.json()) as PaymentBody).payment.status).toBe('paid');
        const leads = (await leadsOf(ONLINE_PAYMENT_SUBCATEGORY)).filter(
          (lead) => (lead.payload.online_payment as { id: string }).id === payment.id,
        );
        expect(leads).toHaveLength(1);
      });

      it('always needs sign-in (401), a key, and the site switch (403)', async () => {
        expect((await pay({ payment: card(TEST_CARDS.success) }, '')).status).toBe(401);
        const noKey = await server.fetch('/api/online-payments', {
          json: {
            site: fixture.siteSlug,
            purpose: 'service',
            reference: 'A',
            amount: '1',
            payment: card(TEST_CARDS.success),
          },
          headers: { cookie: alice },
        });
        expect(noKey.status).toBe(400);
        await setConfig({ features: { online_payment: false } });
        const off = await pay({ payment: card(TEST_CARDS.success) }, alice);
        expect(off.status).toBe(403);
        expect(((await off.json()) as { error: string }).error).toBe(
          ONLINE_PAYMENT_API_MESSAGES.disabled,
        );
      });

      it('answers field messages: amount over the site maximum, zero, three decimals; reference', async () => {
        const over = await pay({ amount: '5000.01', payment: card(TEST_CARDS.success) }, alice);
        expect(over.status).toBe(400);
        expect(((await over.json()) as PaymentBody).fields?.amount).toBe(
          ONLINE_PAYMENT_MESSAGES.amountTooLarge('$5,000.00'),
        );
        const zero = await pay(
          { amount: '0', reference: '', payment: card(TEST_CARDS.success) },
          alice,
        );
        const fields = ((await zero.json()) as PaymentBody).fields;
        expect(fields?.amount).toBe(ONLINE_PAYMENT_MESSAGES.amountPositive);
        expect(fields?.reference).toBe(ONLINE_PAYMENT_MESSAGES.referenceRequired);
        const cents = await pay({ amount: '1.005', payment: card('4242') }, alice);
        const centsFields = ((await cents.json()) as PaymentBody).fields;
        expect(centsFields?.amount).toBe(ONLINE_PAYMENT_MESSAGES.amountInvalid);
        expect(centsFields?.['payment.card_number']).toBeDefined();
        expect(await db.query(`SELECT 1 FROM online_payments WHERE amount_cents > 500000`)).toEqual(
          [],
        );
      });

      it("hides another shopper's receipt", async () => {
        const { payment } = (await (
          await pay({ payment: card(TEST_CARDS.success) }, alice)
        ).json()) as PaymentBody;
        const other = await server.fetch(`/api/online-payments/${payment.id}`, {
          headers: { cookie: bob },
        });
        expect(other.status).toBe(404);
        const anonymous = await server.fetch(`/api/online-payments/${payment.id}`);
        expect(anonymous.status).toBe(401);
      });
    });

    describe('spin-to-win', () => {
      it('draws on the server with the injected source, stores the prize and one lead', async () => {
        draws.push(3); // weights 3 + 1: draws 0–2 win the fuel card, 3 the service
        const response = await spinNow({ name: 'Carol', email: 'Carol@Example.com' });
        expect(response.status).toBe(201);
        const { spin } = (await response.json()) as {
          spin: { id: string; prize: { id: string; terms: string } };
        };
        expect(spin.prize).toEqual({
          id: 'service',
          label: 'Free service',
          terms: 'Standard logbook service.',
        });
        const leads = (await leadsOf(SPIN_SUBCATEGORY)).filter(
          (lead) => lead.payload.name === 'Carol',
        );
        expect(leads).toHaveLength(1);
        expect(leads[0]?.payload).toMatchObject({
          email: 'carol@example.com',
          prize: { id: 'service' },
        });
        const shown = await server.fetch(`/api/promotions/spin-to-win/spins/${spin.id}`);
        expect(((await shown.json()) as { spin: { prize: { id: string } } }).spin.prize.id).toBe(
          'service',
        );
      });

      it('gives one spin per person: the same email or phone again is refused, even at once', async () => {
        // Every two entries share an email or a phone, so exactly one spin wins in whatever order
        // the database takes them (entries sharing nothing are two people, even if a third entry
        // names both of them).
        const entries = await Promise.all([
          spinNow({ name: 'Dan', email: 'dan@example.com', phone: '0400 000 001' }),
          spinNow({ name: 'Dan', email: 'dan@example.com' }),
          spinNow({ name: 'Daniel', email: 'dan@example.com', phone: '0400000001' }),
        ]);
        expect(entries.map((r) => r.status).sort()).toEqual([201, 409, 409]);
        const refused = entries.find((r) => r.status === 409) as Response;
        expect(((await refused.json()) as { error: string }).error).toBe(SPIN_MESSAGES.alreadySpun);
        const rows = await db.query(
          `SELECT 1 FROM promotion_spins WHERE email = 'dan@example.com' OR phone = '0400000001'`,
        );
        expect(rows).toHaveLength(1);
        expect(
          (await leadsOf(SPIN_SUBCATEGORY)).filter((l) => String(l.payload.name).startsWith('Dan')),
        ).toHaveLength(1);
        // The same phone alone, written another way, is the same person too. (Checked on a spin
        // of its own: the racing entry that won above may be the one that gave no phone.)
        expect(
          (await spinNow({ name: 'Fay', email: 'fay@example.com', phone: '0400 000 002' })).status,
        ).toBe(201);
        const byPhone = await spinNow({ name: 'F', phone: '0400000002' });
        expect(byPhone.status).toBe(409);
      });

      it('needs a name and an email or phone without sign-in (field messages)', async () => {
        const response = await spinNow({ name: '', email: '' });
        expect(response.status).toBe(400);
        const { fields } = (await response.json()) as { fields: Record<string, string> };
        expect(Object.keys(fields).sort()).toEqual(['email', 'name']);
      });

      it('needs sign-in where the site gates spin-to-win, then one spin per user', async () => {
        await setConfig({ sign_in: { required_types: ['spin-to-win'] } });
        expect((await spinNow({ name: 'Eve', email: 'eve@example.com' })).status).toBe(401);
        const first = await spinNow({}, bob);
        expect(first.status).toBe(201);
        const again = await spinNow({}, bob);
        expect(again.status).toBe(200);
        expect(((await again.json()) as { already: boolean }).already).toBe(true);
        const info = await server.fetch(`/api/promotions/spin-to-win?site=${fixture.siteSlug}`, {
          headers: { cookie: bob },
        });
        const body = (await info.json()) as {
          promotion: { status: string; sign_in_required: boolean; prizes: object[] };
          spin: { id: string } | null;
        };
        expect(body.promotion).toMatchObject({ status: 'running', sign_in_required: true });
        expect(body.promotion.prizes[0]).not.toHaveProperty('weight');
        expect(body.spin?.id).toBe(((await first.json()) as { spin: { id: string } }).spin.id);
      });

      it('refuses spins outside the dates (410 ended, 409 not started) and 404s without a promotion', async () => {
        clock = new Date('2027-01-01T00:00:00Z');
        const ended = await spinNow({ name: 'Fay', email: 'fay@example.com' });
        expect(ended.status).toBe(410);
        expect(((await ended.json()) as { error: string }).error).toBe(SPIN_MESSAGES.ended);
        clock = new Date('2025-12-31T00:00:00Z');
        expect((await spinNow({ name: 'Fay', email: 'fay@example.com' })).status).toBe(409);
        await setConfig({ spin_to_win: null });
        expect((await spinNow({ name: 'Fay', email: 'fay@example.com' })).status).toBe(404);
        expect(
          (await server.fetch(`/api/promotions/spin-to-win?site=${fixture.siteSlug}`)).status,
        ).toBe(404);
      });
    });

    describe('privacy (APP 11.2, 13)', () => {
      it("deletes a person's spins and strips their contact from payments, keeping the amounts", async () => {
        await pay({ payment: card(TEST_CARDS.success) }, alice);
        await spinNow({ name: 'Alice', phone: '0412 345 678' });
        await deletePersonalData(db, { phone: '0412 345 678' });
        expect(await db.query(`SELECT 1 FROM promotion_spins WHERE phone = '0412345678'`)).toEqual(
          [],
        );
        const payments = await db.query<{
          name: string;
          phone: string | null;
          amount_cents: number;
        }>(`SELECT name, phone, amount_cents FROM online_payments WHERE reference = 'INV-1042'`);
        expect(payments.length).toBeGreaterThan(0);
        for (const row of payments.filter((row) => row.name === 'Deleted')) {
          expect(row.phone).toBeNull();
          expect(row.amount_cents).toBeGreaterThan(0);
        }
        expect(payments.filter((row) => row.phone === '0412345678')).toEqual([]);
      });

      it("purges spins past the site's lead retention", async () => {
        await spinNow({ name: 'Gus', email: 'gus@example.com' });
        await purgeExpiredPersonalData(db, server.api.sites, new Date('2030-01-01T00:00:00Z'));
        expect(await db.query(`SELECT 1 FROM promotion_spins WHERE site_id = 1`)).toEqual([]);
        const kept = await db.query<{ email: string | null }>(
          'SELECT email FROM online_payments WHERE site_id = 1',
        );
        expect(kept.length).toBeGreaterThan(0);
        expect(kept.every((row) => row.email === null)).toBe(true);
      });
    });
  },
);
