import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { FIELD_MESSAGES, TRADE_IN_MESSAGES } from '@forecourt/lead-payloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, seedFixture } from '../test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing.ts';
import { embeddedValuation } from '../trade-in.ts';
import { TRADE_IN_ROUTE_MESSAGES } from './trade-in.ts';

const NOW = new Date('2026-06-01T01:00:00Z');

const GOOD_CONDITION = {
  accident_damage: 'No',
  mechanical_issues: 'No',
  service_history: 'Yes',
  tyres_worn: 'No',
} as const;

const contact = {
  name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  finance: 'Yes',
};

describe('embedded trade-in valuer (documented formula)', () => {
  it('values by make, age, kms and condition, rounded down to $100', () => {
    // Toyota 48,000 × 0.85^3 = 29,478; kms 45,000 = average for 3 years → ×1; ×0.8 = 23,582.4.
    expect(
      embeddedValuation(
        {
          year: 2023,
          make: 'Toyota',
          model: 'Corolla',
          kms: 45_000,
          adjustmentAnswers: GOOD_CONDITION,
        },
        NOW,
      ),
    ).toEqual({ online_estimate: true, offer_price: 23_500, provider: 'embedded' });
    // No service history (−5%) and worn tyres (−3%): 29,478 × 0.95 × 0.97 × 0.8 = 21,731.5.
    const worn = embeddedValuation(
      {
        year: 2023,
        make: 'toyota',
        model: 'Corolla',
        kms: 45_000,
        adjustmentAnswers: { ...GOOD_CONDITION, tyres_worn: 'Yes', service_history: 'No' },
      },
      NOW,
    );
    expect(worn.offer_price).toBe(21_700);
    // Accident damage: no figure online, the team calls to inspect it.
    const damaged = embeddedValuation(
      {
        year: 2023,
        make: 'toyota',
        model: 'Corolla',
        kms: 45_000,
        adjustmentAnswers: { ...GOOD_CONDITION, accident_damage: 'Yes' },
      },
      NOW,
    );
    expect(damaged).toEqual({
      online_estimate: false,
      offer_price: 0,
      reason: TRADE_IN_MESSAGES.needsInspection,
      provider: 'embedded',
    });
    // 25,000 km over average takes 10%: 29,478 × 0.9 × 0.8 = 21,224.2.
    const driven = embeddedValuation(
      {
        year: 2023,
        make: 'Toyota',
        model: 'Corolla',
        kms: 70_000,
        adjustmentAnswers: GOOD_CONDITION,
      },
      NOW,
    );
    expect(driven.offer_price).toBe(21_200);
  });

  it('gives no online estimate over 7 years or 100,000 km (site-wide §9)', () => {
    for (const vehicle of [
      { year: 2018, kms: 50_000 },
      { year: 2024, kms: 100_001 },
    ]) {
      expect(
        embeddedValuation(
          { ...vehicle, make: 'Mazda', model: 'CX-5', adjustmentAnswers: GOOD_CONDITION },
          NOW,
        ),
      ).toEqual({
        online_estimate: false,
        offer_price: 0,
        reason: TRADE_IN_MESSAGES.noOnlineEstimate,
        provider: 'embedded',
      });
    }
  });
});

