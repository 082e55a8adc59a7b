import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';

/**
 * The Stripe adapter offline: Stripe's HTTP API is the external boundary, so the official client
 * is given a fetch that answers as Stripe would, and records what was sent.
 */
function stripeAnswering(status: number, body: unknown) {
  const sent: { url: string; headers: Headers; body: string }[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: String(init?.body ?? ''),
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  };
  const client = new Stripe('sk_test_offline', {
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
    maxNetworkRetries: 0,
  });
  const provider = new StripePaymentProvider({
    secretKey: 'sk_test_offline',
    webhookSecret: 'whsec_test',
    publishableKey: 'pk_test',
    client,
  });
  return { provider, sent, client };
}

const charge = {
  amountCents: 20_000,
  currency: 'aud',
  idempotencyKey: 'reservation:abc',
  method: { kind: 'stripe' as const, payment_method_id: 'pm_card_visa' },
  description: 'Reservation deposit',
  metadata: { reservation_id: 'abc' },
};

describe('StripePaymentProvider', () => {
  it('creates and confirms a Payment Intent in cents with the idempotency key', async () => {
    const { provider, sent } = stripeAnswering(200, {
      id: 'pi_1',
      object: 'payment_intent',
      status: 'succeeded',
      client_secret: 'pi_1_secret',
    });
    expect(await provider.charge(charge)).toEqual({ status: 'succeeded', paymentId: 'pi_1' });
    expect(sent[0]?.url).toContain('/v1/payment_intents');
    expect(sent[0]?.headers.get('idempotency-key')).toBe('reservation:abc');
    const form = new URLSearchParams(sent[0]?.body);
    expect(form.get('amount')).toBe('20000');
    expect(form.get('currency')).toBe('aud');
    expect(form.get('confirm')).toBe('true');
    expect(form.get('payment_method')).toBe('pm_card_visa');
  });

  it('answers requires_action with the client secret for 3-D Secure', async () => {
    const { provider } = stripeAnswering(200, {
      id: 'pi_2',
      object: 'payment_intent',
      status: 'requires_action',
      client_secret: 'pi_2_secret',
    });
    expect(await provider.charge(charge)).toEqual({
      status: 'requires_action',
      paymentId: 'pi_2',
      clientSecret: 'pi_2_secret',
    });
  });

  it('turns a card error into a decline with Stripe’s message', async () => {
    const { provider } = stripeAnswering(402, {
      error: {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
        payment_intent: { id: 'pi_3', object: 'payment_intent' },
      },
    });
    expect(await provider.charge(charge)).toEqual({
      status: 'declined',
      paymentId: 'pi_3',
      message: 'Your card was declined.',
    });
  });

  it('refuses a webhook without a valid Stripe-Signature', () => {
    const { provider, client } = stripeAnswering(200, {});
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1', object: 'payment_intent' } },
    });
    expect(() => provider.parseWebhook(payload, 't=1,v1=00')).toThrow(WebhookSignatureError);
    const wrongSecret = client.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_other',
    });
    expect(() => provider.parseWebhook(payload, wrongSecret)).toThrow(WebhookSignatureError);
    const signed = client.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
    expect(provider.parseWebhook(payload, signed)).toMatchObject({
      id: 'evt_1',
      paymentId: 'pi_1',
      outcome: 'succeeded',
    });
  });
});
