import type { Database, Queryable } from '@forecourt/db';
import { normalisePhone } from '@forecourt/lead-payloads';
import type { Logger } from 'pino';
import type { SiteDirectory } from './site-directory.ts';

/**
 * Personal-data duties of the platform (Australian Privacy Principles 11–13):
 * leads leave after their site's retention period, a person's data can be exported and deleted
 * by email or phone, and used sign-in codes and ended sessions do not linger.
 */

/** Whom a request is about: an email, a phone, or both (matched on every table that holds them). */
export interface PersonKey {
  email?: string | undefined;
  phone?: string | undefined;
}

/** How long used or expired sign-in codes are kept (they only count requests for rate limits). */
export const SIGN_IN_CODE_RETENTION_MS = 2 * 86_400_000;

/** How long idempotency answers are kept (a retried lead arrives within minutes). */
export const IDEMPOTENCY_RETENTION_MS = 7 * 86_400_000;

export interface PurgeReport {
  /** Leads deleted per site (with their delivery rows), only sites where some were deleted. */
  leads: Record<string, number>;
  sessions: number;
  sign_in_codes: number;
  idempotency_keys: number;
}

/**
 * Deletes what is past its time: each site's leads older than `privacy.lead_retention_days`
 * (delivery rows go with them), expired sessions, sign-in codes older than two days and
 * idempotency answers older than a week.
 */
export async function purgeExpiredPersonalData(
  db: Queryable,
  sites: Pick<SiteDirectory, 'list'>,
  now: Date,
): Promise<PurgeReport> {
  const report: PurgeReport = { leads: {}, sessions: 0, sign_in_codes: 0, idempotency_keys: 0 };
  for (const site of await sites.list()) {
    const cutoff = new Date(now.getTime() - site.settings.privacy.lead_retention_days * 86_400_000);
    const deleted = await db.query<{ id: string }>(
      'DELETE FROM leads WHERE site_id = $1 AND created_at < $2 RETURNING id',
      [site.id, cutoff],
    );
    if (deleted.length > 0) report.leads[site.slug] = deleted.length;
    // Spin-to-win entries go with the leads they made; online payments keep their amounts and
    // references (the dealer's accounts) but lose the payer's contact details (site-wide §2).
    await db.query('DELETE FROM promotion_spins WHERE site_id = $1 AND created_at < $2', [
      site.id,
      cutoff,
    ]);
    await db.query(
      `UPDATE online_payments SET name = 'Deleted', email = NULL, phone = NULL
        WHERE site_id = $1 AND created_at < $2 AND (email IS NOT NULL OR phone IS NOT NULL)`,
      [site.id, cutoff],
    );
  }
  report.sessions = (
    await db.query('DELETE FROM sessions WHERE expires_at <= $1 RETURNING user_id', [now])
  ).length;
  report.sign_in_codes = (
    await db.query('DELETE FROM one_time_codes WHERE created_at < $1 RETURNING id', [
      new Date(now.getTime() - SIGN_IN_CODE_RETENTION_MS),
    ])
  ).length;
  report.idempotency_keys = (
    await db.query('DELETE FROM idempotency_keys WHERE created_at < $1 RETURNING key', [
      new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS),
    ])
  ).length;
  return report;
}

/** The forms a person's keys are stored in: lower-case email; national and E.164 phone. */
function keysOf(person: PersonKey): { email: string | null; phones: string[] } {
  const email = person.email?.trim().toLowerCase() || null;
  const national = person.phone ? normalisePhone(person.phone) : null;
  const phones = national ? [national, `+61${national.slice(1)}`] : [];
  return { email, phones };
}

const LEADS_OF = `(lower(l.email) = $1 OR lower(l.payload->>'email') = $1
                   OR l.phone = ANY($2::text[]) OR l.payload->>'phone' = ANY($2::text[]))`;
const USERS_OF = '(lower(u.email) = $1 OR u.phone = ANY($2::text[]))';

export interface PersonalDataExport {
  subject: { email: string | null; phone: string | null };
  exported_at: string;
  users: Record<string, unknown>[];
  sessions: Record<string, unknown>[];
  watchlist: Record<string, unknown>[];
  /** The cars the person opened while signed in (My Garage's recently viewed cars). */
  recently_viewed: Record<string, unknown>[];
  leads: Record<string, unknown>[];
  unsubscribes: Record<string, unknown>[];
  sign_in_codes: number;
}

