import type { Database, Queryable } from '@forecourt/db';
import { LEAD_CATEGORIES, LEAD_SOURCE } from '@forecourt/lead-payloads';
import type { Logger } from 'pino';
import { ApiError } from './errors.ts';
import { insertLeadWithOutbox } from './leads.ts';
import type {
  PaymentMethodInput,
  PaymentOutcome,
  PaymentProvider,
} from './payments/payment-provider.ts';

/** A paid deposit holds the car this long (vehicle-stock §9, site-wide §9: 48 hours). */
export const RESERVATION_HOLD_HOURS = 48;
/** A reservation waiting for its payment (or the shopper's challenge) blocks the car this long. */
export const PENDING_RESERVATION_MINUTES = 15;

/** Every text the reserve routes answer. */
export const CHECKOUT_MESSAGES = {
  reserveDisabled: 'This site does not take reservations online.',
  carNotFound: 'We could not find that car.',
  notReservable: 'This car cannot be reserved online.',
  alreadyReserved: 'Sorry, someone else has just reserved this car.',
  keyRequired: 'Send an Idempotency-Key header (1 to 200 characters) with each reservation.',
  keyReused: 'This Idempotency-Key was already used for a different reservation.',
  reservationNotFound: 'We could not find that reservation.',
  notAwaitingChallenge: 'This reservation is not waiting for a card check.',
  providerUnavailable:
    'We could not reach the payment service. Your card has not been charged; please try again.',
  paymentLate: 'The payment was not completed in time, so the car was not held.',
} as const;

export type ReservationStatus = 'pending' | 'held' | 'failed' | 'expired' | 'released';

interface ReservationRow {
  id: string;
  site_id: number;
  car_id: number;
  user_id: number | null;
  idempotency_key: string;
  status: ReservationStatus;
  deposit_cents: number;
  currency: string;
  name: string;
  email: string;
  phone: string;
  provider: string;
  provider_payment_id: string | null;
  failure: string | null;
  expires_at: Date;
  held_at: Date | null;
  ended_at: Date | null;
  created_at: Date;
  lead_id: string | null;
  client_secret: string | null;
}

/** What the shopper's page is told about a reservation (no contact details, no card). */
export interface ReservationView {
  id: string;
  car_id: number;
  status: ReservationStatus;
  /** True while the shopper must answer the card check. */
  challenge: boolean;
  deposit_cents: number;
  currency: string;
  /** When the hold (or the wait for payment) ends. */
  expires_at: string;
  failure: string | null;
  /**
   * Stripe: the PaymentIntent's client secret while the bank's check waits, so the shopper's
   * browser can confirm it (a publishable-key operation; null otherwise).
   */
  client_secret: string | null;
}

/**
 * The reservation as stored, with a lapsed hold read as expired even before the release job ran
 * (reads treat expired holds as free).
 */
function effectiveStatus(row: ReservationRow, now: Date): ReservationStatus {
  if ((row.status === 'held' || row.status === 'pending') && row.expires_at <= now) {
    return row.status === 'held' ? 'expired' : 'failed';
  }
  return row.status;
}

export function reservationView(row: ReservationRow, now: Date): ReservationView {
  const status = effectiveStatus(row, now);
  return {
    id: row.id,
    car_id: row.car_id,
    status,
    challenge: status === 'pending' && row.provider_payment_id !== null,
    deposit_cents: row.deposit_cents,
    currency: row.currency,
    expires_at: row.expires_at.toISOString(),
    failure:
      status === 'failed' && row.status === 'pending' ? CHECKOUT_MESSAGES.paymentLate : row.failure,
    client_secret:
      status === 'pending' && row.provider_payment_id !== null ? (row.client_secret ?? null) : null,
  };
}

export interface ReserveRequest {
  siteId: number;
  siteSlug: string;
  carId: number;
  carName: string;
  userId: number | null;
  depositCents: number;
  contact: { name: string; last_name: string; email: string; phone: string };
  method: PaymentMethodInput;
  idempotencyKey: string;
}

