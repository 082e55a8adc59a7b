/**
 * Payments behind one interface: the embedded {@link TestPaymentProvider}
 * by default, the Stripe adapter (Payment Intents) when the platform is configured for it.
 * Card data and secrets stay on the server; the browser sees only outcomes.
 */

/** How the shopper pays: a test card (embedded provider) or a Stripe PaymentMethod id (Elements). */
export type PaymentMethodInput =
  | { kind: 'test_card'; number: string; expiry: string; cvc: string; name: string }
  | { kind: 'stripe'; payment_method_id: string };

export interface ChargeRequest {
  /** Whole cents (never floating dollars). */
  amountCents: number;
  /** ISO currency, lower case (`aud`). */
  currency: string;
  /** The same key returns the same payment: a double-click or a retry never charges twice. */
  idempotencyKey: string;
  method: PaymentMethodInput;
  description: string;
  metadata: Record<string, string>;
}

/** Where a payment stands after an attempt. */
export type PaymentOutcome =
  | { status: 'succeeded'; paymentId: string }
  | { status: 'declined'; paymentId: string | null; message: string }
  /** A 3-D-Secure-like challenge: the shopper must confirm before the payment completes. */
  | { status: 'requires_action'; paymentId: string; clientSecret: string | null };

/** A verified webhook event about a payment. */
export interface PaymentWebhookEvent {
  /** The provider's event id: an event seen twice is recorded once. */
  id: string;
  type: string;
  paymentId: string | null;
  outcome: 'succeeded' | 'declined' | 'other';
  message: string | null;
}

export interface PaymentProvider {
  /** Stored with each payment; `(provider, payment id)` is unique. */
  readonly name: string;
  /** Which form the page shows: the test card form or Stripe Elements. */
  readonly methodKind: PaymentMethodInput['kind'];
  /** A key the browser may see (Stripe's publishable key), or null. */
  readonly publishableKey: string | null;
  /** Creates and confirms a payment. */
  charge(request: ChargeRequest): Promise<PaymentOutcome>;
  /** The payment's state after the shopper answered the challenge (`approved` for the test provider). */
  completeChallenge(paymentId: string, approved: boolean): Promise<PaymentOutcome>;
  /** Verifies a webhook's signature and reads it; throws {@link WebhookSignatureError} when forged. */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentWebhookEvent;
}

/** A webhook whose signature does not verify. */
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is not valid.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
