// @vitest-environment node
import type { OrderDraft } from '@forecourt/api-client';
import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { BUY_ONLINE_MESSAGES } from '@forecourt/lead-payloads';
import {
  type PublicSiteConfig,
  publicSiteConfig,
  resolveSiteConfig,
  type SiteConfigInput,
} from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @forecourt/api exports no test helpers yet: the fixture and server are read from its sources.
import { seedFixture } from '../../../../server/api/src/test-fixtures.ts';
import { startTestServer, type TestServer } from '../../../../server/api/src/testing.ts';
import { action, JOURNEY_COOKIE, type JourneyActionResult, loader } from './checkout-journey.tsx';

const testSite = (overrides: Partial<SiteConfigInput> = {}): PublicSiteConfig =>
  publicSiteConfig(
    resolveSiteConfig({
      slug: 'test-motors',
      name: 'Test Motors',
      template: 'classic',
      url: 'https://www.testmotors.com.au',
      phone: '(07) 3000 0000',
      dealerships: [{ id: 1, name: 'Test Motors Brisbane', slug: 'test-motors-brisbane' }],
      ...overrides,
      features: { reserve_online: true, online_purchase: true, ...overrides.features },
    } as SiteConfigInput),
  );

const CONTACT = {
  name: 'Alice',
  last_name: 'Nguyen',
  email: 'alice@example.com',
  phone: '0412 345 678',
};

describe.each(testDatabaseTargets())('the /checkout-journey route on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  const site = testSite();
  const cookie = `${JOURNEY_COOKIE}=${crypto.randomUUID()}`;
  const url = 'http://test-motors.localhost/checkout-journey?car_id=2021-toyota-hilux-sr5-1';

  beforeAll(async () => {
    db = await open();
    await seedFixture(db);
    await db.query(
      `UPDATE sites SET config = config || '{"features":{"reserve_online":true,"online_purchase":true}}'::jsonb WHERE id = 1`,
    );
    server = await startTestServer(db);
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
  const load = async (path = url, withCookie = cookie, pageSite = site) => {
    try {
      return await loader({
        request: new Request(path, { headers: withCookie ? { cookie: withCookie } : {} }),
        context: context(pageSite),
        params: {},
      } as unknown as Parameters<typeof loader>[0]);
    } catch (thrown) {
      return thrown as Response;
    }
  };
  const post = async (fields: Record<string, string>): Promise<JourneyActionResult | Response> => {
    try {
      return await action({
        request: new Request(url, {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: { cookie },
        }),
        context: context(),
        params: {},
      } as unknown as Parameters<typeof action>[0]);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
  const stepOf = async () => {
    const loaded = (await load()) as { step: string; order: OrderDraft };
    return loaded;
  };

  it('sets the journey cookie once for an anonymous shopper, then resumes with it', async () => {
    const first = (await load(url, '')) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get('set-cookie')).toMatch(
      new RegExp(`^${JOURNEY_COOKIE}=[0-9a-f-]{36}; Path=/; HttpOnly; SameSite=Lax`),
    );
    expect((await stepOf()).step).toBe('contact');
  });

  it('is not found where the site does not sell online (vehicle-stock §2)', async () => {
    const off = await load(url, cookie, testSite({ features: { online_purchase: false } }));
    expect(off).toMatchObject({ init: { status: 404 } });
  });

  it('answers a step with the shared schema’s field messages (no JavaScript: a plain POST)', async () => {
    const answer = (await post({
      intent: 'contact',
      ...CONTACT,
      email: 'nope',
    })) as JourneyActionResult;
    expect(answer.step).toBe('contact');
    expect(answer.fields.email).toBeTruthy();
    expect(answer.values).toMatchObject({ name: 'Alice', email: 'nope' });
  });

  it('saves each step on the server: a reload resumes at the next step, and walks to the order', async () => {
    expect(((await post({ intent: 'contact', ...CONTACT })) as Response).status).toBe(302);
    // The reload: a fresh GET with only the cookie resumes where the shopper was.
    expect((await stepOf()).step).toBe('trade_in');
    const noChoice = (await post({ intent: 'trade_in' })) as JourneyActionResult;
    expect(noChoice.fields.trade_in).toBe(BUY_ONLINE_MESSAGES.tradeInChoice);
    expect(((await post({ intent: 'trade_in', trade_in: 'skip' })) as Response).status).toBe(302);
    expect(((await post({ intent: 'payment', payment: 'cash' })) as Response).status).toBe(302);
    expect(
      ((await post({ intent: 'delivery', delivery: 'delivery', postcode: '4350' })) as Response)
        .status,
    ).toBe(302);
    const atSummary = await stepOf();
    expect(atSummary.step).toBe('summary');
    expect(atSummary.order.summary).toMatchObject({
      car_price: 45990,
      delivery_price: 250,
      amount_to_pay: 46240,
    });
    // An earlier step can be reopened; a later one cannot be skipped to.
    expect(((await load(`${url}&step=trade_in`)) as { step: string }).step).toBe('trade_in');
    expect(((await load(`${url}&step=deposit`)) as { step: string }).step).toBe('summary');
    expect(((await post({ intent: 'summary' })) as Response).status).toBe(302);
    expect((await stepOf()).step).toBe('deposit');
    // The deposit: the reserve flow's test card holds the car and completes the order.
    const paid = (await post({
      intent: 'reserve',
      idempotency_key: crypto.randomUUID(),
      ...CONTACT,
      card_name: 'Alice Nguyen',
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/39',
      card_cvc: '123',
    })) as Response;
    expect(paid.status).toBe(302);
    const done = (await load(`http://test-motors.localhost${paid.headers.get('location')}`)) as {
      step: string;
      order: OrderDraft;
    };
    expect(done.step).toBe('complete');
    expect(done.order.lead_id).toBeTruthy();
    const held = await db.query(`SELECT 1 FROM reservations WHERE car_id = 1 AND status = 'held'`);
    expect(held).toHaveLength(1);
    expect(await db.query(`SELECT 1 FROM leads WHERE kind = 'buy_online'`)).toHaveLength(1);
  });
});