export interface CheckoutDeps {
  db: Database;
  payments: PaymentProvider;
  now: () => Date;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  onStockChanged?:
    | ((change: { siteSlug: string | null; carIds: number[] }) => Promise<void>)
    | undefined;
}

const ACTIVE = `status IN ('pending', 'held')`;

/** Ends the car's lapsed holds and lapsed waits for payment, so a new reservation may start. */
async function endLapsed(db: Queryable, now: Date, carId: number | null): Promise<number[]> {
  const rows = await db.query<{ car_id: number; was_held: boolean }>(
    `UPDATE reservations
        SET status = CASE status WHEN 'held' THEN 'expired' ELSE 'failed' END,
            failure = CASE status WHEN 'held' THEN failure ELSE $3 END,
            ended_at = $1
      WHERE ${ACTIVE} AND expires_at <= $1 AND ($2::int IS NULL OR car_id = $2)
      RETURNING car_id, status = 'expired' AS was_held`,
    [now, carId, CHECKOUT_MESSAGES.paymentLate],
  );
  return [...new Set(rows.filter((row) => row.was_held).map((row) => row.car_id))];
}

function isOneHoldViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' &&
    (e.constraint === 'reservations_one_active_hold' ||
      (e.message ?? '').includes('reservations_one_active_hold'))
  );
}

async function findByKey(db: Queryable, key: string): Promise<ReservationRow | undefined> {
  const [row] = await db.query<ReservationRow>(
    'SELECT * FROM reservations WHERE idempotency_key = $1',
    [key],
  );
  return row;
}

export async function findReservation(
  db: Queryable,
  id: string,
): Promise<ReservationRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.query<ReservationRow>('SELECT * FROM reservations WHERE id = $1', [id]);
  return row;
}

/**
 * Reserves a car with a deposit: claims the car's one active-hold slot in a
 * transaction (the unique partial index makes a second shopper's claim fail: 409), charges the
 * deposit with the reservation id as the provider's idempotency key, and holds the car for 48
 * hours when the payment succeeds. A repeat with the same Idempotency-Key answers the same
 * reservation and charges nothing twice.
 */
