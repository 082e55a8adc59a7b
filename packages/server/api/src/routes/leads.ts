import {
  enquiryFormOptions,
  enquiryFormSchema,
  LEAD_KIND_SCHEMAS,
  type LeadKind,
  leadKind,
  leadSchema,
  validationErrorBody,
} from '@forecourt/lead-payloads';
import { z } from 'zod';
import { bookingSlotIssue, type LocationHoursRow } from '../appointments.ts';
import type { ApiContext } from '../deps.ts';
import { badRequest, notFound } from '../errors.ts';
import { requireAdmin } from '../guards.ts';
import { requestHash, storeLead } from '../leads.ts';
import { type Router, requireJsonContentType } from '../router.ts';
import type { SiteRecord } from '../site-directory.ts';
import { siteShowsCar } from '../site-stock.ts';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../text-guard.ts';

/** Kinds filled in on an enquiry-style form, where the site's form rules apply (site-wide §5). */
const FORM_RULE_KINDS: ReadonlySet<LeadKind> = new Set([
  'general_enquiry',
  'careers',
  'car_enquiry',
  'find_me_something_similar',
]);

// The OpenAPI document shows the lead schema plus the site it is for.
const documentedLeadBody = z.intersection(z.object({ site: z.string() }), leadSchema);

const adminLeadsQuery = z.object({
  format: z.enum(['json', 'csv']).default('json'),
  site: z.string().optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(10_000).default(500),
});

const CSV_COLUMNS = [
  'id',
  'created_at',
  'site',
  'kind',
  'category',
  'subcategory',
  'name',
  'last_name',
  'email',
  'phone',
  'car_id',
  'dealership',
  'delivery_status',
  'visited_pages',
  'linked_query_params',
] as const;

/** The visit before the lead (vehicle-stock §3 lead_attributes), as the admin's columns. */
function attributionColumns(payload: unknown): {
  visited_pages: string[];
  linked_query_params: Record<string, string>;
} {
  const attributes = (payload as { lead_attributes?: Record<string, unknown> } | null)
    ?.lead_attributes;
  const pages = attributes?.visited_pages;
  const params = attributes?.linked_query_params;
  return {
    visited_pages: Array.isArray(pages) ? pages.filter((page) => typeof page === 'string') : [],
    linked_query_params:
      params && typeof params === 'object' ? (params as Record<string, string>) : {},
  };
}

