import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  parseRateLimits,
  parseTrustProxy,
  type RateLimitConfig,
  type TrustProxy,
} from '@forecourt/api';
import { defaultRenderGate, type RenderGateOptions } from './load-shedding.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded data: PGlite files, the generated admin key, delivered leads. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | undefined;
  adminKey: string;
  /** Whether the admin key was generated (and written to the data dir) on this start. */
  adminKeyGenerated: boolean;
  /** The file the admin key was read from or written to; undefined when FORECOURT_ADMIN_KEY set it. */
  adminKeyFile: string | undefined;
  development: boolean;
  /**
   * SEARCH_URL: a real Meilisearch the indexer writes to and the sites search (production). When
   * unset, the embedded engine serves the Meilisearch API at /search.
   */
  searchUrl: string | undefined;
  /** SEARCH_KEY: the key the indexer writes to SEARCH_URL with (an admin or the master key). */
  searchKey: string | undefined;
  /**
   * FORECOURT_SEARCH_KEY: the search-only key /search asks for; when unset, searches on the
   * embedded /search need no key (writes always need the admin key).
   */
  forecourtSearchKey: string | undefined;
  /**
   * FORECOURT_IMAGE_HOSTS: comma-separated hosts (`img.dealer.example`, `*.cloudfront.net`) whose
   * images `/_img` may fetch and transform. Empty by default: only the platform's `/media/…`.
   */
  imageHosts: string[];
  /**
   * FORECOURT_TRUST_PROXY: how many reverse proxies in front of the server to believe for the
   * client's IP (`X-Forwarded-For`) and scheme (`X-Forwarded-Proto`); 0 (default) believes none.
   */
  trustProxy: TrustProxy;
  /** REDIS_URL: a Redis for the rate-limit counters (else PostgreSQL when DATABASE_URL is set). */
  redisUrl: string | undefined;
  /**
   * FORECOURT_RATE_LIMIT_NAMESPACE: the prefix of the shared rate-limit counters' keys, so two
   * deployments (or test runs) sharing one Redis or PostgreSQL count apart; `forecourt` by default.
   */
  rateLimitNamespace?: string | undefined;
  /** FORECOURT_RATE_LIMITS: the rate limits (defaults with any named ones replaced, or `off`). */
  rateLimits: RateLimitConfig;
  /**
   * FORECOURT_PAGE_CACHE_MB: the most megabytes of rendered pages kept for anonymous shoppers
   * (64 by default; 0 turns the page cache off).
   */
  pageCacheBytes: number;
  /**
   * Load shedding: FORECOURT_MAX_RENDERS_IN_FLIGHT (site-page renders and network /api calls at
   * once per process; 4 per CPU, at least 4, by default; 0 turns shedding off),
   * FORECOURT_RENDER_QUEUE (how many more may wait; 8 times that by default) and
   * FORECOURT_RENDER_QUEUE_WAIT_MS (the longest wait; 10000). Beyond: 503 with Retry-After.
   */
  renderGate: RenderGateOptions;
  /**
   * WEB_CONCURRENCY (or `--workers N`): server processes sharing the port (node:cluster). Only
   * with DATABASE_URL: the embedded PGlite is one process's files, so it always runs one.
   */
  workers: number;
  /** Why `workers` is less than asked for, when it is. */
  workersNote: string | undefined;
  /** FORECOURT_SITES_DIR: the folder of site builds; the repository's `dist/sites` when unset. */
  sitesDir?: string;
  /**
   * FORECOURT_PAYMENTS: `test` (default: the embedded test provider, test cards only) or
   * `stripe`, which needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (and STRIPE_PUBLISHABLE_KEY
   * for the page). Secrets come from the environment only, never from a site config or the repo.
   */
  payments?: PaymentsConfig;
  /**
   * Where sign-in codes go: FORECOURT_SMS_PROVIDER (`twilio` with TWILIO_ACCOUNT_SID,
   * TWILIO_AUTH_TOKEN, TWILIO_FROM and optionally TWILIO_API_URL; or `webhook` with
   * FORECOURT_SMS_WEBHOOK_URL and FORECOURT_SMS_WEBHOOK_SECRET) and SMTP_URL with
   * FORECOURT_EMAIL_FROM. A channel left unset goes to the server log in development and is
   * refused (503) in production.
   */
  signIn?: SignInConfig;
  /**
   * FORECOURT_REGO_LOOKUP_URL (an http(s) registry service, vehicle-stock §7 rego lookup) and
   * FORECOURT_REGO_LOOKUP_KEY (its bearer key). Unset: plates are looked up among the platform's
   * own cars.
   */
  regoLookup?: { url: string; apiKey: string | undefined } | undefined;
}

export type SmsConfig =
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl?: string }
  | { provider: 'webhook'; url: string; secret: string };

export interface SignInConfig {
  /** The SMS gateway; undefined: none configured. */
  sms: SmsConfig | undefined;
  /** The SMTP server for email codes; undefined: none configured. */
  email: { smtpUrl: string; from: string } | undefined;
}

