import type { Database } from '@forecourt/db';
import type { Logger } from 'pino';
import type { TrustProxy } from './client-info.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { RateLimits, RateLimitsOptions } from './rate-limits.ts';
import type { CspSources } from './security-headers.ts';
import type { SiteDirectory } from './site-directory.ts';
import type { StockVersions } from './stock-versions.ts';
import type { RegoLookup, TradeInValuer } from './trade-in.ts';

/**
 * Sends a one-time sign-in code: by SMS to an E.164 mobile, or by email. The embedded default logs
 * it (`LogCodeSender`, development only); `TwilioSmsSender`, `WebhookCodeSender` and
 * `SmtpEmailSender` deliver it, and `ChannelCodeSender` picks one per channel.
 */
export interface CodeSender {
  /**
   * Delivers `code`; rejects when it could not (the route answers 503 and logs why). `site` is
   * the dealer's name, for the message, when the request came through a site's host.
   */
  send(
    destination: { channel: 'sms' | 'email'; to: string; site?: string | undefined },
    code: string,
  ): Promise<void>;
  /**
   * Whether this sender can deliver on `channel` at all. When it says no, a code request on that
   * channel answers 503 "sign-in is not available" before any code is made. Absent: always yes.
   */
  canSend?(channel: 'sms' | 'email'): boolean;
}

/** Everything the API needs from outside; the platform server builds it at start-up. */
export interface ApiDeps {
  db: Database;
  logger: Logger;
  /** The clock, injected so tests control time. */
  now: () => Date;
  /** Bearer key for /api/admin/*. */
  adminKey: string;
  codeSender: CodeSender;
  /**
   * True outside production: enables the development-only sign-in code endpoint (which still
   * needs the admin key).
   */
  development: boolean;
  /** Called after stock changes (imports, sold marks) so the search index refreshes. */
  onStockChanged?: (change: { siteSlug: string | null; carIds: number[] }) => Promise<void>;
  /**
   * The stock version counter behind `GET /api/sites/{slug}/stock-changes.json`; the API records
   * every change it reports through `onStockChanged`. The platform server passes its own so that
   * changes made elsewhere (hold releases, another cluster worker's imports) are recorded too.
   */
  stockVersions?: StockVersions;
  /**
   * Reverse proxies to believe for the client's IP and scheme (FORECOURT_TRUST_PROXY); 0 (the
   * default) ignores `X-Forwarded-*`.
   */
  trustProxy?: TrustProxy;
  /**
   * Rate limits: the store and the limits (in memory with `DEFAULT_RATE_LIMITS` by default), or
   * a `RateLimits` shared with other apps of this process. Benchmarks and tests that post many
   * requests pass `{ limits: UNLIMITED_RATE_LIMITS }`.
   */
  rateLimits?: RateLimitsOptions | RateLimits;
  /**
   * Takes reservation deposits: the embedded `TestPaymentProvider` when
   * absent, or the Stripe adapter the platform server builds from STRIPE_* env vars.
   */
  payments?: PaymentProvider;
  /** Extra hosts for the Content-Security-Policy of the API's own pages (none by default). */
  cspSources?: CspSources;
  /**
   * Values trade-ins (site-wide §9). Default: the embedded, deterministic valuer; a real
   * provider's adapter implements the same interface.
   */
  tradeInValuer?: TradeInValuer;
  /**
   * An integer in `[0, max)` for the spin-to-win draw (site-wide §2 /spin-to-win):
   * `crypto.randomInt` when absent; tests inject a fixed source.
   */
  randomInt?: (max: number) => number;
  /**
   * Reads the secrets a site's search back end names (env var names in its config,
   * e.g. the Meilisearch search key that signs browser tenant tokens). Default: none.
   */
  searchSecrets?: (name: string) => string | undefined;
  /** Finds a registration's vehicle. Default: the platform's own cars (`DatabaseRegoLookup`). */
  regoLookup?: RegoLookup;
}

/** What every route module receives. */
export interface ApiContext {
  deps: ApiDeps;
  sites: SiteDirectory;
  rateLimits: RateLimits;
  stockVersions: StockVersions;
}