export async function reserveCar(
  deps: CheckoutDeps,
  request: ReserveRequest,
): Promise<{ created: boolean; reservation: ReservationView }> {
  const now = deps.now();
  let row = await findByKey(deps.db, request.idempotencyKey);
  let created = false;
  if (row && (row.car_id !== request.carId || row.site_id !== request.siteId)) {
    throw new ApiError(422, CHECKOUT_MESSAGES.keyReused);
  }
  if (!row) {
    let freed: number[] = [];
    try {
      row = await deps.db.transaction(async (tx) => {
        freed = await endLapsed(tx, now, request.carId);
        const [inserted] = await tx.query<ReservationRow>(
          `INSERT INTO reservations (site_id, car_id, user_id, idempotency_key, status,
             deposit_cents, currency, name, email, phone, provider, expires_at, created_at)
           VALUES ($1, $2, $3, $4, 'pending', $5, 'aud', $6, $7, $8, $9, $10, $11)
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
          [
            request.siteId,
            request.carId,
            request.userId,
            request.idempotencyKey,
            request.depositCents,
            `${request.contact.name} ${request.contact.last_name}`.trim(),
            request.contact.email,
            request.contact.phone,
            deps.payments.name,
            new Date(now.getTime() + PENDING_RESERVATION_MINUTES * 60_000),
            now,
          ],
        );
        return inserted;
      });
    } catch (error) {
      if (!isOneHoldViolation(error)) throw error;
      // A double-click: the same key's first request may take the car's one hold before this
      // insert reaches its own key (PostgreSQL checks either unique index first). Its
      // reservation is then the answer; anyone else's hold is a 409.
      if (!(await findByKey(deps.db, request.idempotencyKey))) {
        throw new ApiError(409, CHECKOUT_MESSAGES.alreadyReserved);
      }
      row = undefined;
    }
    if (freed.length) await refresh(deps, request.siteSlug, freed);
    // Without a row, a concurrent request with the same key won the insert: answer its reservation.
    created = row !== undefined;
    row = row ?? (await findByKey(deps.db, request.idempotencyKey));
    if (row && (row.car_id !== request.carId || row.site_id !== request.siteId)) {
      throw new ApiError(422, CHECKOUT_MESSAGES.keyReused);
    }
    if (!row) throw new Error('reservation vanished');
  }
  if (row.status !== 'pending' || row.provider_payment_id !== null || row.expires_at <= now) {
    return { created, reservation: reservationView(row, now) };
  }
  let outcome: PaymentOutcome;
  try {
    outcome = await deps.payments.charge({
      amountCents: row.deposit_cents,
      currency: row.currency,
      idempotencyKey: `reservation:${row.id}`,
      method: request.method,
      description: `Reservation deposit: ${request.carName}`,
      metadata: { reservation_id: row.id, car_id: String(row.car_id), site: request.siteSlug },
    });
  } catch (error) {
    deps.logger.error({ err: error, reservation: row.id }, 'payment provider failed');
    throw new ApiError(502, CHECKOUT_MESSAGES.providerUnavailable);
  }
  const applied = await applyOutcome(deps, row.id, outcome, request.siteSlug);
  return { created, reservation: applied };
}

/**
 * Records a payment outcome on a pending reservation, in one transaction: a success records the
 * payment once (unique per provider and payment id) and holds the car for 48 hours; a decline
 * frees the car; a challenge keeps it pending with the payment id.
 */
export async function applyOutcome(
  deps: CheckoutDeps,
  reservationId: string,
  outcome: PaymentOutcome,
  siteSlug: string | null,
  tx?: Queryable,
): Promise<ReservationView> {
  const now = deps.now();
  const run = async (db: Queryable): Promise<{ row: ReservationRow; held: boolean }> => {
    const [current] = await db.query<ReservationRow>(
      'SELECT * FROM reservations WHERE id = $1 FOR UPDATE',
      [reservationId],
    );
    if (!current) throw new ApiError(404, CHECKOUT_MESSAGES.reservationNotFound);
    if (outcome.status === 'succeeded') {
      await db.query(
        `INSERT INTO payments (reservation_id, provider, provider_payment_id, amount_cents,
           currency, status, created_at)
         VALUES ($1, $2, $3, $4, $5, 'succeeded', $6)
         ON CONFLICT (provider, provider_payment_id) DO NOTHING`,
        [
          current.id,
          deps.payments.name,
          outcome.paymentId,
          current.deposit_cents,
          current.currency,
          now,
        ],
      );
      const [held] = await db.query<ReservationRow>(
        `UPDATE reservations SET status = 'held', held_at = $2, expires_at = $3,
                provider_payment_id = $4, failure = NULL
          WHERE id = $1 AND status = 'pending' AND expires_at > $2 RETURNING *`,
        [
          current.id,
          now,
          new Date(now.getTime() + RESERVATION_HOLD_HOURS * 3_600_000),
          outcome.paymentId,
        ],
      );
      if (held && current.lead_id === null) {
        // A paid reservation is a lead for the dealer. The pending → held change
        // happens once under the row lock, so a repeated confirmation (webhook, double-click)
        // never sends a second lead.
        held.lead_id = await reservationLead(db, held);
      }
      if (!held && current.status !== 'held') {
        // Paid after the wait lapsed: the payment is recorded for the dealer to refund.
        deps.logger.warn(
          { reservation: current.id, payment: outcome.paymentId },
          'deposit paid for a reservation that is no longer pending; refund it',
        );
      }
      return { row: held ?? current, held: held !== undefined };
    }
    if (outcome.status === 'declined') {
      const [failed] = await db.query<ReservationRow>(
        `UPDATE reservations SET status = 'failed', failure = $2, ended_at = $3,
                provider_payment_id = COALESCE($4, provider_payment_id)
          WHERE id = $1 AND status = 'pending' RETURNING *`,
        [current.id, outcome.message, now, outcome.paymentId],
      );
      return { row: failed ?? current, held: false };
    }
    const [waiting] = await db.query<ReservationRow>(
      `UPDATE reservations SET provider_payment_id = $2, client_secret = $3
        WHERE id = $1 AND status = 'pending' RETURNING *`,
      [current.id, outcome.paymentId, outcome.clientSecret],
    );
    return { row: waiting ?? current, held: false };
  };
  const { row, held } = tx ? await run(tx) : await deps.db.transaction(run);
  if (held) {
    deps.logger.info({ reservation: row.id, car: row.car_id }, 'car held by a paid deposit');
    if (!tx) await refresh(deps, siteSlug, [row.car_id]);
  }
  return reservationView(row, now);
}

/**
 * Stores the Reservation lead (lead-payloads `reservationLeadSchema`: contact, car_id, deposit in
 * dollars) and its outbox rows (webhook JSON + ADF, or the folder) for the car's dealership, and
 * links it to the reservation.
 */
async function reservationLead(db: Queryable, row: ReservationRow): Promise<string> {
  const [place] = await db.query<{ dealership_id: number; webhook: string | null; slug: string }>(
    `SELECT c.dealership_id, d.lead_webhook_url AS webhook, s.slug
       FROM cars c JOIN dealerships d ON d.id = c.dealership_id, sites s
      WHERE c.id = $1 AND s.id = $2`,
    [row.car_id, row.site_id],
  );
  const [first = '', ...rest] = row.name.split(/\s+/);
  const leadId = await insertLeadWithOutbox(db, {
    siteId: row.site_id,
    dealershipId: place?.dealership_id ?? null,
    carId: row.car_id,
    kind: 'reservation',
    category: LEAD_CATEGORIES.reservation,
    subcategory: null,
    payload: {
      category: LEAD_CATEGORIES.reservation,
      site: place?.slug,
      source: LEAD_SOURCE,
      name: first,
      last_name: rest.join(' '),
      email: row.email,
      phone: row.phone,
      car_id: row.car_id,
      deposit: row.deposit_cents / 100,
      reservation_id: row.id,
      payment_id: row.provider_payment_id,
      hold_until: row.expires_at.toISOString(),
    },
    webhook: Boolean(place?.webhook),
  });
  await db.query('UPDATE reservations SET lead_id = $2 WHERE id = $1', [row.id, leadId]);
  return leadId;
}

/** The shopper answered the card check (the test provider's challenge step, or Stripe's 3DS). */
export async function completeChallenge(
  deps: CheckoutDeps,
  reservationId: string,
  approved: boolean,
  siteSlug: string | null,
): Promise<ReservationView> {
  const row = await findReservation(deps.db, reservationId);
  if (!row) throw new ApiError(404, CHECKOUT_MESSAGES.reservationNotFound);
  const now = deps.now();
  if (row.status !== 'pending' || row.provider_payment_id === null || row.expires_at <= now) {
    if (row.status === 'held') return reservationView(row, now);
    throw new ApiError(409, CHECKOUT_MESSAGES.notAwaitingChallenge);
  }
  let outcome: PaymentOutcome;
  try {
    outcome = await deps.payments.completeChallenge(row.provider_payment_id, approved);
  } catch (error) {
    deps.logger.error({ err: error, reservation: row.id }, 'payment provider failed');
    throw new ApiError(502, CHECKOUT_MESSAGES.providerUnavailable);
  }
  return applyOutcome(deps, row.id, outcome, siteSlug);
}

/**
 * A provider's webhook, verified by the caller: the event id is recorded once (a repeat answers
 * `duplicate: true` and changes nothing); a payment outcome is applied to its reservation.
 */
export async function handlePaymentEvent(
  deps: CheckoutDeps,
  event: {
    id: string;
    type: string;
    paymentId: string | null;
    outcome: string;
    message: string | null;
  },
): Promise<{ duplicate: boolean; reservation: string | null }> {
  const result = await deps.db.transaction(async (tx) => {
    const recorded = await tx.query(
      `INSERT INTO payment_events (provider, event_id, type, received_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
      [deps.payments.name, event.id, event.type, deps.now()],
    );
    if (recorded.length === 0) return { duplicate: true, reservation: null, carId: null };
    if (!event.paymentId || event.outcome === 'other') {
      return { duplicate: false, reservation: null, carId: null };
    }
    const [row] = await tx.query<ReservationRow>(
      'SELECT * FROM reservations WHERE provider = $1 AND provider_payment_id = $2',
      [deps.payments.name, event.paymentId],
    );
    if (!row) return { duplicate: false, reservation: null, carId: null };
    const view = await applyOutcome(
      deps,
      row.id,
      event.outcome === 'succeeded'
        ? { status: 'succeeded', paymentId: event.paymentId }
        : {
            status: 'declined',
            paymentId: event.paymentId,
            message: event.message ?? 'Your card was declined.',
          },
      null,
      tx,
    );
    return {
      duplicate: false,
      reservation: row.id,
      carId: view.status === 'held' ? row.car_id : null,
    };
  });
  if (result.carId !== null) await refresh(deps, null, [result.carId]);
  return { duplicate: result.duplicate, reservation: result.reservation };
}

/** The dealer ends a hold early (admin API); the car is free again. */
export async function releaseReservation(
  deps: CheckoutDeps,
  reservationId: string,
): Promise<ReservationView> {
  const row = await findReservation(deps.db, reservationId);
  if (!row) throw new ApiError(404, CHECKOUT_MESSAGES.reservationNotFound);
  const now = deps.now();
  const [released] = await deps.db.query<ReservationRow>(
    `UPDATE reservations SET status = 'released', ended_at = $2
      WHERE id = $1 AND ${ACTIVE} RETURNING *`,
    [row.id, now],
  );
  if (released) await refresh(deps, null, [row.car_id]);
  return reservationView(released ?? row, now);
}

/** Ends every lapsed hold and wait (the release job); answers the cars freed from a hold. */
export async function releaseLapsedHolds(deps: CheckoutDeps): Promise<{ released: number[] }> {
  const freed = await endLapsed(deps.db, deps.now(), null);
  if (freed.length) await refresh(deps, null, freed);
  return { released: freed };
}

/** Runs {@link releaseLapsedHolds} now and then every `intervalMs` (default 1 minute). */
export function startHoldRelease(deps: CheckoutDeps & { intervalMs?: number }): {
  stop(): void;
  done: Promise<void>;
} {
  const run = async () => {
    try {
      const { released } = await releaseLapsedHolds(deps);
      if (released.length)
        deps.logger.info({ cars: released }, 'lapsed reservation holds released');
    } catch (error) {
      deps.logger.error({ err: error }, 'reservation hold release failed');
    }
  };
  const done = run();
  const timer = setInterval(() => void run(), deps.intervalMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer), done };
}

async function refresh(deps: CheckoutDeps, siteSlug: string | null, carIds: number[]) {
  if (!deps.onStockChanged || carIds.length === 0) return;
  try {
    await deps.onStockChanged({ siteSlug, carIds });
  } catch (error) {
    deps.logger.error({ err: error, cars: carIds }, 'search refresh after a hold change failed');
  }
}

/** Reservations for the admin API, newest first, with the effective status. */
export async function listReservations(
  db: Queryable,
  now: Date,
  filter: { siteId: number | null; status: ReservationStatus | null; carId: number | null },
  limit: number,
) {
  const rows = await db.query<
    ReservationRow & { site_slug: string; car_slug: string; car_name: string; stocknum: string }
  >(
    `SELECT r.*, s.slug AS site_slug, c.slug AS car_slug, c.name AS car_name, c.stocknum
       FROM reservations r JOIN sites s ON s.id = r.site_id JOIN cars c ON c.id = r.car_id
      WHERE ($1::int IS NULL OR r.site_id = $1) AND ($2::int IS NULL OR r.car_id = $2)
      ORDER BY r.created_at DESC, r.id LIMIT $3`,
    [filter.siteId, filter.carId, limit],
  );
  return rows
    .map((row) => ({
      ...reservationView(row, now),
      site: row.site_slug,
      car: { id: row.car_id, slug: row.car_slug, name: row.car_name, stocknum: row.stocknum },
      name: row.name,
      email: row.email,
      phone: row.phone,
      provider: row.provider,
      provider_payment_id: row.provider_payment_id,
      held_at: row.held_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    }))
    .filter((row) => filter.status === null || row.status === filter.status);
}
