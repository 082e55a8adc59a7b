import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Database } from '@forecourt/db';
import type { Logger } from 'pino';
import { type AdfLead, toAdfXml } from './adf.ts';

/** Delivery targets of an outbox row. */
export type OutboxTarget = 'webhook-json' | 'webhook-adf' | 'folder';

export interface LeadRelayOptions {
  db: Database;
  logger: Logger;
  now: () => Date;
  /** Where the embedded default delivers leads (`<dir>/<lead id>.json` and `.adf.xml`). */
  folder: string;
  fetch?: typeof fetch;
  /** Attempts before a row is marked failed. */
  maxAttempts?: number;
  /** First retry delay; doubles each attempt, capped at one hour. */
  baseDelayMs?: number;
  /** How long a claimed row stays claimed before another relay may retry it. */
  leaseMs?: number;
  /** Rows claimed at a time. */
  batchSize?: number;
  /**
   * Batches one run may deliver back to back (yielding to requests between them), so a backlog
   * drains at up to batchSize × maxBatchesPerRun rows per tick instead of one batch per tick.
   */
  maxBatchesPerRun?: number;
}

interface OutboxRow {
  id: number;
  lead_id: string;
  target: OutboxTarget;
  attempts: number;
}

interface LeadForDelivery {
  id: string;
  kind: string;
  category: string;
  subcategory: string | null;
  payload: Record<string, unknown>;
  created_at: Date;
  site_slug: string;
  site_name: string;
  dealership_name: string | null;
  webhook: string | null;
  car: Record<string, unknown> | null;
}

/**
 * Drains the lead outbox: every accepted lead has outbox rows written in its own transaction;
 * this relay delivers each to the dealer's webhook (as JSON and as ADF/XML) or, by default, into
 * a local folder, with retries and exponential backoff. Rows are claimed with SKIP LOCKED and a
 * lease, so several server processes can relay from one PostgreSQL and a crash loses nothing.
 */
export class LeadRelay {
  private timer: NodeJS.Timeout | null = null;
  private stopping = false;
  private running: Promise<number> | null = null;
  private readonly opts: Required<Omit<LeadRelayOptions, 'fetch'>> & { fetch: typeof fetch };

  constructor(options: LeadRelayOptions) {
    this.opts = {
      maxAttempts: 8,
      baseDelayMs: 5_000,
      leaseMs: 60_000,
      batchSize: 25,
      maxBatchesPerRun: 20,
      fetch: globalThis.fetch,
      ...options,
    };
  }

  start(intervalMs = 1_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping = true;
    await this.running;
    this.stopping = false;
  }

  /** Delivers what is due now; returns how many rows were attempted. One run at a time. */
  runOnce(): Promise<number> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Claims and delivers batches while they come back full (a backlog), yielding to the event
   * loop between batches, up to maxBatchesPerRun batches per run.
   */
  private async drain(): Promise<number> {
    const { batchSize, maxBatchesPerRun } = this.opts;
    let attempted = 0;
    for (let batch = 0; batch < maxBatchesPerRun && !this.stopping; batch++) {
      if (batch > 0) await yieldToEventLoop();
      const claimed = await this.deliverBatch();
      attempted += claimed;
      if (claimed < batchSize) break;
    }
    return attempted;
  }

  /** Claims one batch of due rows (with a lease) and delivers each; returns how many it claimed. */
  private async deliverBatch(): Promise<number> {
    const { db, now, logger, leaseMs, batchSize } = this.opts;
    const claimedAt = Date.now();
    const claimed = await db.query<OutboxRow>(
      `UPDATE lead_outbox SET status = 'sending', attempts = attempts + 1,
              next_attempt_at = $1::timestamptz + ($2 || ' milliseconds')::interval
        WHERE id IN (SELECT id FROM lead_outbox
                      WHERE status IN ('pending', 'retrying', 'sending') AND next_attempt_at <= $1
                      ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING id, lead_id, target, attempts`,
      [now(), String(leaseMs), batchSize],
    );
    if (claimed.length === 0) return 0;
    claimed.sort((a, b) => a.id - b.id);
    // One query loads the batch's leads, and successes are marked in one statement (one commit,
    // so one WAL flush, per batch rather than per row). A crash before the mark redelivers those
    // rows once their lease ends: at-least-once, as before.
    const leads = await this.loadLeads([...new Set(claimed.map((row) => row.lead_id))]);
    let delivered: OutboxRow[] = [];
    const markDelivered = async () => {
      if (delivered.length === 0) return;
      const rows = delivered;
      delivered = [];
      await db.query(
        `UPDATE lead_outbox SET status = 'delivered', delivered_at = $2, last_error = NULL
          WHERE id = ANY($1::int[])`,
        [rows.map((row) => row.id), now()],
      );
      for (const row of rows) {
        logger.info({ lead_id: row.lead_id, target: row.target }, 'lead delivered');
      }
    };
    for (const row of claimed) {
      try {
        const lead = leads.get(row.lead_id);
        if (!lead) throw new Error(`Lead ${row.lead_id} not found`);
        await this.deliver(row.target, lead);
        delivered.push(row);
      } catch (error) {
        await this.markFailedAttempt(row, error);
      }
      // Slow webhooks: record what is delivered well before the lease lets another relay retry.
      if (Date.now() - claimedAt > leaseMs / 2) await markDelivered();
    }
    await markDelivered();
    return claimed.length;
  }

