import { randomBytes } from 'node:crypto';
import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApi, type PlatformApi } from './create-api.ts';
import {
  DEFAULT_RATE_LIMITS,
  parseRateLimits,
  type RateLimitConfig,
  type RateLimitStore,
  RateLimits,
  UNLIMITED_RATE_LIMITS,
  withRateLimits,
} from './rate-limits.ts';
import { seedFixture } from './test-fixtures.ts';

const enquiry = {
  site: 'test-motors',
  category: 'General Enquiry',
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  message: 'Do you have any utes under $40k?',
};

const perMinute = (points: number) => ({ points, durationSeconds: 60 });

describe('parseRateLimits (FORECOURT_RATE_LIMITS)', () => {
  it('keeps the defaults when unset and turns every limit off with "off"', () => {
    expect(parseRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
    expect(parseRateLimits(' ')).toEqual(DEFAULT_RATE_LIMITS);
    expect(parseRateLimits('off')).toEqual(UNLIMITED_RATE_LIMITS);
  });

  it('replaces the named limits only', () => {
    const limits = parseRateLimits('leads.client=5/30, search.site=100/1');
    expect(limits.leads).toEqual({
      client: { points: 5, durationSeconds: 30 },
      site: DEFAULT_RATE_LIMITS.leads.site,
    });
    expect(limits.search.site).toEqual({ points: 100, durationSeconds: 1 });
    expect(limits.watchlist).toEqual(DEFAULT_RATE_LIMITS.watchlist);
  });

  it('refuses what it cannot read, naming the part', () => {
    expect(() => parseRateLimits('leads=5/60')).toThrow(/"leads=5\/60"/);
    expect(() => parseRateLimits('nope.client=5/60')).toThrow(/bucket of leads/);
    expect(() => parseRateLimits('leads.client=0/60')).toThrow(/at least 1/);
  });

  it('has the documented defaults: leads 20 a minute per client, 600 per site', () => {
    expect(DEFAULT_RATE_LIMITS.leads).toEqual({ client: perMinute(20), site: perMinute(600) });
  });
});

/** A platform API over `db` whose rate limits live in `store`, with `limits`. */
function apiOver(db: Database, store: RateLimitStore, limits: RateLimitConfig, namespace?: string) {
  return createPlatformApi({
    db,
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
    adminKey: 'admin',
    codeSender: { send: async () => {} },
    development: false,
    trustProxy: 1,
    rateLimits: { store, limits, ...(namespace ? { namespace } : {}) },
  });
}

const postLead = (api: PlatformApi, client: string) =>
  api.app.request('http://localhost/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(enquiry),
  });

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await response.json()).toEqual({
    error: 'Too many enquiries have been sent. Please wait a moment and try again.',
  });
}

