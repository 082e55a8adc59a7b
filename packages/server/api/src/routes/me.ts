import { normalisePhone } from '@forecourt/lead-payloads';
import type { Context } from 'hono';
import { z } from 'zod';
import { findCarById, selectCars } from '../cars.ts';
import type { ApiContext } from '../deps.ts';
import { ApiError, notFound } from '../errors.ts';
import type { Router } from '../router.ts';
import { requireUser, type SessionUser } from '../sessions.ts';
import { siteStockCondition } from '../site-stock.ts';

/** Recently viewed cars My Garage lists at most. */
export const RECENTLY_VIEWED_LIMIT = 12;

/** Views kept per shopper across all sites; older ones are dropped as new ones arrive. */
export const RECENTLY_VIEWED_KEPT = 50;

/** A shopper's own enquiries listed per page by default, and at most. */
export const MY_LEADS_DEFAULT_LIMIT = 20;
export const MY_LEADS_MAX_LIMIT = 50;

/** Every failure text of the `/api/me/*` routes. */
export const ME_MESSAGES = {
  carNotFound: 'We could not find that car.',
  siteRequired: 'site must be a site slug.',
} as const;

const carIdSchema = z.coerce
  .number({ error: 'car_id must be a car id.' })
  .int({ error: 'car_id must be a car id.' })
  .positive({ error: 'car_id must be a car id.' })
  .max(2_147_483_647, { error: 'car_id must be a car id.' });

/** Body of `POST /api/me/recently-viewed`: the car the shopper opened. */
export const recentlyViewedBodySchema = z.strictObject({ car_id: carIdSchema });

const siteQuery = z.string({ error: ME_MESSAGES.siteRequired }).trim().min(1, {
  error: ME_MESSAGES.siteRequired,
});

const recentlyViewedQuery = z.object({
  site: siteQuery,
  limit: z.coerce
    .number({ error: `limit must be 1 to ${RECENTLY_VIEWED_LIMIT}.` })
    .int({ error: `limit must be 1 to ${RECENTLY_VIEWED_LIMIT}.` })
    .min(1, { error: `limit must be 1 to ${RECENTLY_VIEWED_LIMIT}.` })
    .max(RECENTLY_VIEWED_LIMIT, { error: `limit must be 1 to ${RECENTLY_VIEWED_LIMIT}.` })
    .default(RECENTLY_VIEWED_LIMIT),
});

const myLeadsQuery = z.object({
  site: siteQuery,
  limit: z.coerce
    .number({ error: `limit must be 1 to ${MY_LEADS_MAX_LIMIT}.` })
    .int({ error: `limit must be 1 to ${MY_LEADS_MAX_LIMIT}.` })
    .min(1, { error: `limit must be 1 to ${MY_LEADS_MAX_LIMIT}.` })
    .max(MY_LEADS_MAX_LIMIT, { error: `limit must be 1 to ${MY_LEADS_MAX_LIMIT}.` })
    .default(MY_LEADS_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: 'offset must be 0 or more.' })
    .int({ error: 'offset must be 0 or more.' })
    .min(0, { error: 'offset must be 0 or more.' })
    .max(100_000, { error: 'offset must be 100000 or less.' })
    .default(0),
});

/**
 * Where a shopper's enquiry stands, in their words: `offer_accepted` once they accepted a
 * trade-in offer, `sent` once every delivery to the dealership went through, else `received`.
 */
export type MyLeadStatus = 'received' | 'sent' | 'offer_accepted';

/** One of the shopper's own enquiries as `GET /api/me/leads` lists it. */
export interface MyLead {
  id: string;
  kind: string;
  category: string;
  subcategory: string | null;
  created_at: string;
  status: MyLeadStatus;
  car: { id: number; slug: string; name: string | null; path: string } | null;
}

/** The signed-in shopper's contact points as leads store them (national phone, lower-case email). */
function contactKeys(user: SessionUser): { phone: string | null; email: string | null } {
  return {
    phone: user.phone ? (normalisePhone(user.phone) ?? user.phone) : null,
    email: user.email ? user.email.trim().toLowerCase() : null,
  };
}

