import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StripePaymentProvider } from '../payments/stripe-payment-provider.ts';
import { TEST_CARDS, TEST_PAYMENT_MESSAGES } from '../payments/test-payment-provider.ts';
import { UNLIMITED_RATE_LIMITS } from '../rate-limits.ts';
import { CHECKOUT_MESSAGES } from '../reservations.ts';
import { type Fixture, seedFixture } from '../test-fixtures.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../testing.ts';

const HOUR = 3_600_000;
const admin = { authorization: `Bearer ${TEST_ADMIN_KEY}` };

const contact = {
  name: 'Alice',
  last_name: 'Nguyen',
  email: 'alice@example.com',
  phone: '0412 345 678',
};
const card = (number: string) => ({
  kind: 'test_card',
  card_name: 'Alice Nguyen',
  card_number: number,
  card_expiry: '12/39',
  card_cvc: '123',
});

interface ReservationBody {
  reservation: {
    id: string;
    status: string;
    challenge: boolean;
    deposit_cents: number;
    expires_at: string;
    failure: string | null;
  };
  error?: string;
}

describe.each(testDatabaseTargets())('reserve online on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  let fixture: Fixture;
  let clock = new Date();
  const refreshed: number[][] = [];
  let keyCounter = 0;

  const reserve = (carId: number, payment: unknown, key = `key-${++keyCounter}`) =>
    server.fetch('/api/checkout/reservations', {
      json: { site: fixture.siteSlug, car_id: carId, ...contact, payment },
      headers: { 'idempotency-key': key },
    });
  const carReserved = async (slug: string) =>
    ((await (await server.fetch(`/api/cars/${slug}`)).json()) as { car: { reserved: boolean } }).car
      .reserved;
  const heldCount = async (carId: number) =>
    (await db.query(`SELECT 1 FROM reservations WHERE car_id = $1 AND status = 'held'`, [carId]))
      .length;

  beforeAll(async () => {
    db = await open();
    fixture = await seedFixture(db, clock);
    await db.query(
      `UPDATE sites SET config = config || '{"features":{"reserve_online":true}}'::jsonb WHERE id = 1`,
    );
    server = await startTestServer(db, {
      rateLimits: { limits: UNLIMITED_RATE_LIMITS },
      now: () => clock,
      onStockChanged: async ({ carIds }) => {
        refreshed.push(carIds);
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });
  beforeEach(async () => {
    clock = new Date();
    refreshed.length = 0;
    await db.query('DELETE FROM payments');
    await db.query('DELETE FROM reservations');
    await db.query('DELETE FROM leads');
  });

  it('tells the page the site deposit ($200 default, vehicle-stock §9), 48 hours and the test form', async () => {
    const response = await server.fetch(`/api/checkout/config?site=${fixture.siteSlug}`);
    expect(await response.json()).toEqual({
      reserve_online: true,
      online_purchase: false,
      deposit_cents: 20_000,
      currency: 'aud',
      hold_hours: 48,
      provider: 'test',
      method: 'test_card',
      publishable_key: null,
    });
  });

  it('pays the deposit with the success card and holds the car for 48 hours: RESERVED on reads and in search', async () => {
    const response = await reserve(fixture.cars.inStock.id, card('4242 4242 4242 4242'));
    expect(response.status).toBe(201);
    const { reservation } = (await response.json()) as ReservationBody;
    expect(reservation).toMatchObject({ status: 'held', challenge: false, deposit_cents: 20_000 });
    expect(new Date(reservation.expires_at).getTime()).toBe(clock.getTime() + 48 * HOUR);
    expect(await carReserved(fixture.cars.inStock.slug)).toBe(true);
    expect(refreshed).toContainEqual([fixture.cars.inStock.id]);
    const payments = await db.query<{ amount_cents: number; provider: string }>(
      'SELECT amount_cents, provider FROM payments',
    );
    expect(payments).toEqual([{ amount_cents: 20_000, provider: 'test' }]);
  });

  it('refuses a second reservation of a held car (409) and charges nothing', async () => {
    expect((await reserve(fixture.cars.inStock.id, card(TEST_CARDS.success))).status).toBe(201);
    const second = await reserve(fixture.cars.inStock.id, card(TEST_CARDS.success));
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toBe(
      CHECKOUT_MESSAGES.alreadyReserved,
    );
    expect(await db.query('SELECT 1 FROM payments')).toHaveLength(1);
  });

  it('two shoppers reserving the same car at once: exactly one hold, one payment', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => reserve(fixture.cars.inStock.id, card(TEST_CARDS.success))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await heldCount(fixture.cars.inStock.id)).toBe(1);
    expect(await db.query('SELECT 1 FROM payments')).toHaveLength(1);
  });

  it('a double-click (same Idempotency-Key) answers the same reservation and records one payment', async () => {
    const [first, second] = await Promise.all([
      reserve(fixture.cars.inStock.id, card(TEST_CARDS.success), 'double-click'),
      reserve(fixture.cars.inStock.id, card(TEST_CARDS.success), 'double-click'),
    ]);
    const [a, b] = [
      ((await first.json()) as ReservationBody).reservation,
      ((await second.json()) as ReservationBody).reservation,
    ];
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(a.id).toBe(b.id);
    expect([a.status, b.status]).toEqual(['held', 'held']);
    expect(await db.query('SELECT 1 FROM payments')).toHaveLength(1);
    const again = await reserve(fixture.cars.inStock.id, card(TEST_CARDS.success), 'double-click');
    expect(again.status).toBe(200);
    // The paid reservation is one dealer lead, however often it is confirmed.
    const leads = await db.query<{ id: string }>(
      `SELECT l.id FROM leads l JOIN reservations r ON r.lead_id = l.id WHERE r.id = $1`,
      [a.id],
    );
    expect(leads).toHaveLength(1);
    expect(await db.query(`SELECT 1 FROM leads WHERE kind = 'reservation'`)).toHaveLength(1);
  });

  it('a paid reservation sends the dealer one Reservation lead through the outbox', async () => {
    const response = await reserve(fixture.cars.inStock.id, card(TEST_CARDS.success));
    const { reservation } = (await response.json()) as ReservationBody;
    const leads = await db.query<{
      id: string;
      kind: string;
      car_id: number;
      payload: Record<string, unknown>;
    }>(`SELECT id, kind, car_id, payload FROM leads WHERE kind = 'reservation'`);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      car_id: fixture.cars.inStock.id,
      payload: {
        category: 'Reservation',
        name: 'Alice',
        last_name: 'Nguyen',
        email: 'alice@example.com',
        deposit: 200,
        reservation_id: reservation.id,
      },
    });
    expect(
      await db.query('SELECT target FROM lead_outbox WHERE lead_id = $1', [leads[0]?.id]),
    ).not.toHaveLength(0);
    // A declined card is no lead.
    await db.query('DELETE FROM reservations');
    await reserve(fixture.cars.inStock.id, card(TEST_CARDS.decline));
    expect(await db.query(`SELECT 1 FROM leads WHERE kind = 'reservation'`)).toHaveLength(1);
  });

  it('requires an Idempotency-Key, and refuses one reused for another car', async () => {
    const noKey = await server.fetch('/api/checkout/reservations', {
      json: {
        site: fixture.siteSlug,
        car_id: fixture.cars.inStock.id,
        ...contact,
        payment: card(TEST_CARDS.success),
      },
    });
    expect(noKey.status).toBe(400);
    expect(((await noKey.json()) as { error: string }).error).toBe(CHECKOUT_MESSAGES.keyRequired);
    expect((await reserve(fixture.cars.inStock.id, card(TEST_CARDS.decline), 'k')).status).toBe(
      402,
    );
    expect((await reserve(fixture.cars.comingSoon.id, card(TEST_CARDS.success), 'k')).status).toBe(
      422,
    );
  });

  it('a declined card leaves the car free (402 with the message) and another shopper can reserve it', async () => {
    const declined = await reserve(fixture.cars.inStock.id, card(TEST_CARDS.decline));
    expect(declined.status).toBe(402);
    const body = (await declined.json()) as ReservationBody;
    expect(body.error).toBe(TEST_PAYMENT_MESSAGES.declined);
    expect(body.reservation.status).toBe('failed');
    expect(await carReserved(fixture.cars.inStock.slug)).toBe(false);
    expect(await db.query('SELECT 1 FROM payments')).toHaveLength(0);
    expect((await reserve(fixture.cars.inStock.id, card(TEST_CARDS.success))).status).toBe(201);
  });

  it('the challenge card waits for the shopper: confirming holds the car, cancelling frees it', async () => {
    const started = await reserve(fixture.cars.inStock.id, card(TEST_CARDS.challenge));
    expect(started.status).toBe(201);
    const { reservation } = (await started.json()) as ReservationBody;
    expect(reservation).toMatchObject({ status: 'pending', challenge: true });
    expect(await carReserved(fixture.cars.inStock.slug)).toBe(false);
    // Someone else cannot take the car while the first shopper answers the check.
    expect((await reserve(fixture.cars.inStock.id, card(TEST_CARDS.success))).status).toBe(409);
    const confirmed = await server.fetch(`/api/checkout/reservations/${reservation.id}/challenge`, {
      json: { approved: true },
    });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as ReservationBody).reservation.status).toBe('held');
    expect(await carReserved(fixture.cars.inStock.slug)).toBe(true);

    await db.query('DELETE FROM payments');
    await db.query('DELETE FROM reservations');
    const next = (await (
      await reserve(fixture.cars.inStock.id, card(TEST_CARDS.challenge))
    ).json()) as ReservationBody;
    const cancelled = await server.fetch(
      `/api/checkout/reservations/${next.reservation.id}/challenge`,
      { json: { approved: false } },
    );
    expect(cancelled.status).toBe(402);
    expect(await carReserved(fixture.cars.inStock.slug)).toBe(false);
    expect((await reserve(fixture.cars.inStock.id, card(TEST_CARDS.success))).status).toBe(201);
  });

  it('validates the card with the shared schema (400 with field messages)', async () => {
    const response = await reserve(fixture.cars.inStock.id, {
      ...card('4242 4242 4242 4241'),
      card_expiry: '13/30',
      card_cvc: '1',
    });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields).toMatchObject({
      'payment.card_number': 'Enter a valid card number.',
      'payment.card_expiry': 'Enter the expiry as MM/YY.',
      'payment.card_cvc': 'Enter the 3 or 4 digit security code.',
    });
  });

  it('does not reserve a sold car, a car of another site, or on a site without reserve online', async () => {
    expect((await reserve(fixture.cars.sold.id, card(TEST_CARDS.success))).status).toBe(422);
    expect((await reserve(fixture.cars.otherSite.id, card(TEST_CARDS.success))).status).toBe(404);
    const otherSite = await server.fetch('/api/checkout/reservations', {
      json: {
        site: fixture.otherSiteSlug,
        car_id: fixture.cars.otherSite.id,
        ...contact,
        payment: card(TEST_CARDS.success),
      },
      headers: { 'idempotency-key': 'other-site' },
    });
    expect(otherSite.status).toBe(403);
  });

  it('reads treat a lapsed hold as free, and the release job ends it and refreshes search', async () => {
    expect((await reserve(fixture.cars.inStock.id, card(TEST_CARDS.success))).status).toBe(201);
    await db.query(`UPDATE reservations SET expires_at = now() - interval '1 minute'`);
    expect(await carReserved(fixture.cars.inStock.slug)).toBe(false);
    // A new shopper may reserve it before the job runs: the lapsed hold ends in the same step.
    expect((await reserve(fixture.cars.inStock.id, card(TEST_CARDS.success))).status).toBe(201);
    const statuses = await db.query<{ status: string }>(
      'SELECT status FROM reservations ORDER BY expires_at',
    );
    expect(statuses.map((row) => row.status)).toEqual(['expired', 'held']);

    clock = new Date(clock.getTime() + 48 * HOUR + 1);
    refreshed.length = 0;
    const job = await server.fetch('/api/admin/reservations/release-lapsed', {
      method: 'POST',
      headers: admin,
    });
    expect(await job.json()).toEqual({ released: [fixture.cars.inStock.id] });
    expect(refreshed).toEqual([[fixture.cars.inStock.id]]);
    expect(await heldCount(fixture.cars.inStock.id)).toBe(0);
  });

  it('lists reservations for the dealer (admin API) and lets the dealer release one', async () => {
    const { reservation } = (await (
      await reserve(fixture.cars.inStock.id, card(TEST_CARDS.success))
    ).json()) as ReservationBody;
    expect((await server.fetch('/api/admin/reservations')).status).toBe(401);
    const list = await server.fetch(
      `/api/admin/reservations?site=${fixture.siteSlug}&status=held`,
      {
        headers: admin,
      },
    );
    const { reservations } = (await list.json()) as { reservations: Record<string, unknown>[] };
    expect(reservations).toHaveLength(1);
    expect(reservations[0]).toMatchObject({
      id: reservation.id,
      status: 'held',
      site: fixture.siteSlug,
      car: { id: fixture.cars.inStock.id, slug: fixture.cars.inStock.slug },
      name: 'Alice Nguyen',
      email: 'alice@example.com',
      deposit_cents: 20_000,
      provider: 'test',
    });
    const released = await server.fetch(`/api/admin/reservations/${reservation.id}/release`, {
      method: 'POST',
      headers: admin,
    });
    expect(((await released.json()) as ReservationBody).reservation.status).toBe('released');
    expect(await carReserved(fixture.cars.inStock.slug)).toBe(false);
  });
});

