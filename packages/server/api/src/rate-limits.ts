import type { Context, MiddlewareHandler } from 'hono';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { clientInfoOf, IN_PROCESS_CLIENT } from './client-info.ts';
import { ApiError } from './errors.ts';

/** What is limited: each has a limit per client (IP) and one per site. */
export const RATE_LIMIT_BUCKETS = [
  'leads',
  'signInCode',
  'signInAttempt',
  'watchlist',
  'stockImport',
  'search',
  'views',
] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

/** `points` requests per `durationSeconds`. */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

export interface BucketLimits {
  /** Per client IP (the socket's, or the trusted proxy's `X-Forwarded-For`). */
  client: RateLimitRule;
  /** Per dealer site, whoever asks: bounds what a botnet can push into one dealer's inbox. */
  site: RateLimitRule;
}

export type RateLimitConfig = Record<RateLimitBucket, BucketLimits>;
export type RateLimitOverrides = Partial<Record<RateLimitBucket, Partial<BucketLimits>>>;

const perMinute = (points: number): RateLimitRule => ({ points, durationSeconds: 60 });

/**
 * Defaults: generous for a shopper, tight for a script. Sign-in codes also have per-destination
 * limits in the database (3 per 10 minutes, 10 a day) and each code burns after 5 wrong tries.
 */
export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  leads: { client: perMinute(20), site: perMinute(600) },
  signInCode: { client: perMinute(10), site: perMinute(300) },
  signInAttempt: { client: perMinute(20), site: perMinute(600) },
  watchlist: { client: perMinute(60), site: perMinute(3000) },
  stockImport: { client: perMinute(30), site: perMinute(10) },
  search: { client: perMinute(600), site: perMinute(20_000) },
  // Vehicle page views counted after hydration (POST /api/cars/{slug}/views): one a page view.
  views: { client: perMinute(120), site: perMinute(60_000) },
};

/** Limits high enough never to trip: for benchmarks and tests that post many requests. */
export const UNLIMITED_RATE_LIMITS: RateLimitConfig = Object.fromEntries(
  RATE_LIMIT_BUCKETS.map((bucket) => [
    bucket,
    { client: perMinute(1_000_000_000), site: perMinute(1_000_000_000) },
  ]),
) as RateLimitConfig;

/** The defaults with some limits replaced. */
export function withRateLimits(
  overrides: RateLimitOverrides = {},
  base: RateLimitConfig = DEFAULT_RATE_LIMITS,
): RateLimitConfig {
  return Object.fromEntries(
    RATE_LIMIT_BUCKETS.map((bucket) => [
      bucket,
      {
        client: overrides[bucket]?.client ?? base[bucket].client,
        site: overrides[bucket]?.site ?? base[bucket].site,
      },
    ]),
  ) as RateLimitConfig;
}

/**
 * Reads FORECOURT_RATE_LIMITS: `off` (every limit effectively unlimited, for benchmarks), or a
 * comma-separated list of `<bucket>.<client|site>=<points>/<seconds>`, e.g.
 * `leads.client=5/60,search.site=50000/60`; limits not named keep their defaults.
 */
export function parseRateLimits(spec: string | undefined): RateLimitConfig {
  const text = (spec ?? '').trim();
  if (text === '') return DEFAULT_RATE_LIMITS;
  if (text.toLowerCase() === 'off') return UNLIMITED_RATE_LIMITS;
  const overrides: RateLimitOverrides = {};
  for (const part of text.split(',')) {
    const match = /^\s*(\w+)\.(client|site)\s*=\s*(\d{1,10})\s*\/\s*(\d{1,7})\s*$/.exec(part);
    const bucket = match?.[1] as RateLimitBucket | undefined;
    if (!match || !bucket || !RATE_LIMIT_BUCKETS.includes(bucket)) {
      throw new Error(
        `FORECOURT_RATE_LIMITS: "${part.trim()}" is not <bucket>.<client|site>=<points>/<seconds> with a bucket of ${RATE_LIMIT_BUCKETS.join(', ')}`,
      );
    }
    const rule = { points: Number(match[3]), durationSeconds: Number(match[4]) };
    if (rule.points < 1 || rule.durationSeconds < 1) {
      throw new Error(`FORECOURT_RATE_LIMITS: "${part.trim()}" needs at least 1 point per second`);
    }
    overrides[bucket] = { ...overrides[bucket], [match[2] as 'client' | 'site']: rule };
  }
  return withRateLimits(overrides);
}

