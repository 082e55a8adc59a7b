import { createHash } from 'node:crypto';
import type { Queryable } from '@forecourt/db';
import type { LeadKind } from '@forecourt/lead-payloads';
import { ApiError } from './errors.ts';

export interface NewLead {
  siteId: number;
  dealershipId: number | null;
  carId: number | null;
  kind: LeadKind;
  category: string;
  subcategory: string | null;
  payload: Record<string, unknown>;
  /** Whether the dealership delivers to a webhook (else the local folder). */
  webhook: boolean;
}

export interface StoredAnswer {
  status: number;
  body: { lead_id: string } | Record<string, unknown>;
}

/** A stable hash of a request body, to tell a replay from a different request with the same key. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const IDEMPOTENCY_SCOPE = 'POST /api/leads';

/**
 * Stores a lead and its delivery outbox rows in ONE transaction, so a lead acknowledged to a
 * shopper is in the database and will be delivered. With an Idempotency-Key, the first request
 * stores its answer with the key in the same transaction; a repeat gets that answer and makes no
 * second lead; the same key with a different body is refused (422).
 */
export async function storeLead(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  lead: NewLead,
  idempotency: { key: string; hash: string } | null,
): Promise<StoredAnswer> {
  if (!idempotency) {
    // One statement is one transaction: the lead and its outbox rows land together.
    return { status: 201, body: { lead_id: await insertLeadWithOutbox(db, lead) } };
  }
  return db.transaction(async (tx) => {
    {
      const claimed = await tx.query(
        `INSERT INTO idempotency_keys (scope, key, request_hash, response_status, response_body)
         VALUES ($1, $2, $3, 0, '{}') ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
        [IDEMPOTENCY_SCOPE, idempotency.key, idempotency.hash],
      );
      if (claimed.length === 0) {
        const [previous] = await tx.query<{
          request_hash: string;
          response_status: number;
          response_body: StoredAnswer['body'];
        }>(
          `SELECT request_hash, response_status, response_body FROM idempotency_keys
            WHERE scope = $1 AND key = $2`,
          [IDEMPOTENCY_SCOPE, idempotency.key],
        );
        if (!previous || previous.request_hash !== idempotency.hash) {
          throw new ApiError(422, 'This Idempotency-Key was already used for a different request.');
        }
        return { status: previous.response_status, body: previous.response_body };
      }
    }
    const leadId = await insertLeadWithOutbox(tx, lead);
    const answer: StoredAnswer = { status: 201, body: { lead_id: leadId } };
    await tx.query(
      `UPDATE idempotency_keys SET response_status = $3, response_body = $4
        WHERE scope = $1 AND key = $2`,
      [IDEMPOTENCY_SCOPE, idempotency.key, answer.status, JSON.stringify(answer.body)],
    );
    return answer;
  });
}

/** Inserts the lead and its outbox rows in one statement (so one round trip, atomically). */
export async function insertLeadWithOutbox(db: Queryable, lead: NewLead): Promise<string> {
  const p = lead.payload as Record<string, string | undefined>;
  const targets = lead.webhook ? ['webhook-json', 'webhook-adf'] : ['folder'];
  const [row] = await db.query<{ id: string }>(
    `WITH lead AS (
       INSERT INTO leads (site_id, dealership_id, car_id, kind, category, subcategory,
                          name, last_name, email, phone, payload)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id
     ), outbox AS (
       INSERT INTO lead_outbox (lead_id, target)
       SELECT lead.id, target FROM lead, unnest($12::text[]) AS target
     )
     SELECT id FROM lead`,
    [
      lead.siteId,
      lead.dealershipId,
      lead.carId,
      lead.kind,
      lead.category,
      lead.subcategory,
      p.name ?? null,
      p.last_name ?? null,
      p.email ?? null,
      p.phone ?? null,
      JSON.stringify(lead.payload),
      targets,
    ],
  );
  return (row as { id: string }).id;
}
