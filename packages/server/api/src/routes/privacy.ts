import { emailSchema, normalisePhone } from '@forecourt/lead-payloads';
import { z } from 'zod';
import type { ApiContext } from '../deps.ts';
import { requireAdmin } from '../guards.ts';
import { deletePersonalData, exportPersonalData, purgeExpiredPersonalData } from '../privacy.ts';
import type { Router } from '../router.ts';

/** Texts of the privacy routes (shown by `/pages/unsubscribe`). */
export const PRIVACY_MESSAGES = {
  personRequired: 'Give an email address or a phone number.',
  phoneInvalid: 'Please enter a valid Australian phone number.',
  unsubscribed: 'You have been unsubscribed. We will not email you again.',
} as const;

/** Whom an export or a deletion is about: an email, a phone or both (in the body, never the URL). */
export const personBodySchema = z
  .strictObject({
    email: emailSchema.optional(),
    phone: z
      .string()
      .trim()
      .refine((phone) => normalisePhone(phone) !== null, { error: PRIVACY_MESSAGES.phoneInvalid })
      .optional(),
  })
  .refine((person) => person.email !== undefined || person.phone !== undefined, {
    error: PRIVACY_MESSAGES.personRequired,
    path: ['email'],
  });

/** `POST /api/unsubscribe`: which site's emails to stop, for which address. */
export const unsubscribeBodySchema = z.strictObject({
  site: z.string({ error: 'Which site is this for?' }).trim().min(1, 'Which site is this for?'),
  email: emailSchema,
});

/** Privacy duties over the API: access, deletion, the retention purge and unsubscribing. */
export function registerPrivacyRoutes(
  router: Router,
  { deps, sites, rateLimits }: ApiContext,
): void {
  router.add({
    method: 'POST',
    path: '/api/admin/privacy/export',
    tag: 'admin',
    summary:
      'Everything held about a person, found by email and/or phone (APP 12): accounts, sessions (times only), watchlist, leads, unsubscribes',
    security: 'admin',
    body: personBodySchema,
    responses: { 200: 'The export as JSON', 401: 'No admin key', 403: 'Wrong admin key' },
    handler: async ({ c, body }) => {
      requireAdmin(c, deps.adminKey);
      return c.json(await exportPersonalData(deps.db, body, deps.now()), 200, {
        'content-disposition': 'attachment; filename="personal-data.json"',
        'cache-control': 'no-store',
      });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/admin/privacy/delete',
    tag: 'admin',
    summary:
      "Deletes a person's data found by email and/or phone (APP 11.2, 13): leads with their deliveries, accounts with sessions and watchlist, sign-in codes; an unsubscribe is kept so it is honoured. Answers the counts",
    security: 'admin',
    body: personBodySchema,
    responses: {
      200: '`{ deleted: { users, sessions, watchlist, leads, sign_in_codes, unsubscribes_kept } }`',
      401: 'No admin key',
      403: 'Wrong admin key',
    },
    handler: async ({ c, body }) => {
      requireAdmin(c, deps.adminKey);
      const deleted = await deletePersonalData(deps.db, body);
      deps.logger.info({ deleted }, 'personal data deleted on request');
      return c.json({ deleted });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/admin/privacy/purge',
    tag: 'admin',
    summary:
      "Runs the retention purge now (it also runs at start and every 6 hours): leads older than each site's privacy.lead_retention_days, expired sessions, old sign-in codes and idempotency answers",
    security: 'admin',
    responses: {
      200: '`{ purged: { leads: { [site]: n }, sessions, sign_in_codes, idempotency_keys } }`',
      401: 'No admin key',
      403: 'Wrong admin key',
    },
    handler: async ({ c }) => {
      requireAdmin(c, deps.adminKey);
      return c.json({ purged: await purgeExpiredPersonalData(deps.db, sites, deps.now()) });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/unsubscribe',
    tag: 'privacy',
    summary:
      "Records that an email address wants no more emails from a site (the site's /pages/unsubscribe); idempotent",
    body: unsubscribeBodySchema,
    responses: {
      200: '`{ unsubscribed: true, message }`',
      404: 'Unknown site',
      429: 'Too many requests from this client or for this site; see Retry-After',
    },
    handler: async ({ c, body }) => {
      const site = await sites.get(body.site);
      await rateLimits.enforce(c, 'leads', site.slug);
      await deps.db.query(
        `INSERT INTO unsubscribes (site_id, email, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (site_id, email) DO NOTHING`,
        [site.id, body.email.toLowerCase(), deps.now()],
      );
      return c.json({ unsubscribed: true, message: PRIVACY_MESSAGES.unsubscribed });
    },
  });
}