/**
 * Where the counters live, so every platform server process shares them: PostgreSQL (the
 * DATABASE_URL pool) or Redis (REDIS_URL, an ioredis or node-redis client); in this process's
 * memory only for the embedded default, which is one process anyway.
 */
export type RateLimitStore =
  | { kind: 'memory' }
  | { kind: 'postgres'; pool: object; tableName?: string }
  | { kind: 'redis'; client: object };

export interface RateLimitsOptions {
  store?: RateLimitStore;
  limits?: RateLimitConfig;
  /** Prefix of every counter's key (`<namespace>:<bucket>:<client|site>`); `forecourt` by default. */
  namespace?: string;
  /** Store failures are logged here; requests are then counted in memory (insurance). */
  onStoreError?: (error: unknown) => void;
}

export const RATE_LIMIT_TABLE = 'rate_limits';

/** A request over a limit: how long until it may try again. */
export interface RateLimited {
  bucket: RateLimitBucket;
  scope: 'client' | 'site';
  retryAfterSeconds: number;
}

const MESSAGES: Record<RateLimitBucket, string> = {
  leads: 'Too many enquiries have been sent. Please wait a moment and try again.',
  signInCode: 'Too many sign-in attempts. Please wait a minute and try again.',
  signInAttempt: 'Too many sign-in attempts. Please wait a minute and try again.',
  watchlist: 'Too many changes to your watchlist. Please wait a moment and try again.',
  stockImport: 'Too many stock imports. Please wait a moment and try again.',
  search: 'Too many searches. Please wait a moment and try again.',
  views: 'Too many page views counted. Please wait a moment and try again.',
};

/** The 429 answer for a limited request: `{ error }` with a Retry-After header. */
export function tooManyRequests(limited: RateLimited): ApiError {
  return new ApiError(429, MESSAGES[limited.bucket], {
    headers: { 'Retry-After': String(limited.retryAfterSeconds) },
  });
}

type Limiters = Record<RateLimitBucket, { client: RateLimiterAbstract; site: RateLimiterAbstract }>;

/**
 * The platform's rate limits (rate-limiter-flexible): one limiter per bucket and scope over the
 * chosen store, each with an in-memory insurance limiter that takes over while the store is
 * unreachable (a database hiccup must not turn into refused leads).
 */
export class RateLimits {
  readonly config: RateLimitConfig;
  readonly storeKind: RateLimitStore['kind'];
  private readonly limiters: Promise<Limiters>;

  constructor(options: RateLimitsOptions = {}) {
    const store = options.store ?? { kind: 'memory' };
    this.config = options.limits ?? DEFAULT_RATE_LIMITS;
    this.storeKind = store.kind;
    this.limiters = this.build(store, options.namespace ?? 'forecourt', options.onStoreError);
    this.limiters.catch(() => {});
  }

  /** Resolves once the store is ready (the PostgreSQL table exists); rejects if it cannot be. */
  async ready(): Promise<void> {
    await this.limiters;
  }