/** The signed-in shopper's own data: recently viewed cars and their enquiries. */
export function registerMeRoutes(router: Router, { deps, sites, rateLimits }: ApiContext): void {
  const user = (c: Context) => requireUser(c, deps);

  router.add({
    method: 'POST',
    path: '/api/me/recently-viewed',
    tag: 'me',
    summary:
      "Records that the signed-in shopper opened a car (My Garage's recently viewed cars); " +
      `keeps each shopper's newest ${RECENTLY_VIEWED_KEPT}`,
    security: 'session',
    body: recentlyViewedBodySchema,
    responses: {
      204: 'Recorded',
      401: 'Not signed in',
      404: 'Unknown car',
      429: 'Too many writes from this client or for this site; see Retry-After',
    },
    handler: async ({ c, body }) => {
      const site = await sites.forHost(new URL(c.req.url).host);
      await rateLimits.enforce(c, 'watchlist', site?.slug);
      const shopper = await user(c);
      const car = await findCarById(deps.db, body.car_id);
      if (!car) throw notFound(ME_MESSAGES.carNotFound);
      await deps.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO recently_viewed (user_id, car_id, viewed_at) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, car_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at`,
          [shopper.id, car.id, deps.now()],
        );
        await tx.query(
          `DELETE FROM recently_viewed WHERE user_id = $1 AND car_id NOT IN (
             SELECT car_id FROM recently_viewed WHERE user_id = $1
              ORDER BY viewed_at DESC, car_id DESC LIMIT $2)`,
          [shopper.id, RECENTLY_VIEWED_KEPT],
        );
      });
      return c.body(null, 204);
    },
  });

  router.add({
    method: 'GET',
    path: '/api/me/recently-viewed',
    tag: 'me',
    summary:
      "The signed-in shopper's recently viewed cars at a site, most recent first, each once, " +
      `with their live status and price (at most ${RECENTLY_VIEWED_LIMIT})`,
    security: 'session',
    query: recentlyViewedQuery,
    responses: { 401: 'Not signed in', 404: 'Unknown site' },
    handler: async ({ c, query }) => {
      const { site: slug, limit } = query as z.output<typeof recentlyViewedQuery>;
      const shopper = await user(c);
      const site = await sites.get(slug);
      const stock = siteStockCondition(site, 3);
      const cars = await selectCars(
        deps.db,
        `rv.user_id = $1 AND ${stock.where}`,
        [shopper.id, limit, ...stock.params],
        'ORDER BY rv.viewed_at DESC, c.id DESC LIMIT $2',
        'JOIN recently_viewed rv ON rv.car_id = c.id',
      );
      return c.json({ cars });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/me/leads',
    tag: 'me',
    summary:
      "The signed-in shopper's own enquiries at a site (leads whose phone or email is the one " +
      'they verified at sign-in), newest first, with kind, car, date and status; paged by limit/offset',
    security: 'session',
    query: myLeadsQuery,
    responses: { 401: 'Not signed in', 404: 'Unknown site' },
    handler: async ({ c, query }) => {
      const { site: slug, limit, offset } = query as z.output<typeof myLeadsQuery>;
      const shopper = await user(c);
      const site = await sites.get(slug);
      const { phone, email } = contactKeys(shopper);
      if (phone === null && email === null) throw new ApiError(401, 'Sign in required.');
      const where = `l.site_id = $1 AND (($2::text IS NOT NULL AND l.phone = $2)
                     OR ($3::text IS NOT NULL AND lower(l.email) = $3))`;
      const rows = await deps.db.query<{
        id: string;
        kind: string;
        category: string;
        subcategory: string | null;
        created_at: Date;
        offer_accepted: boolean | null;
        delivered: boolean | null;
        car_id: number | null;
        car_slug: string | null;
        car_name: string | null;
        total: number;
      }>(
        `SELECT l.id, l.kind, l.category, l.subcategory, l.created_at,
                (l.payload->>'offer_accepted') = 'true' AS offer_accepted,
                (SELECT bool_and(o.status = 'delivered') FROM lead_outbox o
                  WHERE o.lead_id = l.id) AS delivered,
                c.id AS car_id, c.slug AS car_slug, c.name AS car_name,
                count(*) OVER ()::int AS total
           FROM leads l LEFT JOIN cars c ON c.id = l.car_id
          WHERE ${where}
          ORDER BY l.created_at DESC, l.id DESC LIMIT $4 OFFSET $5`,
        [site.id, phone, email, limit, offset],
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) {
        const [counted] = await deps.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM leads l WHERE ${where}`,
          [site.id, phone, email],
        );
        total = counted?.n ?? 0;
      }
      const leads: MyLead[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        category: row.category,
        subcategory: row.subcategory,
        created_at: row.created_at.toISOString(),
        status: row.offer_accepted ? 'offer_accepted' : row.delivered ? 'sent' : 'received',
        car:
          row.car_id === null || row.car_slug === null
            ? null
            : {
                id: row.car_id,
                slug: row.car_slug,
                name: row.car_name,
                path: `/cars/${row.car_slug}`,
              },
      }));
      return c.json({ leads, total, limit, offset });
    },
  });
}