  private async markFailedAttempt(row: OutboxRow, error: unknown): Promise<void> {
    const { db, now, logger, maxAttempts, baseDelayMs } = this.opts;
    const message = error instanceof Error ? error.message : String(error);
    const failed = row.attempts >= maxAttempts;
    const delay = Math.min(baseDelayMs * 2 ** (row.attempts - 1), 3_600_000);
    await db.query(
      `UPDATE lead_outbox SET status = $2, last_error = $3,
              next_attempt_at = $4::timestamptz + ($5 || ' milliseconds')::interval WHERE id = $1`,
      [row.id, failed ? 'failed' : 'retrying', message.slice(0, 500), now(), String(delay)],
    );
    logger.warn(
      { lead_id: row.lead_id, target: row.target, attempts: row.attempts, error: message },
      failed ? 'lead delivery failed for good' : 'lead delivery will be retried',
    );
  }

  private async deliver(target: OutboxTarget, lead: LeadForDelivery): Promise<void> {
    if (target === 'folder') {
      await mkdir(this.opts.folder, { recursive: true });
      await writeAtomically(join(this.opts.folder, `${lead.id}.json`), leadJson(lead));
      await writeAtomically(join(this.opts.folder, `${lead.id}.adf.xml`), toAdfXml(adfOf(lead)));
      return;
    }
    if (!lead.webhook) throw new Error('The dealership has no lead webhook configured.');
    const json = target === 'webhook-json';
    const response = await this.opts.fetch(lead.webhook, {
      method: 'POST',
      headers: {
        'content-type': json ? 'application/json' : 'application/xml',
        'idempotency-key': `${lead.id}:${target}`,
      },
      body: json ? leadJson(lead) : toAdfXml(adfOf(lead)),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Webhook answered ${response.status}`);
  }

  private async loadLeads(ids: string[]): Promise<Map<string, LeadForDelivery>> {
    const rows = await this.opts.db.query<LeadForDelivery>(
      `SELECT l.id, l.kind, l.category, l.subcategory, l.payload, l.created_at,
              s.slug AS site_slug, s.name AS site_name, d.name AS dealership_name,
              d.lead_webhook_url AS webhook,
              CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object(
                'id', c.id, 'slug', c.slug, 'year', c.year, 'make', c.make, 'model', c.model,
                'badge', c.badge, 'vin', c.vin, 'stocknum', c.stocknum, 'price', c.price,
                'car_type', c.car_type, 'km', c.km) END AS car
         FROM leads l JOIN sites s ON s.id = l.site_id
         LEFT JOIN dealerships d ON d.id = l.dealership_id
         LEFT JOIN cars c ON c.id = l.car_id
        WHERE l.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((lead) => [lead.id, lead]));
  }
}

function leadJson(lead: LeadForDelivery): string {
  return JSON.stringify(
    {
      lead_id: lead.id,
      created_at: lead.created_at.toISOString(),
      site: lead.site_slug,
      kind: lead.kind,
      category: lead.category,
      subcategory: lead.subcategory,
      dealership: lead.dealership_name,
      car: lead.car,
      payload: lead.payload,
    },
    null,
    2,
  );
}

function adfOf(lead: LeadForDelivery): AdfLead {
  const payload = lead.payload as Record<string, string | null | undefined>;
  const car = lead.car as AdfLead['car'];
  return {
    id: lead.id,
    createdAt: lead.created_at,
    category: lead.category,
    subcategory: lead.subcategory,
    siteName: lead.site_name,
    dealershipName: lead.dealership_name,
    contact: {
      name: payload.name,
      last_name: payload.last_name,
      email: payload.email,
      phone: payload.phone,
      postcode: payload.postcode,
      preferred: payload.PreferredContactMethod,
    },
    message: payload.message,
    attribution:
      (lead.payload as { lead_attributes?: AdfLead['attribution'] }).lead_attributes ?? null,
    car,
  };
}

async function writeAtomically(path: string, content: string): Promise<void> {
  await writeFile(`${path}.tmp`, content);
  await rename(`${path}.tmp`, path);
}