/** Everything the platform holds about a person (APP 12 access), as JSON. */
export async function exportPersonalData(
  db: Queryable,
  person: PersonKey,
  now: Date,
): Promise<PersonalDataExport> {
  const { email, phones } = keysOf(person);
  const params = [email, phones];
  const users = await db.query<{ id: number }>(
    `SELECT u.id, u.name, u.last_name, u.email, u.phone, u.postcode, u.created_at
       FROM users u WHERE ${USERS_OF} ORDER BY u.id`,
    params,
  );
  const userIds = users.map((user) => user.id);
  return {
    subject: { email, phone: phones[0] ?? null },
    exported_at: now.toISOString(),
    users,
    // Session tokens are stored hashed and are never exported: only when each began and ends.
    sessions: await db.query(
      'SELECT user_id, created_at, expires_at FROM sessions WHERE user_id = ANY($1::int[]) ORDER BY created_at',
      [userIds],
    ),
    watchlist: await db.query(
      `SELECT w.user_id, w.car_id, c.slug AS car_slug, c.name AS car_name, w.created_at
         FROM watchlist w JOIN cars c ON c.id = w.car_id
        WHERE w.user_id = ANY($1::int[]) ORDER BY w.created_at`,
      [userIds],
    ),
    recently_viewed: await db.query(
      `SELECT rv.user_id, rv.car_id, c.slug AS car_slug, c.name AS car_name, rv.viewed_at
         FROM recently_viewed rv JOIN cars c ON c.id = rv.car_id
        WHERE rv.user_id = ANY($1::int[]) ORDER BY rv.viewed_at`,
      [userIds],
    ),
    leads: await db.query(
      `SELECT l.id, s.slug AS site, l.kind, l.category, l.subcategory, l.name, l.last_name,
              l.email, l.phone, l.car_id, l.payload, l.created_at
         FROM leads l JOIN sites s ON s.id = l.site_id WHERE ${LEADS_OF}
        ORDER BY l.created_at`,
      params,
    ),
    unsubscribes: await db.query(
      `SELECT s.slug AS site, un.email, un.created_at FROM unsubscribes un
         JOIN sites s ON s.id = un.site_id WHERE un.email = $1 ORDER BY un.created_at`,
      [email],
    ),
    sign_in_codes: Number(
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM one_time_codes WHERE lower(destination) = $1 OR destination = ANY($2::text[])',
          params,
        )
      )[0]?.n ?? 0,
    ),
  };
}

export interface PersonalDataDeletion {
  users: number;
  sessions: number;
  watchlist: number;
  leads: number;
  sign_in_codes: number;
  /** Kept: an unsubscribe is what stops the sites emailing this address again. */
  unsubscribes_kept: number;
}

/**
 * Deletes a person's data (APP 11.2, 13): their leads (with delivery rows), their accounts (with
 * sessions and watchlist) and their sign-in codes, in one transaction. Unsubscribes stay, so the
 * person is not emailed again.
 */
export async function deletePersonalData(
  db: Database,
  person: PersonKey,
): Promise<PersonalDataDeletion> {
  const { email, phones } = keysOf(person);
  const params = [email, phones];
  return db.transaction(async (tx) => {
    const users = await tx.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE ${USERS_OF}`,
      params,
    );
    const userIds = users.map((user) => user.id);
    const sessions = await tx.query(
      'DELETE FROM sessions WHERE user_id = ANY($1::int[]) RETURNING user_id',
      [userIds],
    );
    const watchlist = await tx.query(
      'DELETE FROM watchlist WHERE user_id = ANY($1::int[]) RETURNING user_id',
      [userIds],
    );
    // The person's spin-to-win entries; their online payments keep amounts and references for
    // the dealer's accounts, without the payer's contact details.
    await tx.query(
      `DELETE FROM promotion_spins WHERE lower(email) = $1 OR phone = ANY($2::text[])
          OR user_id = ANY($3::int[])`,
      [email, phones, userIds],
    );
    await tx.query(
      `UPDATE online_payments SET name = 'Deleted', email = NULL, phone = NULL
        WHERE lower(email) = $1 OR phone = ANY($2::text[]) OR user_id = ANY($3::int[])`,
      [email, phones, userIds],
    );
    // Buy online journeys hold the contact fields: the person's go too.
    await tx.query(
      `DELETE FROM order_drafts WHERE user_id = ANY($1::int[]) OR lower(data->'contact'->>'email') = $2`,
      [userIds, email],
    );
    await tx.query('DELETE FROM users WHERE id = ANY($1::int[])', [userIds]);
    const leads = await tx.query(`DELETE FROM leads l WHERE ${LEADS_OF} RETURNING l.id`, params);
    const codes = await tx.query(
      'DELETE FROM one_time_codes WHERE lower(destination) = $1 OR destination = ANY($2::text[]) RETURNING id',
      params,
    );
    const kept = await tx.query('SELECT 1 FROM unsubscribes WHERE email = $1', [email]);
    return {
      users: userIds.length,
      sessions: sessions.length,
      watchlist: watchlist.length,
      leads: leads.length,
      sign_in_codes: codes.length,
      unsubscribes_kept: kept.length,
    };
  });
}

/** Runs the purge now and then every `intervalMs` (default 6 hours); `stop` ends it. */
export function startPrivacyPurge(options: {
  db: Queryable;
  sites: Pick<SiteDirectory, 'list'>;
  now: () => Date;
  logger: Pick<Logger, 'info' | 'error'>;
  intervalMs?: number;
}): { stop(): void; done: Promise<void> } {
  const run = async () => {
    try {
      const report = await purgeExpiredPersonalData(options.db, options.sites, options.now());
      options.logger.info({ purged: report }, 'personal data past retention purged');
    } catch (error) {
      options.logger.error({ err: error }, 'personal data purge failed');
    }
  };
  const done = run();
  const timer = setInterval(() => void run(), options.intervalMs ?? 6 * 3_600_000);
  timer.unref();
  return { stop: () => clearInterval(timer), done };
}
