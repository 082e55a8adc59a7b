import type { Database } from '@forecourt/db';
import { LEAD_CATEGORIES } from '@forecourt/lead-payloads';
import { drawPrize, type SpinToWin } from '@forecourt/site-config';
import type { Logger } from 'pino';
import { storeLead } from './leads.ts';

/** Every text the spin-to-win routes answer (site-wide §2 /spin-to-win). */
export const SPIN_MESSAGES = {
  none: 'This site has no spin-to-win promotion.',
  changed: 'This promotion has changed. Please reload the page.',
  ended: 'This promotion has ended.',
  notStarted: 'This promotion has not started yet.',
  alreadySpun: 'You have already had your spin in this promotion.',
  notFound: 'We could not find that spin.',
} as const;

/** The lead's subcategory: the dealer sees each prize among its general enquiries. */
export const SPIN_SUBCATEGORY = 'Spin to Win';

interface SpinRow {
  id: string;
  site_id: number;
  promotion_id: string;
  user_id: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  prize_id: string;
  prize_label: string;
  lead_id: string | null;
  created_at: Date;
}

/** What the page shows of a spin: the prize and its terms. */
export interface SpinView {
  id: string;
  promotion_id: string;
  prize: { id: string; label: string; terms: string | null };
  created_at: string;
}

export function spinView(row: SpinRow, promo: SpinToWin | null): SpinView {
  const prize =
    promo?.id === row.promotion_id
      ? promo.prizes.find((candidate) => candidate.id === row.prize_id)
      : undefined;
  return {
    id: row.id,
    promotion_id: row.promotion_id,
    prize: { id: row.prize_id, label: row.prize_label, terms: prize?.terms ?? null },
    created_at: row.created_at.toISOString(),
  };
}

export interface SpinDeps {
  db: Database;
  now: () => Date;
  /** An integer in `[0, max)`: `crypto.randomInt` on the platform, a fixed source in tests. */
  randomInt: (max: number) => number;
  logger: Pick<Logger, 'info'>;
}

export interface SpinRequest {
  site: { id: number; slug: string; dealershipId: number | null; webhook: boolean };
  promotion: SpinToWin;
  userId: number | null;
  name: string;
  email: string | null;
  phone: string | null;
}

/** A spin this person already had in this promotion (by user, email or mobile number). */
export async function findPersonSpin(
  db: Database,
  siteId: number,
  promotionId: string,
  person: { userId: number | null; email: string | null; phone: string | null },
): Promise<SpinRow | undefined> {
  const [row] = await db.query<SpinRow>(
    `SELECT * FROM promotion_spins
      WHERE site_id = $1 AND promotion_id = $2
        AND (user_id = $3 OR email = $4 OR phone = $5)
      ORDER BY (user_id = $3) DESC NULLS LAST, created_at LIMIT 1`,
    [siteId, promotionId, person.userId, person.email, person.phone],
  );
  return row;
}

export async function findSpin(db: Database, id: string): Promise<SpinRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.query<SpinRow>('SELECT * FROM promotion_spins WHERE id = $1', [id]);
  return row;
}

/**
 * One spin (site-wide §2 /spin-to-win): the prize is drawn here on the server by weight, then the
 * spin and the dealer's lead with the prize are stored in one transaction. The unique indexes keep
 * one spin per user, email and mobile number per promotion, so a second spin — even one racing the
 * first — stores nothing and answers the spin that won (`created: false`).
 */
export async function spin(
  deps: SpinDeps,
  request: SpinRequest,
): Promise<{ created: boolean; spin: SpinRow }> {
  const person = { userId: request.userId, email: request.email, phone: request.phone };
  const existing = await findPersonSpin(deps.db, request.site.id, request.promotion.id, person);
  if (existing) return { created: false, spin: existing };
  const prize = drawPrize(request.promotion.prizes, deps.randomInt);
  const now = deps.now();
  const stored = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<SpinRow>(
      `INSERT INTO promotion_spins (site_id, promotion_id, user_id, name, email, phone, prize_id,
         prize_label, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING *`,
      [
        request.site.id,
        request.promotion.id,
        request.userId,
        request.name,
        request.email,
        request.phone,
        prize.id,
        prize.label,
        now,
      ],
    );
    if (!row) return undefined;
    const lead = await storeLead(
      { query: (sql, params) => tx.query(sql, params), transaction: (fn) => fn(tx) },
      {
        siteId: request.site.id,
        dealershipId: request.site.dealershipId,
        carId: null,
        kind: 'general_enquiry',
        category: LEAD_CATEGORIES.general_enquiry,
        subcategory: SPIN_SUBCATEGORY,
        payload: {
          site: request.site.slug,
          name: request.name,
          email: request.email ?? undefined,
          phone: request.phone ?? undefined,
          comments: `Spin to win (${request.promotion.title}): won ${prize.label}.`,
          promotion: { id: request.promotion.id, title: request.promotion.title },
          prize: { id: prize.id, label: prize.label, terms: prize.terms },
        },
        webhook: request.site.webhook,
      },
      null,
    );
    const leadId = (lead.body as { lead_id: string }).lead_id;
    await tx.query('UPDATE promotion_spins SET lead_id = $2 WHERE id = $1', [row.id, leadId]);
    return { ...row, lead_id: leadId };
  });
  if (stored) {
    deps.logger.info({ spin: stored.id, prize: prize.id }, 'spin-to-win prize drawn');
    return { created: true, spin: stored };
  }
  const winner = await findPersonSpin(deps.db, request.site.id, request.promotion.id, person);
  if (!winner) throw new Error('spin vanished');
  return { created: false, spin: winner };
}