describe.each(testDatabaseTargets())('trade-in routes on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  let fixture: Fixture;

  beforeAll(async () => {
    db = await open();
    fixture = await seedFixture(db, NOW);
    await db.query(`UPDATE cars SET regplate = '123-ABC' WHERE id = $1`, [fixture.cars.inStock.id]);
    server = await startTestServer(db, { now: () => NOW });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  const post = (path: string, json: unknown) => server.fetch(path, { json });

  it('finds a known plate in its state, and answers found: false otherwise (vehicle-stock §7)', async () => {
    const hit = await post('/api/trade-in/rego-lookup', {
      site: fixture.siteSlug,
      rego: '123 abc',
      regoState: 'qld',
    });
    expect(hit.status).toBe(200);
    expect(await hit.json()).toEqual({
      found: true,
      vehicle: { year: 2021, make: 'Toyota', model: 'HiLux', badge: 'SR5' },
    });
    const otherState = await post('/api/trade-in/rego-lookup', {
      site: fixture.siteSlug,
      rego: '123ABC',
      regoState: 'NSW',
    });
    expect(await otherState.json()).toEqual({ found: false });
    const bad = await post('/api/trade-in/rego-lookup', { site: fixture.siteSlug, rego: '' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      rego: FIELD_MESSAGES.regoRequired,
      regoState: FIELD_MESSAGES.regoStateRequired,
    });
  });

  it('answers 400 with field messages for an incomplete valuation', async () => {
    const response = await post('/api/trade-in/valuation', {
      site: fixture.siteSlug,
      rego: 'ABC123',
      regoState: 'QLD',
      year: '2023',
      make: 'Toyota',
      model: '',
      adjustmentAnswers: { accident_damage: 'No' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('Please fix the following errors:');
    expect(body.fields).toMatchObject({
      model: TRADE_IN_MESSAGES.modelRequired,
      kms: FIELD_MESSAGES.kmsRequired,
      name: FIELD_MESSAGES.nameRequired,
      'adjustmentAnswers.mechanical_issues': TRADE_IN_MESSAGES.conditionAnswer,
    });
  });

  it('values a trade-in against a car, stores the lead, and records the accepted offer', async () => {
    const response = await post('/api/trade-in/valuation', {
      site: fixture.siteSlug,
      ...contact,
      rego: 'XYZ789',
      regoState: 'QLD',
      year: 2023,
      make: 'Toyota',
      model: 'Corolla',
      kms: '45,000',
      adjustmentAnswers: GOOD_CONDITION,
      car_id: fixture.cars.inStock.id,
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as {
      lead_id: string;
      valuation: { offer_price: number };
      reducedPrice: number;
    };
    expect(answer.valuation).toEqual({
      online_estimate: true,
      offer_price: 23_500,
      provider: 'embedded',
    });
    // reducedPrice = car price − offer (vehicle-stock §3): the HiLux is $45,990.
    expect(answer.reducedPrice).toBe(45_990 - 23_500);
    const [stored] = await db.query<{
      kind: string;
      car_id: number;
      payload: Record<string, unknown>;
    }>('SELECT kind, car_id, payload FROM leads WHERE id = $1', [answer.lead_id]);
    expect(stored).toMatchObject({ kind: 'trade_in', car_id: fixture.cars.inStock.id });
    expect(stored?.payload).toMatchObject({
      category: 'Trade-In',
      PreferredContactMethod: 'Phone',
      finance: 'Yes',
      kms: 45_000,
      offer_price: 23_500,
      offer_accepted: false,
      form_completed: false,
    });

    const accepted = await post('/api/trade-in/accept-offer', {
      site: fixture.siteSlug,
      lead_id: answer.lead_id,
      form_completed: true,
      offer_accepted: true,
    });
    expect(accepted.status).toBe(200);
    const [after] = await db.query<{ payload: Record<string, unknown> }>(
      'SELECT payload FROM leads WHERE id = $1',
      [answer.lead_id],
    );
    expect(after?.payload).toMatchObject({ offer_accepted: true, form_completed: true });
  });

  it('lists the makes and models a trade-in is chosen from', async () => {
    const response = await server.fetch('/api/trade-in/catalogue');
    expect(response.status).toBe(200);
    const { makes } = (await response.json()) as { makes: { make: string; models: string[] }[] };
    expect(makes.find((entry) => entry.make === 'Toyota')?.models).toEqual(['Corolla', 'HiLux']);
  });

  it('refuses a make and model outside the catalogue with field messages, not a valuation', async () => {
    const response = await post('/api/trade-in/valuation', {
      site: fixture.siteSlug,
      ...contact,
      rego: 'TST001',
      regoState: 'QLD',
      year: 2024,
      make: 'Test',
      model: 'Test',
      kms: 10_000,
      adjustmentAnswers: { ...GOOD_CONDITION, accident_damage: 'Yes' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: object }).fields).toEqual({
      make: TRADE_IN_MESSAGES.makeUnknown,
    });
  });

  it('turns an old car into an enquiry with no offer to accept (site-wide §9)', async () => {
    const response = await post('/api/trade-in/valuation', {
      site: fixture.siteSlug,
      ...contact,
      rego: 'OLD111',
      regoState: 'QLD',
      year: 2015,
      make: 'Mazda',
      model: 'CX-5',
      kms: 150_000,
      adjustmentAnswers: GOOD_CONDITION,
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as {
      lead_id: string;
      valuation: { online_estimate: boolean };
      reducedPrice: number | null;
    };
    expect(answer.valuation.online_estimate).toBe(false);
    expect(answer.reducedPrice).toBeNull();
    const refused = await post('/api/trade-in/accept-offer', {
      site: fixture.siteSlug,
      lead_id: answer.lead_id,
      form_completed: true,
      offer_accepted: true,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: TRADE_IN_ROUTE_MESSAGES.noOffer });
  });

  it("does not accept another site's lead or an unknown one", async () => {
    const response = await post('/api/trade-in/valuation', {
      site: fixture.siteSlug,
      ...contact,
      rego: 'ABC123',
      regoState: 'QLD',
      year: 2024,
      make: 'Toyota',
      model: 'HiLux',
      kms: 10_000,
      adjustmentAnswers: GOOD_CONDITION,
    });
    const { lead_id } = (await response.json()) as { lead_id: string };
    const elsewhere = await post('/api/trade-in/accept-offer', {
      site: fixture.otherSiteSlug,
      lead_id,
      form_completed: true,
      offer_accepted: true,
    });
    expect(elsewhere.status).toBe(404);
    const invalid = await post('/api/trade-in/accept-offer', {
      site: fixture.siteSlug,
      lead_id: 'nope',
      form_completed: true,
      offer_accepted: false,
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      lead_id: FIELD_MESSAGES.leadId,
      offer_accepted: FIELD_MESSAGES.yesNo,
    });
  });

  it("refuses a car that is not on the site's stock", async () => {
    const response = await post('/api/trade-in/valuation', {
      site: fixture.siteSlug,
      ...contact,
      rego: 'ABC123',
      regoState: 'QLD',
      year: 2024,
      make: 'Kia',
      model: 'Rio',
      kms: 10_000,
      adjustmentAnswers: GOOD_CONDITION,
      car_id: fixture.cars.otherSite.id,
    });
    expect(response.status).toBe(400);
  });
});
