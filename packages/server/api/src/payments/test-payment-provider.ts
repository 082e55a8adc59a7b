import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  type ChargeRequest,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentWebhookEvent,
  WebhookSignatureError,
} from './payment-provider.ts';

/**
 * The embedded test provider's card numbers (any future expiry, any CVC), after Stripe's own
 * test numbers so the habit carries over.
 */
export const TEST_CARDS = {
  /** Pays at once. */
  success: '4242424242424242',
  /** Declined: "Your card was declined." */
  decline: '4000000000000002',
  /** Needs the 3-D-Secure-like challenge; pays when the shopper confirms it. */
  challenge: '4000000000003220',
} as const;

/** The test provider's decline texts. */
export const TEST_PAYMENT_MESSAGES = {
  declined: 'Your card was declined.',
  unknownCard: `This is a test payment form: use a test card, such as ${TEST_CARDS.success}.`,
  challengeRefused: 'The payment was not confirmed, so your card was not charged.',
  expired: 'Your card has expired.',
} as const;

/**
 * A payment provider with no network and no stored state: the outcome follows from the test
 * card number, and a payment's id is derived from the idempotency key and card, so a repeat
 * returns the same payment on any server process. Never sees a real card: the page says it is
 * a test form, and only the documented numbers pay.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly methodKind = 'test_card' as const;
  readonly publishableKey = null;

  private readonly now: () => Date;
  private readonly webhookSecret: string;

  constructor(now: () => Date = () => new Date(), webhookSecret = 'test-webhook-secret') {
    this.now = now;
    this.webhookSecret = webhookSecret;
  }

  async charge(request: ChargeRequest): Promise<PaymentOutcome> {
    if (request.method.kind !== 'test_card') {
      return { status: 'declined', paymentId: null, message: TEST_PAYMENT_MESSAGES.unknownCard };
    }
    const number = request.method.number.replace(/\D/g, '');
    const paymentId = `testpay_${createHash('sha256')
      .update(`${request.idempotencyKey}:${number}:${request.amountCents}`)
      .digest('hex')
      .slice(0, 24)}`;
    if (isExpired(request.method.expiry, this.now())) {
      return { status: 'declined', paymentId, message: TEST_PAYMENT_MESSAGES.expired };
    }
    switch (number) {
      case TEST_CARDS.success:
        return { status: 'succeeded', paymentId };
      case TEST_CARDS.challenge:
        return { status: 'requires_action', paymentId, clientSecret: null };
      case TEST_CARDS.decline:
        return { status: 'declined', paymentId, message: TEST_PAYMENT_MESSAGES.declined };
      default:
        return { status: 'declined', paymentId, message: TEST_PAYMENT_MESSAGES.unknownCard };
    }
  }

  async completeChallenge(paymentId: string, approved: boolean): Promise<PaymentOutcome> {
    return approved
      ? { status: 'succeeded', paymentId }
      : { status: 'declined', paymentId, message: TEST_PAYMENT_MESSAGES.challengeRefused };
  }

  /** Signs a test webhook body (`t=…,v1=hmac`), as tests and a local tool would send it. */
  sign(rawBody: string, timestamp = Math.floor(this.now().getTime() / 1000)): string {
    const mac = createHmac('sha256', this.webhookSecret)
      .update(`${timestamp}.${rawBody}`)
      .digest('hex');
    return `t=${timestamp},v1=${mac}`;
  }

  parseWebhook(rawBody: string, signature: string | undefined): PaymentWebhookEvent {
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature ?? '');
    if (!match) throw new WebhookSignatureError();
    const expected = Buffer.from(this.sign(rawBody, Number(match[1])));
    const given = Buffer.from(signature ?? '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new WebhookSignatureError();
    }
    const event = JSON.parse(rawBody) as {
      id: string;
      type: string;
      payment_id?: string;
      message?: string;
    };
    return {
      id: event.id,
      type: event.type,
      paymentId: event.payment_id ?? null,
      outcome:
        event.type === 'payment.succeeded'
          ? 'succeeded'
          : event.type === 'payment.failed'
            ? 'declined'
            : 'other',
      message: event.message ?? null,
    };
  }
}

/** MM/YY in the past (the card is valid to the end of its month). */
function isExpired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return new Date(Date.UTC(year, month, 1)).getTime() <= now.getTime();
}
