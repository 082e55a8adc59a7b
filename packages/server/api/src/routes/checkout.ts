import { reserveContactSchema, testCardSchema } from '@forecourt/lead-payloads';
import { requiresSignIn } from '@forecourt/site-config';
import { isInStock } from '@forecourt/stock-eligibility';
import { z } from 'zod';
import { findCarById } from '../cars.ts';
import type { ApiContext } from '../deps.ts';
import { ApiError, badRequest } from '../errors.ts';
import { requireAdmin } from '../guards.ts';
import { WebhookSignatureError } from '../payments/payment-provider.ts';
import { TestPaymentProvider } from '../payments/test-payment-provider.ts';
import {
  CHECKOUT_MESSAGES,
  type CheckoutDeps,
  completeChallenge,
  findReservation,
  handlePaymentEvent,
  listReservations,
  RESERVATION_HOLD_HOURS,
  releaseLapsedHolds,
  releaseReservation,
  reservationView,
  reserveCar,
} from '../reservations.ts';
import type { Router } from '../router.ts';
import { currentUser, requireUser } from '../sessions.ts';
import { siteShowsCar } from '../site-stock.ts';

const siteField = z
  .string({ error: 'Which site is this for?' })
  .trim()
  .min(1, 'Which site is this for?');

/**
 * `POST /api/checkout/reservations`: the site, the car, the shopper's contact fields (the shared
 * reserve form schema) and the payment: a test card (embedded provider) or a Stripe PaymentMethod.
 */
export const reserveBodySchema = reserveContactSchema.extend({
  site: siteField,
  car_id: z.coerce.number({ error: 'car_id must be a car id.' }).int().positive(),
  payment: z.discriminatedUnion('kind', [
    testCardSchema.extend({ kind: z.literal('test_card') }),
    z.object({
      kind: z.literal('stripe'),
      payment_method_id: z.string().regex(/^pm_[A-Za-z0-9_]+$/, 'payment_method_id must be pm_…'),
    }),
  ]),
});