describe.each(testDatabaseTargets())('lead rate limits on $kind', ({ kind, open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await seedFixture(db);
  });
  afterAll(() => db.close());

  // PostgreSQL stores the counters in its own table; PGlite (one process) in memory.
  const storeOf = (): RateLimitStore =>
    db.pool ? { kind: 'postgres', pool: db.pool } : { kind: 'memory' };

  it('answers 429 with Retry-After and the JSON error after N leads from one client', async () => {
    const api = apiOver(db, storeOf(), withRateLimits({ leads: { client: perMinute(3) } }), 'n');
    await api.rateLimits.ready();
    expect(api.rateLimits.storeKind).toBe(kind === 'postgres' ? 'postgres' : 'memory');
    for (let n = 0; n < 3; n += 1) expect((await postLead(api, '203.0.113.1')).status).toBe(201);
    await expectLimited(await postLead(api, '203.0.113.1'));
    // Another client is not held back by the first.
    expect((await postLead(api, '203.0.113.2')).status).toBe(201);
  });

  it('caps a site whoever sends its leads', async () => {
    const api = apiOver(db, storeOf(), withRateLimits({ leads: { site: perMinute(2) } }), 's');
    expect((await postLead(api, '198.51.100.1')).status).toBe(201);
    expect((await postLead(api, '198.51.100.2')).status).toBe(201);
    await expectLimited(await postLead(api, '198.51.100.3'));
  });

  // Registered only on PostgreSQL (PGlite is one process: nothing to share), so no skipped test.
  if (kind !== 'postgres') return;
  it('shares the counts between two app instances over the same PostgreSQL', async () => {
    const limits = withRateLimits({ leads: { client: perMinute(4) } });
    const first = apiOver(db, storeOf(), limits, 'shared');
    const second = apiOver(db, storeOf(), limits, 'shared');
    await Promise.all([first.rateLimits.ready(), second.rateLimits.ready()]);
    for (const api of [first, second, first, second]) {
      expect((await postLead(api, '192.0.2.9')).status).toBe(201);
    }
    await expectLimited(await postLead(first, '192.0.2.9'));
    await expectLimited(await postLead(second, '192.0.2.9'));
    const [row] = await db.query<{ points: number }>(
      "SELECT points FROM rate_limits WHERE key = 'shared:leads:client:192.0.2.9'",
    );
    expect(row?.points).toBeGreaterThanOrEqual(5);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('rate limits over Redis (REDIS_URL)', () => {
  const clients: Redis[] = [];
  const redis = () => {
    const client = new Redis(redisUrl as string, { enableOfflineQueue: true, lazyConnect: false });
    clients.push(client);
    return client;
  };
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it('shares the counts between two processes’ limiters and answers Retry-After', async () => {
    const namespace = `test-${randomBytes(6).toString('hex')}`;
    const limits = withRateLimits({ search: { client: perMinute(3) } });
    const first = new RateLimits({ store: { kind: 'redis', client: redis() }, limits, namespace });
    const second = new RateLimits({ store: { kind: 'redis', client: redis() }, limits, namespace });
    expect(await first.check('search', { client: '192.0.2.1' })).toBeNull();
    expect(await second.check('search', { client: '192.0.2.1' })).toBeNull();
    expect(await first.check('search', { client: '192.0.2.1' })).toBeNull();
    const limited = await second.check('search', { client: '192.0.2.1' });
    expect(limited).toMatchObject({ bucket: 'search', scope: 'client' });
    expect(limited?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(limited?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await first.check('search', { client: '192.0.2.2' })).toBeNull();
  });

  it('serves leads from two app instances over one Redis with one count', async () => {
    const db = await testDatabaseTargets()[0]?.open();
    if (!db) throw new Error('no database');
    try {
      await seedFixture(db);
      const namespace = `test-${randomBytes(6).toString('hex')}`;
      const limits = withRateLimits({ leads: { client: perMinute(2) } });
      const first = apiOver(db, { kind: 'redis', client: redis() }, limits, namespace);
      const second = apiOver(db, { kind: 'redis', client: redis() }, limits, namespace);
      expect((await postLead(first, '192.0.2.5')).status).toBe(201);
      expect((await postLead(second, '192.0.2.5')).status).toBe(201);
      await expectLimited(await postLead(first, '192.0.2.5'));
    } finally {
      await db.close();
    }
  });
});

describe('store failures', () => {
  it('counts in memory when the PostgreSQL table cannot be created', async () => {
    const failures: unknown[] = [];
    const limits = new RateLimits({
      store: {
        kind: 'postgres',
        pool: {
          query: async () => {
            throw Object.assign(new Error('permission denied'), { code: '42501' });
          },
        },
      },
      limits: withRateLimits({ leads: { client: perMinute(1) } }),
      onStoreError: (error) => failures.push(error),
    });
    await limits.ready();
    expect(await limits.check('leads', { client: 'a' })).toBeNull();
    expect(await limits.check('leads', { client: 'a' })).toMatchObject({ scope: 'client' });
    expect(failures).toHaveLength(1);
  });

  it('counts in memory while the store is unreachable and says so', async () => {
    const failures: unknown[] = [];
    const broken = {
      query: async () => ({ rows: [] }),
      connect: async () => {
        throw new Error('connection refused');
      },
    };
    const limits = new RateLimits({
      store: { kind: 'postgres', pool: broken },
      limits: withRateLimits({ leads: { client: perMinute(1) } }),
      onStoreError: (error) => failures.push(error),
    });
    expect(await limits.check('leads', { client: 'a' })).toBeNull();
    expect(await limits.check('leads', { client: 'a' })).toMatchObject({ scope: 'client' });
    expect(failures.length).toBeGreaterThan(0);
  });
});