const HTTP_URL = /^https?:\/\/[^/]/i;

/** Reads the sign-in code senders' settings; credentials come from the environment only. */
export function readSignInConfig(env: NodeJS.ProcessEnv): SignInConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const required = (names: string[], why: string): string[] => {
    const missing = names.filter((name) => value(name) === undefined);
    if (missing.length) throw new Error(`${why} needs ${missing.join(', ')}`);
    return names.map((name) => value(name) as string);
  };
  const url = (name: string, text: string, pattern: RegExp, kinds: string) => {
    if (!pattern.test(text)) throw new Error(`${name} must be ${kinds} URL, got "${text}"`);
    return text;
  };
  let sms: SmsConfig | undefined;
  const provider = value('FORECOURT_SMS_PROVIDER');
  if (provider === 'twilio') {
    const [accountSid, authToken, from] = required(
      ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
      'FORECOURT_SMS_PROVIDER=twilio',
    ) as [string, string, string];
    const apiUrl = value('TWILIO_API_URL');
    sms = {
      provider: 'twilio',
      accountSid,
      authToken,
      from,
      ...(apiUrl ? { apiUrl: url('TWILIO_API_URL', apiUrl, HTTP_URL, 'an http(s)') } : {}),
    };
  } else if (provider === 'webhook') {
    const [webhookUrl, secret] = required(
      ['FORECOURT_SMS_WEBHOOK_URL', 'FORECOURT_SMS_WEBHOOK_SECRET'],
      'FORECOURT_SMS_PROVIDER=webhook',
    ) as [string, string];
    sms = {
      provider: 'webhook',
      url: url('FORECOURT_SMS_WEBHOOK_URL', webhookUrl, HTTP_URL, 'an http(s)'),
      secret,
    };
  } else if (provider !== undefined) {
    throw new Error(`FORECOURT_SMS_PROVIDER must be twilio or webhook, got "${provider}"`);
  }
  const smtpUrl = value('SMTP_URL');
  const emailFrom = value('FORECOURT_EMAIL_FROM');
  if (emailFrom !== undefined && smtpUrl === undefined) {
    throw new Error('FORECOURT_EMAIL_FROM is set but SMTP_URL is not: set both to send email');
  }
  const email = smtpUrl
    ? {
        smtpUrl: url('SMTP_URL', smtpUrl, /^smtps?:\/\/[^/]/i, 'an smtp:// or smtps://'),
        from: required(['FORECOURT_EMAIL_FROM'], 'SMTP_URL')[0] as string,
      }
    : undefined;
  return { sms, email };
}

export type PaymentsConfig =
  | { provider: 'test' }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; publishableKey: string | null };

/** Reads FORECOURT_PAYMENTS and the STRIPE_* secrets. */
export function readPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const provider = env.FORECOURT_PAYMENTS?.trim() || 'test';
  if (provider === 'test') return { provider: 'test' };
  if (provider !== 'stripe') {
    throw new Error(`FORECOURT_PAYMENTS must be test or stripe, got "${provider}"`);
  }
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey || !webhookSecret) {
    throw new Error('FORECOURT_PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  return {
    provider: 'stripe',
    secretKey,
    webhookSecret,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() || null,
  };
}

/** Reads FORECOURT_REGO_LOOKUP_URL and FORECOURT_REGO_LOOKUP_KEY (a registry service). */
export function readRegoLookupConfig(
  env: NodeJS.ProcessEnv,
): { url: string; apiKey: string | undefined } | undefined {
  const url = env.FORECOURT_REGO_LOOKUP_URL?.trim();
  if (!url) return undefined;
  if (!HTTP_URL.test(url)) {
    throw new Error(`FORECOURT_REGO_LOOKUP_URL must be an http(s) URL, got "${url}"`);
  }
  return { url, apiKey: env.FORECOURT_REGO_LOOKUP_KEY?.trim() || undefined };
}

/**
 * Reads the server's settings from the environment (documented in the README):
 * PORT (4000), HOST (0.0.0.0), FORECOURT_DATA_DIR (.forecourt), DATABASE_URL,
 * FORECOURT_ADMIN_KEY (generated and stored in the data dir when unset), NODE_ENV, SEARCH_URL and
 * SEARCH_KEY (a real Meilisearch instead of the embedded /search), FORECOURT_SEARCH_KEY (the key
 * /search asks searches for; none when unset), FORECOURT_IMAGE_HOSTS (hosts whose images /_img
 * transforms; none when unset), FORECOURT_TRUST_PROXY (proxy hops to believe for
 * X-Forwarded-For/-Proto; 0), REDIS_URL (rate-limit store), FORECOURT_RATE_LIMITS,
 * FORECOURT_PAGE_CACHE_MB (rendered-page cache; 64), FORECOURT_MAX_RENDERS_IN_FLIGHT,
 * FORECOURT_RENDER_QUEUE and FORECOURT_RENDER_QUEUE_WAIT_MS (load shedding) and WEB_CONCURRENCY (server processes, with
 * DATABASE_URL only; 1), which `workersArg` (`--workers N`) overrides,, FORECOURT_SITES_DIR
 * (the site builds; dist/sites), FORECOURT_PAYMENTS with STRIPE_SECRET_KEY,
 * STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, and the sign-in code senders (readSignInConfig).
 */
