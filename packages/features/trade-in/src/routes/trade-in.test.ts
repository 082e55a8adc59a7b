import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import {
  ENQUIRY_SUBMIT_FAILED_MESSAGE,
  FIELD_MESSAGES,
  TRADE_IN_MESSAGES,
} from '@forecourt/lead-payloads';
import type { PublicSiteConfig } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @forecourt/api exports no test helpers yet: the fixture and server are read from its sources
// (as the api-client's platform test does).
import { seedFixture } from '../../../../server/api/src/test-fixtures.ts';
import { startTestServer, type TestServer } from '../../../../server/api/src/testing.ts';
import { testSite } from '../test/site.ts';
import type { TradeInState } from '../ui/TradeInForm.tsx';
import { action, loader } from './trade-in.tsx';

const GOOD = {
  'adjustmentAnswers.accident_damage': 'No',
  'adjustmentAnswers.mechanical_issues': 'No',
  'adjustmentAnswers.service_history': 'Yes',
  'adjustmentAnswers.tyres_worn': 'No',
};
const CONTACT = {
  name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  finance: 'No',
};
const THIS_YEAR = new Date().getUTCFullYear();

describe.each(testDatabaseTargets())('the /trade-in route on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  let site: PublicSiteConfig;

  beforeAll(async () => {
    db = await open();
    await seedFixture(db);
    await db.query(`UPDATE cars SET regplate = '123ABC', year = $1 WHERE id = 1`, [THIS_YEAR - 2]);
    server = await startTestServer(db);
    site = testSite({ slug: 'test-motors', name: 'Test Motors' });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  function context(pageSite = site) {
    const provider = new RouterContextProvider();
    provider.set(siteContext, pageSite);
    provider.set(
      platformFetchContext,
      async (request: Request) => await server.api.app.fetch(request),
    );
    return provider;
  }

  async function post(fields: Record<string, string>, path = '/trade-in') {
    const body = new URLSearchParams({ submission: 'test-submission-0001', ...fields });
    try {
      return (await action({
        request: new Request(`http://test-motors.localhost${path}`, { method: 'POST', body }),
        context: context(),
        params: {},
      } as unknown as Parameters<typeof action>[0])) as TradeInState;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it('is not found on a site without trade-ins, and shows the car being bought (vehicle-stock §2)', async () => {
    const off = testSite({ slug: 'test-motors', features: { trade_in: false } });
    const thrown = await loader({
      request: new Request('http://test-motors.localhost/trade-in'),
      context: context(off),
      params: {},
    } as unknown as Parameters<typeof loader>[0]).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
    const page = await loader({
      request: new Request('http://test-motors.localhost/cars/trade-in?car_id=1'),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof loader>[0]);
    expect(page.car).toMatchObject({ id: 1, price: 45_990, path: '/cars/2021-toyota-hilux-sr5-1' });
    expect(page.faq.length).toBeGreaterThan(0);
  });

  it('keeps a step with its field messages when it does not pass (server validation, same schema)', async () => {
    const state = (await post({
      step: 'rego',
      intent: 'next',
      rego: '',
      regoState: '',
    })) as TradeInState;
    expect(state.step).toBe('rego');
    expect(state.errors).toEqual({
      rego: FIELD_MESSAGES.regoRequired,
      regoState: FIELD_MESSAGES.regoStateRequired,
    });
  });

  it('keeps the shopper on the vehicle step for a make and model not in the catalogue', async () => {
    const state = (await post({
      step: 'vehicle',
      intent: 'next',
      rego: 'TST001',
      regoState: 'QLD',
      year: String(THIS_YEAR - 1),
      make: 'Test',
      model: 'Test',
    })) as TradeInState;
    expect(state.step).toBe('vehicle');
    expect(state.errors).toEqual({ make: TRADE_IN_MESSAGES.makeUnknown });
  });

  it('looks the rego up, walks the steps, values the car and accepts the offer', async () => {
    const rego = { rego: '123 abc', regoState: 'QLD' };
    const vehicle = (await post({ step: 'rego', intent: 'next', ...rego })) as TradeInState;
    expect(vehicle.step).toBe('vehicle');
    expect(vehicle.values).toMatchObject({
      year: String(THIS_YEAR - 2),
      make: 'Toyota',
      model: 'HiLux',
    });
    expect(vehicle.submission).toBe('test-submission-0001');
    const unknown = (await post({
      step: 'rego',
      intent: 'next',
      rego: 'ZZZ999',
      regoState: 'VIC',
    })) as TradeInState;
    expect(unknown).toMatchObject({ step: 'vehicle', notice: TRADE_IN_MESSAGES.regoNotFound });

    const carried = { ...rego, ...vehicle.values };
    const kms = (await post({ step: 'vehicle', intent: 'next', ...carried })) as TradeInState;
    expect(kms.step).toBe('kms');
    const back = (await post({ step: 'kms', intent: 'back', ...carried })) as TradeInState;
    expect(back.step).toBe('vehicle');
    const condition = (await post({
      step: 'kms',
      intent: 'next',
      ...carried,
      kms: '30,000',
    })) as TradeInState;
    expect(condition.step).toBe('condition');
    const contact = (await post({
      step: 'condition',
      intent: 'next',
      ...carried,
      kms: '30000',
      ...GOOD,
    })) as TradeInState;
    expect(contact.step).toBe('contact');
    const offer = (await post(
      {
        step: 'contact',
        intent: 'next',
        ...carried,
        kms: '30000',
        ...GOOD,
        ...CONTACT,
        car_id: '1',
      },
      '/cars/trade-in?car_id=1',
    )) as TradeInState;
    expect(offer.step).toBe('offer');
    expect(offer.offer?.offer_price).toBeGreaterThan(0);
    // reducedPrice = car price − offer (vehicle-stock §3).
    expect(offer.offer?.reducedPrice).toBe(45_990 - (offer.offer?.offer_price ?? 0));

    const accepted = await post({
      intent: 'accept',
      step: 'offer',
      lead_id: offer.offer?.lead_id ?? '',
      offer_price: String(offer.offer?.offer_price),
    });
    expect(accepted).toBeInstanceOf(Response);
    expect((accepted as unknown as Response).headers.get('location')).toBe('/success');
    const [lead] = await db.query<{ payload: Record<string, unknown> }>(
      'SELECT payload FROM leads WHERE id = $1',
      [offer.offer?.lead_id],
    );
    expect(lead?.payload).toMatchObject({
      offer_accepted: true,
      form_completed: true,
      PreferredContactMethod: 'Phone',
      finance: 'No',
    });
  });

  it('also sends the valuation to /api/miscellaneous where the site says so (vehicle-stock §7)', async () => {
    const fields = new URLSearchParams({
      submission: 'test-submission-0003',
      step: 'contact',
      intent: 'next',
      rego: 'MIS123',
      regoState: 'QLD',
      year: String(THIS_YEAR - 1),
      make: 'Toyota',
      model: 'Corolla',
      kms: '9000',
      ...GOOD,
      ...CONTACT,
    });
    const logging = testSite({
      slug: 'test-motors',
      features: { trade_in_valuation_miscellaneous: true },
    });
    const state = (await action({
      request: new Request('http://test-motors.localhost/trade-in', {
        method: 'POST',
        body: fields,
      }),
      context: context(logging),
      params: {},
    } as unknown as Parameters<typeof action>[0])) as TradeInState;
    expect(state.step).toBe('offer');
    const rows = await db.query<{ payload: Record<string, unknown> }>(
      `SELECT payload FROM analytics_events WHERE name = 'miscellaneous'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({
      column_name: 'valuation',
      lead_id: state.offer?.lead_id,
      online_estimate: true,
      offer_price: state.offer?.offer_price,
    });
  });

  it('alerts "An error occurred when submitting this form" when the server fails without a message (site-wide §8)', async () => {
    const failing = new RouterContextProvider();
    failing.set(siteContext, site);
    failing.set(platformFetchContext, async (request: Request) =>
      new URL(request.url).pathname.startsWith('/api/trade-in/')
        ? new Response('', { status: 500 })
        : await server.api.app.fetch(request),
    );
    const fields = new URLSearchParams({
      submission: 'test-submission-0009',
      step: 'contact',
      intent: 'next',
      rego: 'ERR123',
      regoState: 'QLD',
      year: String(THIS_YEAR - 1),
      make: 'Toyota',
      model: 'Corolla',
      kms: '9000',
      ...GOOD,
      ...CONTACT,
    });
    const run = async (body: URLSearchParams) =>
      (await action({
        request: new Request('http://test-motors.localhost/trade-in', { method: 'POST', body }),
        context: failing,
        params: {},
      } as unknown as Parameters<typeof action>[0])) as TradeInState;
    const valuation = await run(fields);
    expect(valuation.step).toBe('contact');
    expect(valuation.formError).toBe(ENQUIRY_SUBMIT_FAILED_MESSAGE);
    const accepting = await run(
      new URLSearchParams({ intent: 'accept', step: 'offer', lead_id: 'x', offer_price: '1000' }),
    );
    expect(accepting.formError).toBe(ENQUIRY_SUBMIT_FAILED_MESSAGE);
  });

  it('sends an old car straight to /success as an enquiry (site-wide §9)', async () => {
    const done = await post({
      step: 'contact',
      intent: 'next',
      submission: 'test-submission-0002',
      rego: 'OLD123',
      regoState: 'QLD',
      year: String(THIS_YEAR - 9),
      make: 'Mazda',
      model: 'CX-5',
      kms: '140000',
      ...GOOD,
      ...CONTACT,
    });
    expect(done).toBeInstanceOf(Response);
    expect((done as unknown as Response).headers.get('location')).toBe('/success');
    const [lead] = await db.query<{ payload: { valuation: { online_estimate: boolean } } }>(
      `SELECT payload FROM leads WHERE payload->>'rego' = 'OLD123'`,
    );
    expect(lead?.payload.valuation.online_estimate).toBe(false);
  });
});
