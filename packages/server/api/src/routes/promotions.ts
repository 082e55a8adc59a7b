import { randomInt as cryptoRandomInt } from 'node:crypto';
import {
  onlinePaymentDetailsSchema,
  spinEntrySchema,
  testCardSchema,
  validationErrorBody,
} from '@forecourt/lead-payloads';
import { promotionStatus, requiresSignIn } from '@forecourt/site-config';
import { z } from 'zod';
import type { ApiContext } from '../deps.ts';
import { ApiError, badRequest } from '../errors.ts';
import {
  completeOnlinePaymentChallenge,
  findOnlinePayment,
  ONLINE_PAYMENT_API_MESSAGES,
  type OnlinePaymentDeps,
  onlinePaymentView,
  payOnline,
} from '../online-payments.ts';
import { TestPaymentProvider } from '../payments/test-payment-provider.ts';
import { type Router, requireJsonContentType } from '../router.ts';
import { currentUser, requireUser } from '../sessions.ts';
import type { SiteRecord } from '../site-directory.ts';
import {
  findPersonSpin,
  findSpin,
  SPIN_MESSAGES,
  type SpinDeps,
  spin,
  spinView,
} from '../spins.ts';
import { readObject, siteOf } from './leads.ts';

const siteField = z
  .string({ error: 'Which site is this for?' })
  .trim()
  .min(1, 'Which site is this for?');

const paymentField = z.discriminatedUnion('kind', [
  testCardSchema.extend({ kind: z.literal('test_card') }),
  z.object({
    kind: z.literal('stripe'),
    payment_method_id: z.string().regex(/^pm_[A-Za-z0-9_]+$/, 'payment_method_id must be pm_…'),
  }),
]);

/** The OpenAPI picture of `POST /api/online-payments` (the real rules depend on the site). */
const documentedPaymentBody = z.object({
  site: z.string(),
  dealership_id: z.number().int().optional(),
  purpose: z.enum(['deposit', 'service', 'balance', 'parts', 'other']),
  reference: z.string(),
  amount: z.string(),
  payment: paymentField,
});

