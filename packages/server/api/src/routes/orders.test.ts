import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { carFinanceEstimate } from '@forecourt/finance-math';
import { BUY_ONLINE_MESSAGES, DELIVERY_NOT_SERVICEABLE_MESSAGE } from '@forecourt/lead-payloads';
import { resolveSiteConfig } from '@forecourt/site-config';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../payments/test-payment-provider.ts';
import { UNLIMITED_RATE_LIMITS } from '../rate-limits.ts';
import { type Fixture, seedFixture } from '../test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing.ts';
import { ORDER_MESSAGES } from './orders.ts';

const contact = {
  name: 'Alice',
  last_name: 'Nguyen',
  email: 'alice@example.com',
  phone: '0412 345 678',
};
const good = {
  accident_damage: 'No',
  mechanical_issues: 'No',
  service_history: 'Yes',
  tyres_worn: 'No',
};

interface OrderBody {
  order: {
    id: string | null;
    next_step: string;
    data: Record<string, Record<string, unknown>>;
    summary: Record<string, number>;
    lead_id: string | null;
    completed: boolean;
  };
  error?: string;
  fields?: Record<string, string>;
}

describe.each(testDatabaseTargets())('buy online orders on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  let fixture: Fixture;
  let anon = '';
  const car = () => fixture.cars.inStock.id;

  const put = async (
    step: string,
    values: unknown,
    who: { anon?: string; cookie?: string } = { anon },
  ) => {
    const response = await server.fetch(`/api/orders/draft/${step}`, {
      method: 'PUT',
      json: { site: fixture.siteSlug, car_id: car(), anon: who.anon, values },
      headers: who.cookie ? { cookie: who.cookie } : {},
    });
    return { status: response.status, body: (await response.json()) as OrderBody };
  };
  const get = async (who = anon) => {
    const response = await server.fetch(
      `/api/orders/draft?site=${fixture.siteSlug}&car_id=${car()}&anon=${who}`,
    );
    return { status: response.status, body: (await response.json()) as OrderBody };
  };
  const reserve = async () => {
    const response = await server.fetch('/api/checkout/reservations', {
      json: {
        site: fixture.siteSlug,
        car_id: car(),
        ...contact,
        payment: {
          kind: 'test_card',
          card_name: 'Alice Nguyen',
          card_number: TEST_CARDS.success,
          card_expiry: '12/39',
          card_cvc: '123',
        },
      },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    return ((await response.json()) as { reservation: { id: string; status: string } }).reservation;
  };
  const complete = async (reservationId: string) => {
    const response = await server.fetch('/api/orders/complete', {
      json: { site: fixture.siteSlug, car_id: car(), anon, reservation_id: reservationId },
    });
    return { status: response.status, body: (await response.json()) as OrderBody };
  };
  const leads = (kind: string) =>
    db.query<{ id: string; payload: Record<string, unknown> }>(
      'SELECT id, payload FROM leads WHERE kind = $1',
      [kind],
    );

  beforeAll(async () => {
    db = await open();
    fixture = await seedFixture(db);
    await db.query(
      `UPDATE sites SET config = config || '{"features":{"online_purchase":true}}'::jsonb WHERE id = 1`,
    );
    server = await startTestServer(db, { rateLimits: { limits: UNLIMITED_RATE_LIMITS } });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });
  beforeEach(async () => {
    anon = crypto.randomUUID();
    await db.query('DELETE FROM order_drafts');
    await db.query('DELETE FROM payments');
    await db.query('DELETE FROM reservations');
    await db.query('DELETE FROM leads');
  });

  it('starts at the contact step and validates each step with the shared schema (400 with field messages)', async () => {
    expect((await get()).body.order).toMatchObject({ id: null, next_step: 'contact' });
    const bad = await put('contact', { ...contact, email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('email');
    expect((await put('payment', { payment: 'cash' })).status).toBe(409);
    await put('contact', contact);
    const noChoice = await put('payment', {});
    expect(noChoice.status).toBe(400);
    expect(noChoice.body.fields?.payment).toBe(BUY_ONLINE_MESSAGES.paymentChoice);
  });

  it('saves each step server-side so a reload resumes at the next step', async () => {
    await put('contact', contact);
    await put('trade_in', { trade_in: 'skip' });
    // A "reload": a fresh read with only the journey id answers the saved steps.
    const reloaded = (await get()).body.order;
    expect(reloaded.next_step).toBe('payment');
    expect(reloaded.data.contact).toMatchObject({ name: 'Alice', email: 'alice@example.com' });
    // Another shopper (another journey id) starts afresh.
    expect((await get(crypto.randomUUID())).body.order.next_step).toBe('contact');
  });

  it('values the trade-in with the trade-in valuer and takes the offer off the amount to pay', async () => {
    await put('contact', contact);
    const year = new Date().getUTCFullYear() - 2;
    const valued = await put('trade_in', {
      trade_in: 'value',
      rego: 'ABC123',
      regoState: 'QLD',
      year,
      make: 'Toyota',
      model: 'Corolla',
      kms: 30000,
      adjustmentAnswers: good,
    });
    expect(valued.status).toBe(200);
    const offer = valued.body.order.data.trade_in?.offer_price as number;
    expect(offer).toBeGreaterThan(0);
    expect(valued.body.order.summary).toMatchObject({
      car_price: 45990,
      trade_in_offer: offer,
      amount_to_pay: 45990 - offer,
    });
    // site-wide §9: no online estimate over 100,000 km.
    const old = await put('trade_in', {
      trade_in: 'value',
      rego: 'ABC123',
      regoState: 'QLD',
      year,
      make: 'Toyota',
      model: 'Corolla',
      kms: 150000,
      adjustmentAnswers: good,
    });
    expect(old.body.order.summary.trade_in_offer).toBe(0);
  });

  it('finance: estimates the repayment and sends one finance lead, however often the step is saved', async () => {
    await put('contact', contact);
    await put('trade_in', { trade_in: 'skip' });
    const first = await put('payment', { payment: 'finance' });
    // The car's one estimate (site-wide §9): its price on the site's finance basis.
    expect(first.body.order.data.payment).toMatchObject({
      payment: 'finance',
      enquire: false,
      rate_pct: 10,
      term_years: 5,
      deposit: 4599,
      balloon: 13_797,
      amount_financed: 41_391,
      loan: 'consumer',
      finance_lead_id: expect.any(String),
    });
    expect(first.body.order.data.payment?.weekly).toBe(161);
    await put('payment', { payment: 'finance' });
    const finance = await leads('finance');
    expect(finance).toHaveLength(1);
    expect(finance[0]?.payload).toMatchObject({
      category: 'Finance Enquiry',
      car_id: car(),
      email: 'alice@example.com',
    });
    expect((await put('payment', { payment: 'cash' })).body.order.next_step).toBe('delivery');
  });

  it("finance: finances the site's fees, the figure the car's card and page show (vehicle-stock §9)", async () => {
    const fees = [
      { label: 'Establishment fee', amount: 495 },
      { label: 'PPSR', amount: 3 },
    ];
    await db.query(`UPDATE sites SET config = config || $1::jsonb WHERE id = 1`, [
      JSON.stringify({ finance: { fees } }),
    ]);
    try {
      server.api.sites.invalidate();
      await put('contact', contact);
      await put('trade_in', { trade_in: 'skip' });
      const { body } = await put('payment', { payment: 'finance' });
      const site = resolveSiteConfig({
        slug: 'test-motors',
        name: 'Test Motors',
        template: 'classic',
        finance: { fees },
      });
      const estimate = carFinanceEstimate({ price: 45_990 }, site);
      // $45,990 − $4,599 + $498 financed: $164 a week, not the $161 of the neutral basis.
      expect(body.order.data.payment).toMatchObject({ amount_financed: 41_889, weekly: 164 });
      expect(estimate?.weekly).toBe(164);
    } finally {
      await db.query(`UPDATE sites SET config = config - 'finance' WHERE id = 1`);
      server.api.sites.invalidate();
    }
  });

  it("delivery uses the vehicle page's delivery quote; pick-up names the car's location", async () => {
    await put('contact', contact);
    await put('trade_in', { trade_in: 'skip' });
    await put('payment', { payment: 'cash' });
    const delivered = await put('delivery', { delivery: 'delivery', postcode: '4350' });
    expect(delivered.body.order.data.delivery).toMatchObject({
      name: 'Toowoomba, QLD',
      price: 250,
    });
    expect(delivered.body.order.summary).toMatchObject({
      delivery_price: 250,
      amount_to_pay: 46240,
      deposit: 200,
      balance: 46040,
    });
    const far = await put('delivery', { delivery: 'delivery', postcode: '6000' });
    expect(far.status).toBe(400);
    expect(far.body.fields?.postcode).toBe(DELIVERY_NOT_SERVICEABLE_MESSAGE);
    const pickup = await put('delivery', { delivery: 'pickup' });
    expect(String(pickup.body.order.data.delivery?.location)).toContain('Test Motors Brisbane');
    expect(pickup.body.order.next_step).toBe('summary');
  });

  it('after the deposit holds the car, completing sends one Online Purchase lead, exactly once', async () => {
    await put('contact', contact);
    await put('trade_in', { trade_in: 'skip' });
    await put('payment', { payment: 'cash' });
    await put('delivery', { delivery: 'pickup' });
    expect((await put('summary', {})).body.order.next_step).toBe('deposit');
    const reservation = await reserve();
    expect(reservation.status).toBe('held');
    const [first, second] = await Promise.all([complete(reservation.id), complete(reservation.id)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.order.lead_id).toBe(second.body.order.lead_id);
    const orders = await leads('buy_online');
    expect(orders).toHaveLength(1);
    expect(orders[0]?.payload).toMatchObject({
      category: 'Online Purchase',
      car_id: car(),
      reservation_id: reservation.id,
      payment: 'cash',
      delivery: 'pickup',
      balance: 45790,
    });
    expect(
      await db.query('SELECT target FROM lead_outbox WHERE lead_id = $1', [orders[0]?.id]),
    ).not.toHaveLength(0);
    expect((await get()).body.order).toMatchObject({ completed: true, next_step: 'complete' });
  });

  it('refuses to complete without a held deposit of this car', async () => {
    await put('contact', contact);
    const response = await complete(crypto.randomUUID());
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(ORDER_MESSAGES.reservationMismatch);
  });

  it('needs a journey id when nobody is signed in; needs sign-in where the site gates checkout (site-wide §2)', async () => {
    expect((await put('contact', contact, {})).status).toBe(400);
    await db.query(
      `UPDATE sites SET config = config || '{"sign_in":{"required_types":["checkout"]}}'::jsonb WHERE id = 1`,
    );
    try {
      server.api.sites.invalidate();
      expect((await put('contact', contact)).status).toBe(401);
    } finally {
      await db.query(`UPDATE sites SET config = config - 'sign_in' WHERE id = 1`);
      server.api.sites.invalidate();
    }
  });

  it('answers 403 where the site does not sell online', async () => {
    const response = await server.fetch(
      `/api/orders/draft?site=${fixture.otherSiteSlug}&car_id=${fixture.cars.otherSite.id}&anon=${anon}`,
    );
    expect(response.status).toBe(403);
  });
});