describe.each(testDatabaseTargets())('Stripe webhooks on $kind', ({ open }) => {
  const WEBHOOK_SECRET = 'whsec_test_secret';
  const stripe = new Stripe('sk_test_offline');
  let db: Database;
  let server: TestServer;
  let fixture: Fixture;

  const event = (id: string, type: string, paymentIntent: string) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      data: { object: { id: paymentIntent, object: 'payment_intent', last_payment_error: null } },
    });
  const post = (payload: string, signature: string) =>
    server.fetch('/api/payments/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });

  beforeAll(async () => {
    db = await open();
    fixture = await seedFixture(db);
    server = await startTestServer(db, {
      payments: new StripePaymentProvider({
        secretKey: 'sk_test_offline',
        webhookSecret: WEBHOOK_SECRET,
        publishableKey: 'pk_test_offline',
        client: stripe,
      }),
    });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  it('verifies the signature, holds the car once, and ignores a repeated event', async () => {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO reservations (site_id, car_id, idempotency_key, status, deposit_cents, name,
         email, phone, provider, provider_payment_id, expires_at)
       VALUES (1, $1, 'stripe-1', 'pending', 20000, 'Alice', 'a@example.com', '0412345678',
         'stripe', 'pi_123', now() + interval '15 minutes') RETURNING id`,
      [fixture.cars.inStock.id],
    );
    const payload = event('evt_1', 'payment_intent.succeeded', 'pi_123');
    const forged = await post(payload, 't=1,v1=deadbeef');
    expect(forged.status).toBe(400);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const first = await post(payload, signature);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const repeat = await post(payload, signature);
    expect(await repeat.json()).toEqual({ received: true, duplicate: true });
    const [reservation] = await db.query<{ status: string }>(
      'SELECT status FROM reservations WHERE id = $1',
      [row?.id],
    );
    expect(reservation?.status).toBe('held');
    expect(
      await db.query(`SELECT 1 FROM payments WHERE provider_payment_id = 'pi_123'`),
    ).toHaveLength(1);
    // The webhook confirmed the payment twice; the dealer gets one lead.
    expect(
      await db.query(`SELECT 1 FROM leads WHERE kind = 'reservation' AND car_id = $1`, [
        fixture.cars.inStock.id,
      ]),
    ).toHaveLength(1);
    const config = await server.fetch(`/api/checkout/config?site=${fixture.siteSlug}`);
    expect(await config.json()).toMatchObject({
      provider: 'stripe',
      method: 'stripe',
      publishable_key: 'pk_test_offline',
    });
  });

  it('a payment_failed event frees the car', async () => {
    await db.query(
      `INSERT INTO reservations (site_id, car_id, idempotency_key, status, deposit_cents, name,
         email, phone, provider, provider_payment_id, expires_at)
       VALUES (1, $1, 'stripe-2', 'pending', 20000, 'Bob', 'b@example.com', '0412345678',
         'stripe', 'pi_456', now() + interval '15 minutes')`,
      [fixture.cars.comingSoon.id],
    );
    const payload = event('evt_2', 'payment_intent.payment_failed', 'pi_456');
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await post(payload, signature)).status).toBe(200);
    const [row] = await db.query<{ status: string }>(
      `SELECT status FROM reservations WHERE provider_payment_id = 'pi_456'`,
    );
    expect(row?.status).toBe('failed');
  });
});