/** Lead submission for every lead kind, and the admin's views of leads and their delivery. */
export function registerLeadsRoutes(router: Router, { deps, sites, rateLimits }: ApiContext): void {
  router.add({
    method: 'POST',
    path: '/api/leads',
    tag: 'leads',
    summary:
      'Submit a lead of any kind (enquiry, test drive, trade-in, finance, careers, phone reveal, ...). ' +
      'Answers {lead_id}; honours an Idempotency-Key header (same key, same answer, one lead).',
    // Validated in the handler, because the rules depend on the site; documented here.
    documentedBody: documentedLeadBody,
    responses: {
      201: '`{ lead_id }` — the lead is stored and queued for delivery',
      400: '`{ error: "Please fix the following errors:", fields }`',
      422: 'Idempotency-Key reused with a different body',
      429: 'Too many leads from this client (20 a minute) or for this site (600 a minute) by default; see Retry-After',
    },
    handler: async ({ c }) => {
      requireJsonContentType(c);
      const raw = await readObject(c.req.text());
      const site = await siteOf(raw, sites);
      await rateLimits.enforce(c, 'leads', site.slug);
      const parsed = leadSchema.safeParse(raw);
      if (!parsed.success) return c.json(validationErrorBody(parsed.error), 400);
      const kind = leadKind(parsed.data);
      const exact = LEAD_KIND_SCHEMAS[kind].safeParse(raw);
      if (!exact.success) return c.json(validationErrorBody(exact.error), 400);
      if (FORM_RULE_KINDS.has(kind)) {
        const general = kind === 'general_enquiry' || kind === 'careers';
        const rules = enquiryFormSchema({
          ...enquiryFormOptions(site.settings),
          // The terms tick box is the form's to check: it is never sent with a lead (site-wide
          // §5, lead-payloads FORM_ONLY_KEYS), so a site that requires it still takes its leads.
          terms_required: false,
          dealershipCount: general ? site.dealershipIds.length : 0,
        }).safeParse(raw);
        if (!rules.success) return c.json(validationErrorBody(rules.error), 400);
      }
      const lead = exact.data as Record<string, unknown> & {
        category: string;
        subcategory?: string;
      };
      // A phone-reveal lead names its website (vehicle-stock §7); the page may only know the slug.
      if (kind === 'phone_reveal' && lead.website_id === undefined) lead.website_id = site.id;
      const { carId, dealershipId, webhook } = await placeLead(deps.db, site, lead);
      if (kind === 'test_drive' && carId !== null) {
        await checkBookingSlot(deps.db, carId, lead, deps.now());
      }
      const key = c.req.header('idempotency-key')?.trim();
      if (key !== undefined && (key.length === 0 || key.length > 200)) {
        throw badRequest('Idempotency-Key must be 1 to 200 characters.');
      }
      const answer = await storeLead(
        deps.db,
        {
          siteId: site.id,
          dealershipId,
          carId,
          kind,
          category: lead.category,
          subcategory: lead.subcategory ?? null,
          payload: {
            ...lead,
            site: site.slug,
            user_agent: lead.user_agent ?? c.req.header('user-agent'),
          },
          webhook,
        },
        key ? { key, hash: requestHash(raw) } : null,
      );
      deps.logger.info({ site: site.slug, kind, ...answer.body }, 'lead accepted');
      return c.json(answer.body, answer.status as 201);
    },
  });
  router.add({
    method: 'GET',
    path: '/api/admin/leads',
    tag: 'admin',
    summary: 'Leads, newest first, as JSON or CSV (format=csv), with their delivery status',
    security: 'admin',
    query: adminLeadsQuery,
    responses: { 401: 'No admin key', 403: 'Wrong admin key' },
    handler: async ({ c, query }) => {
      requireAdmin(c, deps.adminKey);
      const { format, site, since, limit } = query as z.output<typeof adminLeadsQuery>;
      const rows = await deps.db.query<Record<string, unknown> & { created_at: Date }>(
        `SELECT l.id, l.created_at, s.slug AS site, l.kind, l.category, l.subcategory, l.name,
                l.last_name, l.email, l.phone, l.car_id, d.name AS dealership, l.payload,
                COALESCE((SELECT CASE WHEN bool_and(o.status = 'delivered') THEN 'delivered'
                                      WHEN bool_or(o.status = 'failed') THEN 'failed'
                                      ELSE 'pending' END
                            FROM lead_outbox o WHERE o.lead_id = l.id), 'none') AS delivery_status
           FROM leads l JOIN sites s ON s.id = l.site_id
           LEFT JOIN dealerships d ON d.id = l.dealership_id
          WHERE ($1::text IS NULL OR s.slug = $1) AND ($2::timestamptz IS NULL OR l.created_at >= $2)
          ORDER BY l.created_at DESC, l.id LIMIT $3`,
        [site ?? null, since ?? null, limit],
      );
      const leads: Record<string, unknown>[] = rows.map((row) => ({
        ...row,
        ...attributionColumns(row.payload),
        created_at: row.created_at.toISOString(),
      }));
      if (format === 'json') return c.json({ count: leads.length, leads });
      const csv = [
        CSV_COLUMNS.join(','),
        ...leads.map((lead) => CSV_COLUMNS.map((column) => csvCell(lead[column])).join(',')),
      ].join('\r\n');
      return c.body(`${csv}\r\n`, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="leads.csv"',
      });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/admin/leads/:id/delivery',
    tag: 'admin',
    summary: "A lead's delivery attempts: target, status, attempts, last error, delivered time",
    security: 'admin',
    responses: { 404: 'Unknown lead' },
    handler: async ({ c, params }) => {
      requireAdmin(c, deps.adminKey);
      const id = params.id ?? '';
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Unknown lead.');
      const deliveries = await deps.db.query(
        `SELECT target, status, attempts, last_error, next_attempt_at, delivered_at, created_at
           FROM lead_outbox WHERE lead_id = $1 ORDER BY id`,
        [id],
      );
      if (deliveries.length === 0) throw notFound('Unknown lead.');
      return c.json({ lead_id: id, deliveries });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/admin/deliveries',
    tag: 'admin',
    summary: 'Lead delivery status across the outbox: counts by status and the latest failures',
    security: 'admin',
    handler: async ({ c }) => {
      requireAdmin(c, deps.adminKey);
      const counts = await deps.db.query<{ status: string; count: number }>(
        'SELECT status, count(*)::int AS count FROM lead_outbox GROUP BY status ORDER BY status',
      );
      const failures = await deps.db.query(
        `SELECT lead_id, target, status, attempts, last_error, next_attempt_at FROM lead_outbox
          WHERE status IN ('failed', 'retrying') ORDER BY next_attempt_at DESC LIMIT 50`,
      );
      return c.json({
        counts: Object.fromEntries(counts.map((row) => [row.status, row.count])),
        failures,
      });
    },
  });
}

export async function readObject(text: Promise<string>): Promise<Record<string, unknown>> {
  const body = await text;
  if (body.trim() === '') throw badRequest('A JSON body is required.');
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw badRequest('Malformed JSON body.');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('The body must be a JSON object.');
  }
  if (hasUnstorableText(value)) throw badRequest(UNSTORABLE_TEXT_MESSAGE);
  return value as Record<string, unknown>;
}

