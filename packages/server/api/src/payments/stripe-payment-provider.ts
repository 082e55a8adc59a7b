import Stripe from 'stripe';
import {
  type ChargeRequest,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentWebhookEvent,
  WebhookSignatureError,
} from './payment-provider.ts';

export interface StripePaymentProviderOptions {
  /** STRIPE_SECRET_KEY: server-side only. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (`whsec_…`): verifies `Stripe-Signature`. */
  webhookSecret: string;
  /** STRIPE_PUBLISHABLE_KEY: the one key the page may see (for Stripe Elements). */
  publishableKey: string | null;
  /** Where the shopper returns after a bank challenge. */
  returnUrl?: string;
  /** A client to use instead of `new Stripe(secretKey)` (tests pass one without network). */
  client?: Stripe;
}

/**
 * The Stripe adapter: Payment Intents created and confirmed in one call with the shopper's
 * PaymentMethod (from Stripe Elements), the idempotency key passed to Stripe, and webhooks
 * verified with `stripe.webhooks.constructEvent`.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly methodKind = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;
  private readonly returnUrl: string | undefined;

  constructor(options: StripePaymentProviderOptions) {
    this.stripe = options.client ?? new Stripe(options.secretKey);
    this.webhookSecret = options.webhookSecret;
    this.publishableKey = options.publishableKey;
    this.returnUrl = options.returnUrl;
  }

  async charge(request: ChargeRequest): Promise<PaymentOutcome> {
    if (request.method.kind !== 'stripe') {
      return { status: 'declined', paymentId: null, message: 'Pay with the card form.' };
    }
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          payment_method: request.method.payment_method_id,
          confirm: true,
          description: request.description,
          metadata: request.metadata,
          ...(this.returnUrl ? { return_url: this.returnUrl } : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return outcomeOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          status: 'declined',
          paymentId: error.payment_intent?.id ?? null,
          message: error.message,
        };
      }
      throw error;
    }
  }

  async completeChallenge(paymentId: string): Promise<PaymentOutcome> {
    return outcomeOf(await this.stripe.paymentIntents.retrieve(paymentId));
  }

  parseWebhook(rawBody: string, signature: string | undefined): PaymentWebhookEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(
        error instanceof Error ? error.message : 'The webhook signature is not valid.',
      );
    }
    const object = event.data.object as {
      object?: string;
      id?: string;
      last_payment_error?: { message?: string } | null;
    };
    const paymentId = object.object === 'payment_intent' ? (object.id ?? null) : null;
    return {
      id: event.id,
      type: event.type,
      paymentId,
      outcome:
        event.type === 'payment_intent.succeeded'
          ? 'succeeded'
          : event.type === 'payment_intent.payment_failed' ||
              event.type === 'payment_intent.canceled'
            ? 'declined'
            : 'other',
      message: object.last_payment_error?.message ?? null,
    };
  }
}

function outcomeOf(intent: Stripe.PaymentIntent): PaymentOutcome {
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id };
  if (intent.status === 'requires_action' || intent.status === 'processing') {
    return { status: 'requires_action', paymentId: intent.id, clientSecret: intent.client_secret };
  }
  return {
    status: 'declined',
    paymentId: intent.id,
    message: intent.last_payment_error?.message ?? 'Your card was declined.',
  };
}