const adminQuery = z.object({
  site: z.string().trim().min(1).optional(),
  car_id: z.coerce.number().int().positive().optional(),
  status: z.enum(['pending', 'held', 'failed', 'expired', 'released']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** Reserve online (vehicle-stock §2, §9) and the dealer's view of holds. */
export function registerCheckoutRoutes(
  router: Router,
  { deps, sites, rateLimits }: ApiContext,
): void {
  const payments = deps.payments ?? new TestPaymentProvider(deps.now);
  const checkout: CheckoutDeps = {
    db: deps.db,
    payments,
    now: deps.now,
    logger: deps.logger,
    onStockChanged: deps.onStockChanged,
  };

  router.add({
    method: 'GET',
    path: '/api/checkout/config',
    tag: 'checkout',
    summary:
      "A site's reserve settings: deposit in cents, hold hours and which payment form to show (test card or Stripe, with the publishable key)",
    query: z.object({ site: siteField }),
    responses: { 404: 'Unknown site' },
    handler: async ({ c, query }) => {
      const site = await sites.get(query.site);
      return c.json({
        reserve_online: site.settings.features.reserve_online,
        online_purchase: site.settings.features.online_purchase,
        deposit_cents: Math.round(site.settings.vdp_copy.reserve_deposit * 100),
        currency: 'aud',
        hold_hours: RESERVATION_HOLD_HOURS,
        provider: payments.name,
        method: payments.methodKind,
        publishable_key: payments.publishableKey,
      });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/checkout/reservations',
    tag: 'checkout',
    summary:
      'Reserves a car: pays the site deposit ($200 by default) and holds the car for 48 hours. Idempotency-Key required: a repeat answers the same reservation and charges once',
    body: reserveBodySchema,
    responses: {
      201: 'Reservation `{ reservation }`: status held, pending with challenge, or failed',
      200: 'The same reservation again (repeated Idempotency-Key)',
      401: 'The site requires sign-in for checkout',
      402: 'Payment declined: `{ error, reservation }`; the car stays free',
      404: 'Unknown site or car',
      409: 'The car is already held or being reserved',
      422: 'Idempotency-Key reused for another car, or the car cannot be reserved',
      429: 'Too many requests',
      502: 'The payment provider could not be reached',
    },
    handler: async ({ c, body }) => {
      const key = c.req.header('idempotency-key')?.trim();
      if (!key || key.length > 200) throw badRequest(CHECKOUT_MESSAGES.keyRequired);
      const site = await sites.get(body.site);
      await rateLimits.enforce(c, 'leads', site.slug);
      if (!site.settings.features.reserve_online && !site.settings.features.online_purchase) {
        throw new ApiError(403, CHECKOUT_MESSAGES.reserveDisabled);
      }
      const user = requiresSignIn('checkout', site.settings)
        ? await requireUser(c, deps)
        : await currentUser(c, deps);
      const car = await findCarById(deps.db, body.car_id);
      if (!car || !siteShowsCar(site, car)) {
        throw new ApiError(404, CHECKOUT_MESSAGES.carNotFound);
      }
      const price = Number(car.price ?? 0);
      // vehicle-stock §5: checkout only for an in-stock car with a price (a held car: 409 below).
      if (!isInStock(car as { status: 'in_stock' }) || !(price > 0)) {
        throw new ApiError(422, CHECKOUT_MESSAGES.notReservable);
      }
      if (car.reserved === true) {
        const existing = await deps.db.query(
          'SELECT 1 FROM reservations WHERE idempotency_key = $1',
          [`${site.id}:${key}`],
        );
        if (existing.length === 0) throw new ApiError(409, CHECKOUT_MESSAGES.alreadyReserved);
      }
      const method =
        body.payment.kind === 'test_card'
          ? {
              kind: 'test_card' as const,
              number: body.payment.card_number,
              expiry: body.payment.card_expiry,
              cvc: body.payment.card_cvc,
              name: body.payment.card_name,
            }
          : body.payment;
      const { created, reservation } = await reserveCar(checkout, {
        siteId: site.id,
        siteSlug: site.slug,
        carId: car.id,
        carName: String(car.name ?? car.slug),
        userId: user?.id ?? null,
        depositCents: Math.round(site.settings.vdp_copy.reserve_deposit * 100),
        contact: {
          name: body.name,
          last_name: body.last_name,
          email: body.email,
          phone: body.phone,
        },
        method,
        // Keys are the shopper's browser's: scoped to the site so sites cannot collide.
        idempotencyKey: `${site.id}:${key}`,
      });
      if (reservation.status === 'failed') {
        return c.json({ error: reservation.failure, reservation }, 402);
      }
      return c.json({ reservation }, created ? 201 : 200);
    },
  });

  router.add({
    method: 'GET',
    path: '/api/checkout/reservations/:id',
    tag: 'checkout',
    summary:
      "A reservation's status (by its unguessable id): held until, pending challenge, failed",
    responses: { 404: 'Unknown reservation' },
    handler: async ({ c, params }) => {
      const row = await findReservation(deps.db, params.id ?? '');
      if (!row) throw new ApiError(404, CHECKOUT_MESSAGES.reservationNotFound);
      return c.json({ reservation: reservationView(row, deps.now()) });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/checkout/reservations/:id/challenge',
    tag: 'checkout',
    summary:
      'The shopper answered the card check (test provider: approve or cancel; Stripe: after 3-D Secure): holds the car or frees it',
    body: z.object({ approved: z.boolean({ error: 'approved must be true or false.' }) }),
    responses: {
      200: '`{ reservation }` held',
      402: 'Not approved: `{ error, reservation }`',
      404: 'Unknown reservation',
      409: 'Not waiting for a card check',
    },
    handler: async ({ c, params, body }) => {
      const reservation = await completeChallenge(checkout, params.id ?? '', body.approved, null);
      if (reservation.status === 'failed') {
        return c.json({ error: reservation.failure, reservation }, 402);
      }
      return c.json({ reservation });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/payments/webhook',
    tag: 'checkout',
    summary:
      "The payment provider's webhook (Stripe: `Stripe-Signature`, verified with constructEvent). Each event id is applied once",
    responses: { 200: '`{ received: true, duplicate }`', 400: 'Bad signature' },
    handler: async ({ c }) => {
      const raw = await c.req.text();
      let event: ReturnType<typeof payments.parseWebhook>;
      try {
        event = payments.parseWebhook(
          raw,
          c.req.header('stripe-signature') ?? c.req.header('forecourt-signature'),
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError || error instanceof SyntaxError) {
          throw badRequest('The webhook signature is not valid.');
        }
        throw error;
      }
      const result = await handlePaymentEvent(checkout, event);
      return c.json({ received: true, duplicate: result.duplicate });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/admin/reservations',
    tag: 'admin',
    summary:
      'Reservations newest first (filter by site, car_id, status), with the shopper, deposit, payment id and when the hold ends',
    security: 'admin',
    query: adminQuery,
    responses: { 401: 'No admin key', 403: 'Wrong admin key', 404: 'Unknown site' },
    handler: async ({ c, query }) => {
      requireAdmin(c, deps.adminKey);
      const site = query.site ? await sites.get(query.site) : null;
      const reservations = await listReservations(
        deps.db,
        deps.now(),
        { siteId: site?.id ?? null, carId: query.car_id ?? null, status: query.status ?? null },
        query.limit,
      );
      return c.json({ reservations });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/admin/reservations/:id/release',
    tag: 'admin',
    summary: 'Ends a hold now (the car is free to reserve again)',
    security: 'admin',
    responses: { 401: 'No admin key', 403: 'Wrong admin key', 404: 'Unknown reservation' },
    handler: async ({ c, params }) => {
      requireAdmin(c, deps.adminKey);
      return c.json({ reservation: await releaseReservation(checkout, params.id ?? '') });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/admin/reservations/release-lapsed',
    tag: 'admin',
    summary: 'Ends lapsed holds now (the release job also runs at start and every minute)',
    security: 'admin',
    responses: { 401: 'No admin key', 403: 'Wrong admin key' },
    handler: async ({ c }) => {
      requireAdmin(c, deps.adminKey);
      return c.json(await releaseLapsedHolds(checkout));
    },
  });
}