export async function siteOf(
  raw: Record<string, unknown>,
  sites: ApiContext['sites'],
): Promise<SiteRecord> {
  if (typeof raw.site !== 'string' || raw.site.trim() === '') {
    throw badRequest('Please fix the following errors:', { site: 'Which site is this lead for?' });
  }
  const site = await sites.find(raw.site.trim());
  if (!site) throw badRequest('Please fix the following errors:', { site: 'Unknown site.' });
  return site;
}

/** The lead's car (which must be on this site) and the dealership that receives it. */
export async function placeLead(
  db: ApiContext['deps']['db'],
  site: SiteRecord,
  lead: Record<string, unknown>,
): Promise<{ carId: number | null; dealershipId: number | null; webhook: boolean }> {
  const carId = lead.car_id === undefined ? null : Number(lead.car_id);
  if (carId !== null) {
    const [car] = await db.query<{
      dealership_id: number;
      stocknum: string | null;
      webhook: string | null;
    }>(
      `SELECT c.dealership_id, c.stocknum, d.lead_webhook_url AS webhook
         FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE c.id = $1`,
      [carId],
    );
    if (!car || !siteShowsCar(site, car)) {
      throw badRequest('Please fix the following errors:', {
        car_id: 'This vehicle is not available on this site.',
      });
    }
    return { carId, dealershipId: car.dealership_id, webhook: Boolean(car.webhook) };
  }
  const wanted = Number(lead.car_dealership_id ?? lead.dealership_id);
  const bySlug = typeof lead.dealership_slug === 'string' && lead.dealership_slug !== '';
  const [dealer] = await db.query<{ id: number; webhook: string | null }>(
    `SELECT id, lead_webhook_url AS webhook FROM dealerships
      WHERE id = ANY($1::int[]) AND (CASE WHEN $2::text IS NOT NULL THEN slug = $2
                                          WHEN $3::int IS NOT NULL THEN id = $3
                                          ELSE id = $4 END)`,
    [
      site.dealershipIds,
      bySlug ? lead.dealership_slug : null,
      site.dealershipIds.includes(wanted) ? wanted : null,
      site.dealershipIds[0] ?? null,
    ],
  );
  if (!dealer && bySlug) {
    throw badRequest('Please fix the following errors:', {
      dealership_slug: 'Please choose one of our dealerships.',
    });
  }
  return { carId: null, dealershipId: dealer?.id ?? null, webhook: Boolean(dealer?.webhook) };
}

/**
 * A test drive that names a date and time must name a free slot of the car's location, in that
 * location's time zone: the slots `GET /api/locations/{id}/appointments` offers (vehicle-stock
 * §5, §7). Otherwise 400 with the message on `booking_date` or `booking_time`.
 */
async function checkBookingSlot(
  db: ApiContext['deps']['db'],
  carId: number,
  lead: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const date = typeof lead.booking_date === 'string' ? lead.booking_date : '';
  const time = typeof lead.booking_time === 'string' ? lead.booking_time : '';
  if (date === '' || time === '') return;
  const [location] = await db.query<LocationHoursRow>(
    `SELECT l.id, l.state, l.opening_hours, l.special_hours
       FROM cars c JOIN locations l ON l.id = c.location_id WHERE c.id = $1`,
    [carId],
  );
  const issue = bookingSlotIssue(location ?? null, { date, time }, now);
  if (issue) {
    throw badRequest('Please fix the following errors:', { [issue.field]: issue.message });
  }
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value)
    ? value.join(' ')
    : typeof value === 'object'
      ? new URLSearchParams(value as Record<string, string>).toString()
      : String(value);
  // Quote fields with separators, and neutralise spreadsheet formulas.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