export async function readServerConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
  workersArg?: string,
): Promise<ServerConfig> {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const dataDir = resolve(cwd, env.FORECOURT_DATA_DIR ?? '.forecourt');
  await mkdir(dataDir, { recursive: true });
  let adminKey = env.FORECOURT_ADMIN_KEY?.trim() ?? '';
  let adminKeyGenerated = false;
  let adminKeyFile: string | undefined;
  if (!adminKey) {
    const keyFile = join(dataDir, 'admin-key');
    adminKeyFile = keyFile;
    if (existsSync(keyFile)) {
      adminKey = (await readFile(keyFile, 'utf8')).trim();
    } else {
      adminKey = randomBytes(24).toString('base64url');
      await writeFile(keyFile, `${adminKey}\n`, { mode: 0o600 });
      adminKeyGenerated = true;
    }
  }
  const searchUrl = env.SEARCH_URL?.trim() || undefined;
  if (searchUrl !== undefined && !/^https?:\/\/[^/]/i.test(searchUrl)) {
    throw new Error(`SEARCH_URL must be an http(s) URL, got "${searchUrl}"`);
  }
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl !== undefined && !/^rediss?:\/\//i.test(redisUrl)) {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got "${redisUrl}"`);
  }
  const rateLimitNamespace = env.FORECOURT_RATE_LIMIT_NAMESPACE?.trim() || undefined;
  if (rateLimitNamespace !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(rateLimitNamespace)) {
    throw new Error(
      `FORECOURT_RATE_LIMIT_NAMESPACE must be 1 to 64 letters, digits, - or _, got "${rateLimitNamespace}"`,
    );
  }
  const pageCacheMb = Number(env.FORECOURT_PAGE_CACHE_MB ?? 64);
  if (!Number.isFinite(pageCacheMb) || pageCacheMb < 0) {
    throw new Error(
      `FORECOURT_PAGE_CACHE_MB must be a number of megabytes, got "${env.FORECOURT_PAGE_CACHE_MB}"`,
    );
  }
  const whole = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) {
      throw new Error(`${name} must be a whole number of at least 0, got "${raw}"`);
    }
    return value;
  };
  const gateDefaults = defaultRenderGate();
  const maxInFlight = whole('FORECOURT_MAX_RENDERS_IN_FLIGHT', gateDefaults.maxInFlight);
  const renderGate: RenderGateOptions = {
    maxInFlight,
    maxQueue: whole('FORECOURT_RENDER_QUEUE', maxInFlight * 8),
    maxWaitMs: whole('FORECOURT_RENDER_QUEUE_WAIT_MS', gateDefaults.maxWaitMs),
    retryAfterSeconds: gateDefaults.retryAfterSeconds ?? 5,
  };
  const askedWorkers = Number(workersArg ?? env.WEB_CONCURRENCY ?? 1);
  if (!Number.isInteger(askedWorkers) || askedWorkers < 1) {
    throw new Error(
      `WEB_CONCURRENCY (--workers) must be a whole number of at least 1, got "${workersArg ?? env.WEB_CONCURRENCY}"`,
    );
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  // PGlite is a single process's database (files locked by one process): workers need PostgreSQL.
  const workers = databaseUrl ? askedWorkers : 1;
  const workersNote =
    askedWorkers > 1 && !databaseUrl
      ? `${askedWorkers} workers asked for, but the embedded PGlite database serves one process: running 1 (set DATABASE_URL to a PostgreSQL for more)`
      : undefined;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    adminKey,
    adminKeyGenerated,
    adminKeyFile,
    development: env.NODE_ENV !== 'production',
    searchUrl,
    searchKey: env.SEARCH_KEY?.trim() || undefined,
    forecourtSearchKey: env.FORECOURT_SEARCH_KEY?.trim() || undefined,
    imageHosts: (env.FORECOURT_IMAGE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.FORECOURT_TRUST_PROXY),
    redisUrl,
    rateLimitNamespace,
    rateLimits: parseRateLimits(env.FORECOURT_RATE_LIMITS),
    pageCacheBytes: Math.round(pageCacheMb * 1024 * 1024),
    renderGate,
    workers,
    workersNote,
    ...(env.FORECOURT_SITES_DIR ? { sitesDir: resolve(cwd, env.FORECOURT_SITES_DIR) } : {}),
    payments: readPaymentsConfig(env),
    signIn: readSignInConfig(env),
    regoLookup: readRegoLookupConfig(env),
  };
}
