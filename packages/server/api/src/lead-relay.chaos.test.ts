import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadRelay } from './lead-relay.ts';
import { storeLead } from './leads.ts';
import { seedFixture } from './test-fixtures.ts';

/**
 * Relay chaos: the dealer webhook fails 30% of the time (seeded) — half of the
 * failures before it stores the lead, half after (the answer is lost, so the relay must resend) —
 * while relays are stopped, and killed mid-delivery, and started again several times. Every
 * lead arrives, and none is stored twice: the receipt is idempotent on the relay's
 * `Idempotency-Key` (`<lead id>:<target>`).
 */

const SEED = 0x16_07;
const LEADS = 60;
const ROUNDS = 8;

/** mulberry32: a small seeded PRNG, so a failing run replays exactly. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The dealer's webhook: stores each key once, failing 30% of requests. */
async function flakyWebhook(next: () => number) {
  const stored = new Map<string, number>();
  const stats = { requests: 0, failedBefore: 0, failedAfter: 0, repeats: 0 };
  const server = createServer(async (request, response) => {
    for await (const _chunk of request) {
      // drain the body
    }
    stats.requests++;
    const key = String(request.headers['idempotency-key'] ?? '');
    const roll = next();
    if (roll < 0.15) {
      stats.failedBefore++;
      response.statusCode = 500;
      response.end();
      return;
    }
    if (stored.has(key)) stats.repeats++;
    else stored.set(key, Date.now());
    if (roll < 0.3) {
      // Stored, but the answer is an error: the relay cannot know it arrived.
      stats.failedAfter++;
      response.statusCode = 503;
      response.end();
      return;
    }
    response.statusCode = 200;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    stored,
    stats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseTargets())('lead relay chaos on $kind', ({ open }) => {
  let db: Database;
  let hook: Awaited<ReturnType<typeof flakyWebhook>>;
  const leadIds: string[] = [];
  beforeAll(async () => {
    db = await open();
    await seedFixture(db);
    hook = await flakyWebhook(random(SEED));
    await db.query('UPDATE dealerships SET lead_webhook_url = $1 WHERE id = 1', [hook.url]);
    for (let n = 0; n < LEADS; n++) {
      const { body } = await storeLead(
        db,
        {
          siteId: 1,
          dealershipId: 1,
          carId: null,
          kind: 'general_enquiry',
          category: 'General Enquiry',
          subcategory: null,
          payload: { name: `Shopper ${n}`, message: 'Chaos' },
          webhook: true,
        },
        null,
      );
      leadIds.push((body as { lead_id: string }).lead_id);
    }
  });
  afterAll(async () => {
    await hook?.close();
    await db?.close();
  });

  it('delivers every lead to both targets exactly once across stops, kills and restarts', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'chaos-'));
    const pause = random(SEED + 1);
    const relayWith = (fetchImpl: typeof fetch) =>
      new LeadRelay({
        db,
        logger: pino({ level: 'silent' }),
        now: () => new Date(),
        folder,
        fetch: fetchImpl,
        maxAttempts: 60,
        baseDelayMs: 5,
        leaseMs: 250,
        batchSize: 5,
        maxBatchesPerRun: 2,
      });
    const kills = { stopped: 0, killed: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      let killed = false;
      // A killed process: what it sent may have arrived, but it never hears back.
      const killable: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        if (killed) await new Promise(() => undefined);
        return response;
      };
      const relay = relayWith(killable);
      relay.start(15);
      await new Promise((resolve) => setTimeout(resolve, 80 + Math.floor(pause() * 200)));
      if (round % 2 === 0) {
        await relay.stop();
        kills.stopped++;
      } else {
        killed = true;
        // Its timer dies with it; its claimed rows stay `sending` until their lease ends.
        void relay.stop();
        kills.killed++;
      }
    }
    const last = relayWith(fetch);
    const deadline = Date.now() + 30_000;
    for (;;) {
      await last.runOnce();
      const [left] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM lead_outbox WHERE status <> 'delivered'",
      );
      if (left?.n === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const statuses = await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM lead_outbox GROUP BY status',
    );
    expect(statuses, JSON.stringify(hook.stats)).toEqual([{ status: 'delivered', n: LEADS * 2 }]);
    const expected = leadIds.flatMap((id) => [`${id}:webhook-json`, `${id}:webhook-adf`]).sort();
    expect([...hook.stored.keys()].sort()).toEqual(expected);
    // The chaos happened: failures on both sides of the store, and resends the receipt absorbed.
    expect(kills).toEqual({ stopped: ROUNDS / 2, killed: ROUNDS / 2 });
    expect(hook.stats.failedBefore).toBeGreaterThan(0);
    expect(hook.stats.failedAfter).toBeGreaterThan(0);
    expect(hook.stats.repeats).toBeGreaterThan(0);
    expect(hook.stats.requests).toBe(LEADS * 2 + hook.stats.failedBefore + hook.stats.repeats);
  });
});