const spinBody = z.object({
  site: z.string(),
  promotion_id: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

/** The site's spin-to-win promotion, or 404 when it runs none (site-wide §2 /spin-to-win). */
function promotionOf(site: SiteRecord) {
  const promo = site.settings.spin_to_win;
  if (!promo) throw new ApiError(404, SPIN_MESSAGES.none);
  return promo;
}

/**
 * Online payment and spin-to-win (site-wide §2 routes /online-payment and /spin-to-win, sign-in
 * gating): a signed-in shopper pays the dealership through the payment provider; a shopper spins
 * the site's promotion wheel once, drawn on the server. Both hand the dealer a lead.
 */
export function registerPromotionsRoutes(
  router: Router,
  { deps, sites, rateLimits }: ApiContext,
): void {
  const payments: OnlinePaymentDeps = {
    db: deps.db,
    payments: deps.payments ?? new TestPaymentProvider(deps.now),
    now: deps.now,
    logger: deps.logger,
  };
  const spins: SpinDeps = {
    db: deps.db,
    now: deps.now,
    randomInt: deps.randomInt ?? ((max) => cryptoRandomInt(max)),
    logger: deps.logger,
  };

  router.add({
    method: 'POST',
    path: '/api/online-payments',
    tag: 'online-payment',
    security: 'session',
    summary:
      'Pays the dealership online (site-wide §2 /online-payment; always signed in): purpose, reference, amount in dollars ' +
      "(positive, two decimals, at most the site's online_payment.max_amount) and, on a site with several dealerships, dealership_id. " +
      'Idempotency-Key required: a repeat answers the same payment and charges once. A paid payment stores one dealer lead',
    documentedBody: documentedPaymentBody,
    responses: {
      201: '`{ payment }`: status paid (with payment_id and paid_at), pending with challenge, or failed',
      200: 'The same payment again (repeated Idempotency-Key)',
      400: '`{ error: "Please fix the following errors:", fields }`',
      401: 'Not signed in',
      402: 'Payment declined: `{ error, payment }`',
      403: 'The site does not take payments online',
      422: 'Idempotency-Key reused for a different payment',
      429: 'Too many requests',
      502: 'The payment provider could not be reached',
    },
    handler: async ({ c }) => {
      requireJsonContentType(c);
      const key = c.req.header('idempotency-key')?.trim();
      const raw = await readObject(c.req.text());
      const site = await siteOf(raw, sites);
      await rateLimits.enforce(c, 'leads', site.slug);
      if (!site.settings.features.online_payment) {
        throw new ApiError(403, ONLINE_PAYMENT_API_MESSAGES.disabled);
      }
      // site-wide §2: online-payment always requires sign-in.
      const user = await requireUser(c, deps);
      if (!key || key.length > 200) throw badRequest(ONLINE_PAYMENT_API_MESSAGES.keyRequired);
      const parsed = onlinePaymentDetailsSchema({
        maxAmountCents: Math.round(site.settings.online_payment.max_amount * 100),
        dealershipIds: site.dealershipIds,
      })
        .extend({ payment: paymentField })
        .safeParse(raw);
      if (!parsed.success) return c.json(validationErrorBody(parsed.error), 400);
      const body = parsed.data;
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
      const { created, payment } = await payOnline(payments, {
        siteId: site.id,
        siteSlug: site.slug,
        dealershipId: body.dealership_id,
        user,
        purpose: body.purpose,
        reference: body.reference,
        amountCents: body.amount,
        method,
        idempotencyKey: `${site.id}:${key}`,
      });
      if (payment.status === 'failed') return c.json({ error: payment.failure, payment }, 402);
      return c.json({ payment }, created ? 201 : 200);
    },
  });

  const ownPayment = async (c: Parameters<typeof requireUser>[0], id: string) => {
    const user = await requireUser(c, deps);
    const row = await findOnlinePayment(deps.db, id);
    // Another shopper's payment is as unknown as a missing one.
    if (!row || row.user_id !== user.id) {
      throw new ApiError(404, ONLINE_PAYMENT_API_MESSAGES.notFound);
    }
    return row;
  };

  router.add({
    method: 'GET',
    path: '/api/online-payments/:id',
    tag: 'online-payment',
    security: 'session',
    summary:
      "The signed-in shopper's payment: its receipt (amount, reference, date, payment id) or state",
    responses: { 401: 'Not signed in', 404: 'Unknown payment (or another shopper’s)' },
    handler: async ({ c, params }) => {
      const row = await ownPayment(c, params.id ?? '');
      return c.json({ payment: onlinePaymentView(row) });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/online-payments/:id/challenge',
    tag: 'online-payment',
    security: 'session',
    summary: 'The shopper answered the card check: the payment completes or is cancelled',
    body: z.object({ approved: z.boolean({ error: 'approved must be true or false.' }) }),
    responses: {
      200: '`{ payment }` paid',
      401: 'Not signed in',
      402: 'Not approved: `{ error, payment }`',
      404: 'Unknown payment',
      409: 'Not waiting for a card check',
    },
    handler: async ({ c, params, body }) => {
      const row = await ownPayment(c, params.id ?? '');
      const [site] = (await sites.list()).filter((candidate) => candidate.id === row.site_id);
      const payment = await completeOnlinePaymentChallenge(
        payments,
        row,
        body.approved,
        site?.slug ?? '',
      );
      if (payment.status === 'failed') return c.json({ error: payment.failure, payment }, 402);
      return c.json({ payment });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/promotions/spin-to-win',
    tag: 'promotions',
    summary:
      "The site's spin-to-win promotion (site-wide §2): title, dates, status (upcoming, running, ended), prizes with their terms, " +
      "whether it needs sign-in, and the signed-in shopper's spin when there is one",
    query: z.object({ site: siteField }),
    responses: { 404: 'Unknown site, or the site runs no promotion' },
    handler: async ({ c, query }) => {
      const site = await sites.get(query.site);
      const promo = promotionOf(site);
      const user = await currentUser(c, deps);
      const own = user
        ? await findPersonSpin(deps.db, site.id, promo.id, {
            userId: user.id,
            email: user.email?.toLowerCase() ?? null,
            phone: user.phone ?? null,
          })
        : undefined;
      return c.json({
        promotion: {
          id: promo.id,
          title: promo.title,
          intro: promo.intro,
          starts_at: promo.starts_at,
          expires_at: promo.expires_at,
          terms: promo.terms,
          status: promotionStatus(promo, deps.now()),
          sign_in_required: requiresSignIn('spin-to-win', site.settings),
          prizes: promo.prizes.map(({ id, label, terms }) => ({ id, label, terms })),
        },
        spin: own ? spinView(own, promo) : null,
      });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/promotions/spin-to-win/spins',
    tag: 'promotions',
    summary:
      'Spins the wheel once (site-wide §2 /spin-to-win): the prize is drawn on the server by weight with a cryptographic random source, ' +
      'stored, and sent to the dealer as a lead. One spin per person (signed-in user, email or mobile) per promotion. ' +
      'Without sign-in (where the site allows it) send name and email or phone',
    documentedBody: spinBody,
    responses: {
      201: '`{ spin: { id, promotion_id, prize: { id, label, terms }, created_at } }`',
      200: "The signed-in shopper's earlier spin (`already: true`)",
      400: '`{ error: "Please fix the following errors:", fields }`',
      401: 'The site requires sign-in for spin-to-win',
      404: 'Unknown site, or no promotion',
      409: 'Already spun in this promotion, the promotion changed, or it has not started',
      410: 'The promotion has ended',
      429: 'Too many requests',
    },
    handler: async ({ c }) => {
      requireJsonContentType(c);
      const raw = await readObject(c.req.text());
      const site = await siteOf(raw, sites);
      await rateLimits.enforce(c, 'leads', site.slug);
      const promo = promotionOf(site);
      if (raw.promotion_id !== promo.id) throw new ApiError(409, SPIN_MESSAGES.changed);
      const status = promotionStatus(promo, deps.now());
      if (status === 'ended') throw new ApiError(410, SPIN_MESSAGES.ended);
      if (status === 'upcoming') throw new ApiError(409, SPIN_MESSAGES.notStarted);
      const user = requiresSignIn('spin-to-win', site.settings)
        ? await requireUser(c, deps)
        : await currentUser(c, deps);
      let contact: { name: string; email: string | null; phone: string | null };
      if (user) {
        // A signed-in shopper's contact was verified by the sign-in code.
        contact = {
          name:
            [user.name, user.last_name].filter(Boolean).join(' ') ||
            String(raw.name ?? '').trim() ||
            'Shopper',
          email: user.email?.toLowerCase() ?? null,
          phone: user.phone ?? null,
        };
      } else {
        const parsed = spinEntrySchema.safeParse(raw);
        if (!parsed.success) return c.json(validationErrorBody(parsed.error), 400);
        contact = {
          name: parsed.data.name,
          email: parsed.data.email?.toLowerCase() ?? null,
          phone: parsed.data.phone ?? null,
        };
      }
      const [dealer] = await deps.db.query<{ id: number; webhook: string | null }>(
        'SELECT id, lead_webhook_url AS webhook FROM dealerships WHERE id = $1',
        [site.dealershipIds[0] ?? null],
      );
      const result = await spin(spins, {
        site: {
          id: site.id,
          slug: site.slug,
          dealershipId: dealer?.id ?? null,
          webhook: Boolean(dealer?.webhook),
        },
        promotion: promo,
        userId: user?.id ?? null,
        ...contact,
      });
      if (result.created) return c.json({ spin: spinView(result.spin, promo) }, 201);
      if (user && result.spin.user_id === user.id) {
        return c.json({ spin: spinView(result.spin, promo), already: true }, 200);
      }
      throw new ApiError(409, SPIN_MESSAGES.alreadySpun);
    },
  });

  router.add({
    method: 'GET',
    path: '/api/promotions/spin-to-win/spins/:id',
    tag: 'promotions',
    summary: 'A spin by its unguessable id: the prize and its terms',
    responses: { 404: 'Unknown spin' },
    handler: async ({ c, params }) => {
      const row = await findSpin(deps.db, params.id ?? '');
      if (!row) throw new ApiError(404, SPIN_MESSAGES.notFound);
      const site = (await sites.list()).find((candidate) => candidate.id === row.site_id);
      return c.json({ spin: spinView(row, site?.settings.spin_to_win ?? null) });
    },
  });
}
