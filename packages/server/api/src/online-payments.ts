import type { Database, Queryable } from '@forecourt/db';
import {
  formatCents,
  LEAD_CATEGORIES,
  ONLINE_PAYMENT_PURPOSES,
  type OnlinePaymentPurpose,
} from '@forecourt/lead-payloads';
import type { Logger } from 'pino';
import { ApiError } from './errors.ts';
import { storeLead } from './leads.ts';
import type {
  PaymentMethodInput,
  PaymentOutcome,
  PaymentProvider,
} from './payments/payment-provider.ts';

/** Every text the online payment routes answer (site-wide §2 /online-payment). */
export const ONLINE_PAYMENT_API_MESSAGES = {
  disabled: 'This site does not take payments online.',
  keyRequired: 'Send an Idempotency-Key header (1 to 200 characters) with each payment.',
  keyReused: 'This Idempotency-Key was already used for a different payment.',
  notFound: 'We could not find that payment.',
  notAwaitingChallenge: 'This payment is not waiting for a card check.',
  providerUnavailable:
    'We could not reach the payment service. Your card has not been charged; please try again.',
} as const;

/** The lead's subcategory: the dealer sees an online payment among its general enquiries. */
export const ONLINE_PAYMENT_SUBCATEGORY = 'Online Payment';

export type OnlinePaymentStatus = 'pending' | 'paid' | 'failed';

interface OnlinePaymentRow {
  id: string;
  site_id: number;
  dealership_id: number | null;
  user_id: number | null;
  idempotency_key: string;
  status: OnlinePaymentStatus;
  purpose: OnlinePaymentPurpose;
  reference: string;
  amount_cents: number;
  currency: string;
  name: string;
  email: string | null;
  phone: string | null;
  provider: string;
  provider_payment_id: string | null;
  failure: string | null;
  /** Stripe's PaymentIntent client secret while the bank's check waits (null otherwise). */
  client_secret: string | null;
  lead_id: string | null;
  paid_at: Date | null;
  created_at: Date;
}

/** What the shopper's page is told: the receipt's facts, never the card. */
export interface OnlinePaymentView {
  id: string;
  status: OnlinePaymentStatus;
  /** True while the shopper must answer the card check. */
  challenge: boolean;
  /**
   * Stripe: the PaymentIntent's client secret while the bank's check waits, for Stripe.js on the
   * shopper's own page (null otherwise, and for the test provider).
   */
  client_secret: string | null;
  purpose: OnlinePaymentPurpose;
  purpose_label: string;
  reference: string;
  amount_cents: number;
  currency: string;
  dealership_id: number | null;
  /** The provider's payment id: the receipt number. */
  payment_id: string | null;
  failure: string | null;
  paid_at: string | null;
  created_at: string;
}