  private async build(
    store: RateLimitStore,
    namespace: string,
    onStoreError: ((error: unknown) => void) | undefined,
  ): Promise<Limiters> {
    const tableName = store.kind === 'postgres' ? (store.tableName ?? RATE_LIMIT_TABLE) : '';
    if (store.kind === 'postgres') {
      if (!/^[a-z_][a-z0-9_]*$/.test(tableName)) throw new Error(`Bad table name ${tableName}`);
      const pool = store.pool as { query(sql: string): Promise<unknown> };
      // Created here once, not by each limiter, so concurrent creation cannot race.
      const created = await pool
        .query(
          `CREATE TABLE IF NOT EXISTS ${tableName} (
             key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
        )
        .then(
          () => true,
          // 23505/42P07: another process created it at the same moment.
          (error: { code?: string }) => {
            if (error.code === '23505' || error.code === '42P07') return true;
            onStoreError?.(error);
            return false;
          },
        );
      // Without its table the store cannot count: count in memory rather than refuse requests.
      if (!created) return this.build({ kind: 'memory' }, namespace, onStoreError);
    }
    let first = true;
    const make = (bucket: RateLimitBucket, scope: 'client' | 'site'): RateLimiterAbstract => {
      const rule = this.config[bucket][scope];
      const common = {
        points: rule.points,
        duration: rule.durationSeconds,
        keyPrefix: `${namespace}:${bucket}:${scope}`,
      };
      if (store.kind === 'memory') return new RateLimiterMemory(common);
      const insuranceLimiter = new RateLimiterMemory(common);
      if (store.kind === 'postgres') {
        const limiter = new RateLimiterPostgres({
          ...common,
          storeClient: store.pool,
          storeType: 'pool',
          tableName,
          tableCreated: true,
          // One limiter sweeps expired rows hourly for the whole table.
          clearExpiredByTimeout: first,
          insuranceLimiter,
        });
        first = false;
        return limiter;
      }
      return new RateLimiterRedis({ ...common, storeClient: store.client, insuranceLimiter });
    };
    const limiters = Object.fromEntries(
      RATE_LIMIT_BUCKETS.map((bucket) => [
        bucket,
        { client: make(bucket, 'client'), site: make(bucket, 'site') },
      ]),
    ) as Limiters;
    if (onStoreError && store.kind !== 'memory') {
      // rate-limiter-flexible falls back to the insurance limiter silently; say so in the log.
      for (const pair of Object.values(limiters)) {
        for (const limiter of [pair.client, pair.site]) {
          const insured = limiter as unknown as {
            _handleError?: (err: unknown, ...rest: unknown[]) => unknown;
          };
          const original = insured._handleError?.bind(limiter);
          if (original) {
            insured._handleError = (err: unknown, ...rest: unknown[]) => {
              if (!(err instanceof RateLimiterRes)) onStoreError(err);
              return original(err, ...rest);
            };
          }
        }
      }
    }
    return limiters;
  }

  /**
   * Counts one request against `bucket` for the client and for the site (either may be absent:
   * a request answered in process on behalf of no known client, or one for no site). Resolves
   * null when allowed, else which limit it hit and for how long.
   */
  async check(
    bucket: RateLimitBucket,
    keys: { client?: string | null; site?: string | null },
  ): Promise<RateLimited | null> {
    const limiters = await this.limiters;
    for (const scope of ['client', 'site'] as const) {
      const key = keys[scope];
      if (!key) continue;
      try {
        await limiters[bucket][scope].consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return {
          bucket,
          scope,
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        };
      }
    }
    return null;
  }

  /**
   * Counts one request of `c`'s client (and `site`, when known) against `bucket`; throws a 429
   * {@link ApiError} with Retry-After when over a limit.
   */
  async enforce(c: Context, bucket: RateLimitBucket, site?: string | null): Promise<void> {
    const { ip } = clientInfoOf(c);
    const limited = await this.check(bucket, {
      client: ip === IN_PROCESS_CLIENT ? null : ip,
      site: site ?? null,
    });
    if (limited) throw tooManyRequests(limited);
  }

  /**
   * Middleware form for routes outside the API's router (the search engine's): answers 429 with
   * `{ error, message, code }` (the API's error shape, readable by Meilisearch clients too).
   */
  middleware(
    bucket: RateLimitBucket,
    siteOf: (c: Context) => Promise<string | null> | string | null,
  ): MiddlewareHandler {
    return async (c, next) => {
      const { ip } = clientInfoOf(c);
      const limited = await this.check(bucket, {
        client: ip === IN_PROCESS_CLIENT ? null : ip,
        site: await siteOf(c),
      });
      if (!limited) return next();
      const message = MESSAGES[bucket];
      return c.json({ error: message, message, code: 'too_many_requests', type: 'system' }, 429, {
        'Retry-After': String(limited.retryAfterSeconds),
      });
    };
  }
}
