import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentProvider } from '../payments/stripe-payment-provider.ts';
import { UNLIMITED_RATE_LIMITS } from '../rate-limits.ts';
import { type Fixture, seedFixture } from '../test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing.ts';

/**
 * Online payments taken by Stripe (site-wide §2 /online-payment): the shopper's page makes a
 * PaymentMethod with the Payment Element; the server confirms a PaymentIntent with it, and when
 * the bank asks for a check the page gets the intent's client secret to run it. Stripe's HTTP
 * API is the external boundary: the official client is given a fetch that answers as Stripe would.
 */
function stripeAnswering() {
  const sent: { method: string; url: string }[] = [];
  const intent = { id: 'pi_3ds', object: 'payment_intent', client_secret: 'pi_3ds_secret_abc' };
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    sent.push({ method, url: String(input) });
    // Created and confirmed: the bank wants a check. Read back after the check: paid.
    const status = method === 'POST' ? 'requires_action' : 'succeeded';
    return new Response(JSON.stringify({ ...intent, status }), {
      status: 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  };
  const client = new Stripe('sk_test_offline', {
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
    maxNetworkRetries: 0,
  });
  return { sent, client };
}

describe.each(testDatabaseTargets())(
  'online payment by Stripe on $kind (site-wide §2)',
  ({ open }) => {
    let db: Database;
    let server: TestServer;
    let fixture: Fixture;
    let cookie = '';
    const stripe = stripeAnswering();

    beforeAll(async () => {
      db = await open();
      fixture = await seedFixture(db);
      server = await startTestServer(db, {
        rateLimits: { limits: UNLIMITED_RATE_LIMITS },
        payments: new StripePaymentProvider({
          secretKey: 'sk_test_offline',
          webhookSecret: 'whsec_test',
          publishableKey: 'pk_test_offline',
          client: stripe.client,
        }),
      });
      await db.query('UPDATE sites SET config = config || $2::jsonb WHERE id = $1', [
        1,
        JSON.stringify({
          features: { online_payment: true },
          online_payment: { max_amount: 5000 },
          sign_in: { required_types: [] },
        }),
      ]);
      server.api.sites.invalidate();
      await server.fetch('/api/auth/request-code', { json: { phone: '0412 345 678' } });
      const code = server.codes.sent.at(-1)?.code;
      const verified = await server.fetch('/api/auth/verify-code', {
        json: { phone: '0412 345 678', code },
      });
      cookie =
        verified.headers
          .getSetCookie()
          .find((line) => line.startsWith('forecourt_session='))
          ?.split(';')[0] ?? '';
    });
    afterAll(async () => {
      await server.close();
      await db.close();
    });

    it("gives the page the intent's client secret for the bank's check, then pays once it passes", async () => {
      const config = await server.fetch(`/api/checkout/config?site=${fixture.siteSlug}`);
      expect(await config.json()).toMatchObject({
        method: 'stripe',
        publishable_key: 'pk_test_offline',
      });
      const response = await server.fetch('/api/online-payments', {
        json: {
          site: fixture.siteSlug,
          purpose: 'service',
          reference: 'INV-77',
          amount: '120.00',
          payment: { kind: 'stripe', payment_method_id: 'pm_card_threeDSecure2Required' },
        },
        headers: { 'idempotency-key': 'stripe-1', cookie },
      });
      expect(response.status).toBe(201);
      const { payment } = (await response.json()) as {
        payment: { id: string; status: string; challenge: boolean; client_secret: string | null };
      };
      expect(payment).toMatchObject({
        status: 'pending',
        challenge: true,
        client_secret: 'pi_3ds_secret_abc',
      });
      // The page reads it back (a reload while the bank's screen is open).
      const again = await server.fetch(`/api/online-payments/${payment.id}`, {
        headers: { cookie },
      });
      expect(((await again.json()) as { payment: typeof payment }).payment.client_secret).toBe(
        'pi_3ds_secret_abc',
      );
      const answered = await server.fetch(`/api/online-payments/${payment.id}/challenge`, {
        json: { approved: true },
        headers: { cookie },
      });
      expect(answered.status).toBe(200);
      const paid = ((await answered.json()) as { payment: typeof payment & { payment_id: string } })
        .payment;
      expect(paid).toMatchObject({ status: 'paid', payment_id: 'pi_3ds', client_secret: null });
      expect(stripe.sent.map((call) => call.method)).toEqual(['POST', 'GET']);
    });
  },
);