export function onlinePaymentView(row: OnlinePaymentRow): OnlinePaymentView {
  return {
    id: row.id,
    status: row.status,
    challenge: row.status === 'pending' && row.provider_payment_id !== null,
    client_secret:
      row.status === 'pending' && row.provider_payment_id !== null
        ? (row.client_secret ?? null)
        : null,
    purpose: row.purpose,
    purpose_label: ONLINE_PAYMENT_PURPOSES[row.purpose] ?? row.purpose,
    reference: row.reference,
    amount_cents: row.amount_cents,
    currency: row.currency,
    dealership_id: row.dealership_id,
    payment_id: row.status === 'paid' ? row.provider_payment_id : null,
    failure: row.failure,
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export interface OnlinePaymentDeps {
  db: Database;
  payments: PaymentProvider;
  now: () => Date;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export interface PayRequest {
  siteId: number;
  siteSlug: string;
  dealershipId: number | null;
  user: {
    id: number;
    name: string | null;
    last_name: string | null;
    email: string | null;
    phone: string | null;
  };
  purpose: OnlinePaymentPurpose;
  reference: string;
  amountCents: number;
  method: PaymentMethodInput;
  /** Already scoped to the site. */
  idempotencyKey: string;
}

async function findByKey(db: Queryable, key: string): Promise<OnlinePaymentRow | undefined> {
  const [row] = await db.query<OnlinePaymentRow>(
    'SELECT * FROM online_payments WHERE idempotency_key = $1',
    [key],
  );
  return row;
}

export async function findOnlinePayment(
  db: Queryable,
  id: string,
): Promise<OnlinePaymentRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.query<OnlinePaymentRow>('SELECT * FROM online_payments WHERE id = $1', [
    id,
  ]);
  return row;
}

/**
 * Pays the dealership (site-wide §2 /online-payment): the first request with a key stores a
 * pending payment, charges it with the payment's own id as the provider's idempotency key and
 * records the outcome; a repeat with the same key (a double click, a resubmitted form) answers
 * the same payment and charges nothing twice. The same key for another amount or reference is
 * refused (422).
 */
export async function payOnline(
  deps: OnlinePaymentDeps,
  request: PayRequest,
): Promise<{ created: boolean; payment: OnlinePaymentView }> {
  let row = await findByKey(deps.db, request.idempotencyKey);
  let created = false;
  if (
    row &&
    (row.site_id !== request.siteId ||
      row.user_id !== request.user.id ||
      row.amount_cents !== request.amountCents ||
      row.reference !== request.reference)
  ) {
    throw new ApiError(422, ONLINE_PAYMENT_API_MESSAGES.keyReused);
  }
  if (!row) {
    const [inserted] = await deps.db.query<OnlinePaymentRow>(
      `INSERT INTO online_payments (site_id, dealership_id, user_id, idempotency_key, status,
         purpose, reference, amount_cents, currency, name, email, phone, provider, created_at)
       VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, 'aud', $8, $9, $10, $11, $12)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
      [
        request.siteId,
        request.dealershipId,
        request.user.id,
        request.idempotencyKey,
        request.purpose,
        request.reference,
        request.amountCents,
        [request.user.name, request.user.last_name].filter(Boolean).join(' ') || 'Shopper',
        request.user.email,
        request.user.phone,
        deps.payments.name,
        deps.now(),
      ],
    );
    created = inserted !== undefined;
    row = inserted ?? (await findByKey(deps.db, request.idempotencyKey));
    if (!row) throw new Error('online payment vanished');
  }
  if (row.status !== 'pending' || row.provider_payment_id !== null) {
    return { created, payment: onlinePaymentView(row) };
  }
  let outcome: PaymentOutcome;
  try {
    outcome = await deps.payments.charge({
      amountCents: row.amount_cents,
      currency: row.currency,
      idempotencyKey: `online-payment:${row.id}`,
      method: request.method,
      description: `${ONLINE_PAYMENT_PURPOSES[row.purpose]} ${row.reference}`,
      metadata: { online_payment_id: row.id, reference: row.reference, site: request.siteSlug },
    });
  } catch (error) {
    deps.logger.error({ err: error, payment: row.id }, 'payment provider failed');
    throw new ApiError(502, ONLINE_PAYMENT_API_MESSAGES.providerUnavailable);
  }
  return {
    created,
    payment: await applyOnlinePaymentOutcome(deps, row.id, outcome, request.siteSlug),
  };
}

/**
 * Records an outcome in one transaction. Only the request that moves the payment from pending to
 * paid stores the dealer's lead (through the leads outbox), so a payment makes exactly one lead
 * however many confirmations arrive.
 */
export async function applyOnlinePaymentOutcome(
  deps: OnlinePaymentDeps,
  id: string,
  outcome: PaymentOutcome,
  siteSlug: string,
): Promise<OnlinePaymentView> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.query<OnlinePaymentRow>(
      'SELECT * FROM online_payments WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!current) throw new ApiError(404, ONLINE_PAYMENT_API_MESSAGES.notFound);
    if (current.status !== 'pending') return current;
    if (outcome.status === 'succeeded') {
      const [dealer] = await tx.query<{ webhook: string | null }>(
        'SELECT lead_webhook_url AS webhook FROM dealerships WHERE id = $1',
        [current.dealership_id],
      );
      const [first, ...rest] = current.name.split(' ');
      const amount = formatCents(current.amount_cents);
      const purpose = ONLINE_PAYMENT_PURPOSES[current.purpose];
      const lead = await storeLead(
        { query: (sql, params) => tx.query(sql, params), transaction: (fn) => fn(tx) },
        {
          siteId: current.site_id,
          dealershipId: current.dealership_id,
          carId: null,
          kind: 'general_enquiry',
          category: LEAD_CATEGORIES.general_enquiry,
          subcategory: ONLINE_PAYMENT_SUBCATEGORY,
          payload: {
            site: siteSlug,
            name: first,
            last_name: rest.join(' '),
            email: current.email ?? undefined,
            phone: current.phone ?? undefined,
            comments: `Paid online: ${amount} (${purpose}), reference ${current.reference}, payment ${outcome.paymentId}.`,
            online_payment: {
              id: current.id,
              purpose: current.purpose,
              purpose_label: purpose,
              reference: current.reference,
              amount_cents: current.amount_cents,
              currency: current.currency,
              provider: deps.payments.name,
              provider_payment_id: outcome.paymentId,
              paid_at: now.toISOString(),
            },
          },
          webhook: Boolean(dealer?.webhook),
        },
        null,
      );
      const [paid] = await tx.query<OnlinePaymentRow>(
        `UPDATE online_payments SET status = 'paid', provider_payment_id = $2, paid_at = $3,
                lead_id = $4, failure = NULL
          WHERE id = $1 AND status = 'pending' RETURNING *`,
        [current.id, outcome.paymentId, now, (lead.body as { lead_id: string }).lead_id],
      );
      return paid ?? current;
    }
    if (outcome.status === 'declined') {
      const [failed] = await tx.query<OnlinePaymentRow>(
        `UPDATE online_payments SET status = 'failed', failure = $2,
                provider_payment_id = COALESCE($3, provider_payment_id)
          WHERE id = $1 AND status = 'pending' RETURNING *`,
        [current.id, outcome.message, outcome.paymentId],
      );
      return failed ?? current;
    }
    const [waiting] = await tx.query<OnlinePaymentRow>(
      `UPDATE online_payments SET provider_payment_id = $2, client_secret = $3
        WHERE id = $1 AND status = 'pending' RETURNING *`,
      [current.id, outcome.paymentId, outcome.clientSecret],
    );
    return waiting ?? current;
  });
  if (row.status === 'paid') {
    deps.logger.info({ payment: row.id, lead: row.lead_id }, 'online payment paid');
  }
  return onlinePaymentView(row);
}

/** The shopper answered the card check. */
export async function completeOnlinePaymentChallenge(
  deps: OnlinePaymentDeps,
  row: OnlinePaymentRow,
  approved: boolean,
  siteSlug: string,
): Promise<OnlinePaymentView> {
  if (row.status !== 'pending' || row.provider_payment_id === null) {
    if (row.status === 'paid') return onlinePaymentView(row);
    throw new ApiError(409, ONLINE_PAYMENT_API_MESSAGES.notAwaitingChallenge);
  }
  let outcome: PaymentOutcome;
  try {
    outcome = await deps.payments.completeChallenge(row.provider_payment_id, approved);
  } catch (error) {
    deps.logger.error({ err: error, payment: row.id }, 'payment provider failed');
    throw new ApiError(502, ONLINE_PAYMENT_API_MESSAGES.providerUnavailable);
  }
  return applyOnlinePaymentOutcome(deps, row.id, outcome, siteSlug);
}
