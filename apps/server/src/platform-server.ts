import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  CarIndexer,
  type CspSources,
  createPlatformApi,
  createSearchApp,
  EmbeddedSearchBackend,
  HttpRegoLookup,
  type InProcessBindings,
  LeadRelay,
  MeilisearchWriter,
  type PaymentProvider,
  type RateLimitStore,
  RateLimits,
  SearchBackends,
  StockVersions,
  StripePaymentProvider,
  securityHeaders,
  siteIndexers,
  startHoldRelease,
  startPrivacyPurge,
  TestPaymentProvider,
} from '@forecourt/api';
import { type Database, migrate, openDatabase } from '@forecourt/db';
import { generateSampleData, isSeeded, seedDatabase } from '@forecourt/sample-data';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import type { ServerConfig } from './config.ts';
import { imageRoutes } from './image-route.ts';
import { BUSY_MESSAGE, RenderGate, ShedError } from './load-shedding.ts';
import { mediaRoutes } from './media.ts';
import { PageCache } from './page-cache.ts';
import { buildSignInSenders, type SignInChannels } from './sign-in-senders.ts';
import { isPlatformRequest, siteHosting } from './site-hosting.ts';

/** The message a cluster worker sends (and the primary relays to all) when a site's stock changed. */
export const STOCK_CHANGED_MESSAGE = 'forecourt:stock-changed';

export interface StockChangedMessage {
  type: typeof STOCK_CHANGED_MESSAGE;
  site: string | null;
  /** The cars that changed, so each worker's embedded search index refreshes them too. */
  carIds?: number[];
}

export function isStockChangedMessage(message: unknown): message is StockChangedMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === STOCK_CHANGED_MESSAGE
  );
}

export interface RunningServer {
  url: string;
  db: Database;
  /** How sign-in codes go out on each channel (for the start-up banner). */
  signIn: SignInChannels;
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite in the data dir, or DATABASE_URL), migrates it and seeds the demo
 * dealers on first run. A cluster's primary runs this once before forking its workers, so they
 * do not migrate or seed side by side.
 */
export async function openPreparedDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  logger: Logger,
  now: () => Date = () => new Date(),
): Promise<Database> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'db'),
  });
  const applied = await migrate(db);
  if (applied.length) logger.info({ migrations: applied }, 'database migrated');
  if (!(await isSeeded(db))) {
    const counts = await seedDatabase(db, generateSampleData({ now: now() }));
    logger.info({ counts }, 'demo dealers seeded');
  }
  return db;
}

/**
 * Starts the platform: opens the database (PGlite in the data dir, or DATABASE_URL), migrates,
 * seeds the demo dealers on first run, starts the lead relay, fills the search index from the
 * cars table (the embedded engine behind /search, or SEARCH_URL's Meilisearch) and serves HTTP.
 */
export async function startPlatformServer(
  config: ServerConfig,
  logger: Logger = pino({ level: process.env.LOG_LEVEL ?? 'info' }),
  now: () => Date = () => new Date(),
): Promise<RunningServer> {
  const db = await openPreparedDatabase(config, logger, now);
  const relay = new LeadRelay({
    db,
    logger,
    now,
    folder: join(config.dataDir, 'lead-deliveries'),
  });
  relay.start();
  // Search: the embedded engine served at /search, or a real Meilisearch at SEARCH_URL.
  const embedded = config.searchUrl ? undefined : new EmbeddedSearchBackend();
  const writer =
    embedded ??
    new MeilisearchWriter({ host: config.searchUrl as string, apiKey: config.searchKey });
  const searchTarget = config.searchUrl ? new URL(config.searchUrl).origin : 'embedded';
  const indexer = new CarIndexer({ db, writer });
  // Sites whose config names their own Meilisearch or Algolia: their server-side
  // searches go there, and each such back end gets an indexer of its sites' cars. Write keys come
  // from the environment variables the configs name.
  const backends = embedded
    ? new SearchBackends({ embedded, secrets: (name) => process.env[name] })
    : undefined;
  // Rate-limit counters shared by every server process: Redis (REDIS_URL), else the PostgreSQL of
  // DATABASE_URL; the embedded default is one process, so its counters live in memory.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis (rate limits) error'));
  const store: RateLimitStore = redis
    ? { kind: 'redis', client: redis }
    : db.pool
      ? { kind: 'postgres', pool: db.pool }
      : { kind: 'memory' };
  const rateLimits = new RateLimits({
    store,
    limits: config.rateLimits,
    ...(config.rateLimitNamespace ? { namespace: config.rateLimitNamespace } : {}),
    onStoreError: (error) =>
      logger.warn({ err: error }, 'rate-limit store failed; counting in memory'),
  });
  await rateLimits.ready();
  logger.info({ store: store.kind }, 'rate limits ready');
  // A browser that searches a real Meilisearch (SEARCH_URL) calls it from the page.
  const cspSources: CspSources = config.searchUrl
    ? { connect: [new URL(config.searchUrl).origin] }
    : {};
  // Rendered pages for anonymous shoppers; a site's stock change drops its pages here and, in a
  // cluster, in every other worker (through the primary).
  const pageCache =
    config.pageCacheBytes > 0 ? new PageCache({ maxBytes: config.pageCacheBytes }) : undefined;
  // This process's stock versions: the site renderers patch their feeds with the cars changed
  // since the version they hold (every worker records every worker's changes).
  const stockVersions = new StockVersions();
  const onClusterMessage = (message: unknown) => {
    if (!isStockChangedMessage(message)) return;
    // First, so this worker's next render patches the changed cars in (vehicle-stock freshness).
    if (message.carIds?.length) stockVersions.record(message.carIds);
    // The embedded engine is this worker's own, so another worker's stock change is indexed here
    // too (a hosted index is shared: the worker that changed the stock refreshed it). Then the
    // site's cached pages go, so the next render shows the new stock in results as well.
    const refreshed =
      embedded && message.carIds?.length
        ? indexer
            .refresh(message.carIds)
            .then(() => undefined)
            .catch((error: unknown) =>
              logger.error({ err: error, site: message.site }, 'search index refresh failed'),
            )
        : Promise.resolve();
    void refreshed.finally(() => pageCache?.invalidateSite(message.site));
  };
  if (cluster.isWorker) process.on('message', onClusterMessage);
  // Reservation deposits: the embedded test provider unless FORECOURT_PAYMENTS=stripe.
  const payments: PaymentProvider =
    config.payments?.provider === 'stripe'
      ? new StripePaymentProvider(config.payments)
      : new TestPaymentProvider(now);
  let siteIndexerList: ReturnType<typeof siteIndexers> = [];
  const onStockChanged = async ({
    siteSlug,
    carIds,
  }: {
    siteSlug: string | null;
    carIds: number[];
  }) => {
    try {
      const report = await indexer.refresh(carIds);
      logger.info({ site: siteSlug, ...report }, 'search index refreshed');
      for (const remote of siteIndexerList) {
        try {
          await remote.indexer.refresh(carIds);
        } catch (error) {
          logger.error(
            { err: error, search: remote.backend.kind },
            'site search index refresh failed',
          );
        }
      }
    } finally {
      // After the index refresh, so the next render shows the new stock in results too.
      pageCache?.invalidateSite(siteSlug);
      if (cluster.isWorker) {
        const message: StockChangedMessage = {
          type: STOCK_CHANGED_MESSAGE,
          site: siteSlug,
          carIds,
        };
        process.send?.(message);
      }
    }
  };
  // Sign-in codes: SMS and email gateways from the environment; in development, a channel
  // without one writes its codes to the log; in production it is refused (503).
  const signIn = buildSignInSenders(
    config.signIn ?? { sms: undefined, email: undefined },
    config.development,
    logger,
  );
  const api = createPlatformApi({
    db,
    logger,
    now,
    adminKey: config.adminKey,
    codeSender: signIn.sender,
    development: config.development,
    trustProxy: config.trustProxy,
    rateLimits,
    payments,
    // vehicle-stock §7 rego lookup: a registry service when configured, else the platform's cars.
    ...(config.regoLookup ? { regoLookup: new HttpRegoLookup(config.regoLookup) } : {}),
    onStockChanged,
    stockVersions,
    // The secrets a site's search back end names, e.g. the key signing tenant tokens.
    searchSecrets: (name) => process.env[name],
  });
  try {
    const report = await indexer.rebuild();
    logger.info(
      { search: searchTarget, cars: report.indexed, removed: report.removed, ms: report.ms },
      `search index rebuilt: ${report.indexed} cars in ${report.ms} ms`,
    );
  } catch (error) {
    // The embedded index is this process's own: without it /search would answer nothing.
    if (embedded) {
      await relay.stop();
      redis?.disconnect();
      await db.close();
      throw error;
    }
    // A remote Meilisearch keeps its last documents; serve, and let stock changes refresh it.
    logger.error({ err: error, search: searchTarget }, 'search index rebuild failed');
  }
  if (backends && embedded) {
    // A site naming a back end whose key variable is unset fails the start, naming the variable.
    siteIndexerList = siteIndexers(
      db,
      await api.sites.list(),
      (site) => backends.forSite(site),
      embedded,
    ).slice(1);
    for (const remote of siteIndexerList) {
      try {
        const report = await remote.indexer.rebuild();
        logger.info({ search: remote.backend.kind, ...report }, 'site search index rebuilt');
      } catch (error) {
        // A hosted index keeps its last documents; serve, and let stock changes refresh it.
        logger.error(
          { err: error, search: remote.backend.kind },
          'site search index rebuild failed',
        );
      }
    }
  }
  // Leads past their site's retention and ended sessions go at start and every 6 hours (APP 11.2).
  const purge = startPrivacyPurge({ db, sites: api.sites, now, logger });
  await purge.done;
  // Reservation holds past their 48 hours end at start and every minute (reads already treat
  // them as free); the cars' search documents lose RESERVED.
  const holds = startHoldRelease({
    db,
    payments,
    now,
    logger,
    // The API records the changes its routes report; a hold release is recorded here.
    onStockChanged: async (change) => {
      if (change.carIds.length > 0) stockVersions.record(change.carIds);
      await onStockChanged(change);
    },
  });
  await holds.done;
  const app = new Hono();
  // In a cluster, which worker answered (the cluster test checks both serve).
  if (cluster.isWorker) {
    const worker = String(cluster.worker?.id ?? '');
    app.use('*', async (c, next) => {
      await next();
      c.header('X-Forecourt-Worker', worker);
    });
  }
  // Security headers on every answer (sites, assets, API, search, media), with a fresh CSP nonce.
  app.use('*', securityHeaders({ trustProxy: config.trustProxy, sources: cspSources }));
  // The search engine's routes, per client and per site (the Host's).
  const searchLimit = rateLimits.middleware('search', async (c) => {
    const site = await api.sites.forHost(new URL(c.req.url).host);
    return site?.slug ?? null;
  });
  app.use('*', (c, next) => {
    const path = c.req.path;
    const search = path.startsWith('/search/') || path.startsWith('/1/');
    if (!search || !isPlatformRequest(c.req.method, path)) return next();
    // A render's own searches (results, models, similar vehicles, the budget finder) are part of
    // a page request the RenderGate already bounds: counted here they would share one limit
    // among all shoppers and a burst would render empty results pages (vehicle-stock §2).
    if ((c.env as Partial<InProcessBindings> | undefined)?.forecourtInProcess === true) {
      return next();
    }
    return searchLimit(c, next);
  });
  // Load shedding: site-page renders (in siteHosting) and API calls from the network share one
  // cap per process; beyond it and its queue, 503 with Retry-After (capacity). A
  // refused lead is not stored, and its sender is told so. Calls a render makes in process are
  // part of that render and never wait (they would wait on their own slot).
  const renderGate = new RenderGate(config.renderGate);
  if (renderGate.enabled) {
    app.use('/api/*', async (c, next) => {
      if ((c.env as Partial<InProcessBindings> | undefined)?.forecourtInProcess === true) {
        return next();
      }
      let release: () => void;
      try {
        release = await renderGate.acquire();
      } catch (error) {
        if (!(error instanceof ShedError)) throw error;
        return c.json({ error: BUSY_MESSAGE }, 503, {
          'Retry-After': String(error.retryAfterSeconds),
          'Cache-Control': 'no-store',
        });
      }
      try {
        await next();
      } finally {
        release();
      }
    });
  }
  // A site's loaders call the platform in process; marked so that only they may name the
  // shopper's IP (x-forecourt-client-ip), which a request from the network cannot.
  const inProcess: InProcessBindings = { forecourtInProcess: true };
  // With FORECOURT_SEARCH_KEY set, /search asks every search for a key: a render's own searches
  // carry the server's, never a shopper's (vehicle-stock §2).
  const serverSearchKey = config.forecourtSearchKey;
  const platformFetch = (request: Request) => {
    if (
      serverSearchKey &&
      new URL(request.url).pathname.startsWith('/search/') &&
      !request.headers.has('authorization')
    ) {
      const authorized = new Request(request);
      authorized.headers.set('authorization', `Bearer ${serverSearchKey}`);
      return app.fetch(authorized, inProcess);
    }
    return app.fetch(request, inProcess);
  };
  // Dealer sites by Host, first: they pass /api, /media, /_img and the search engine's paths on.
  app.route(
    '/',
    siteHosting({
      sites: api.sites,
      logger,
      platformFetch,
      trustProxy: config.trustProxy,
      cspSources,
      ...(config.sitesDir ? { distDir: config.sitesDir } : {}),
      ...(pageCache ? { pageCache } : {}),
      renderGate,
    }),
  );
  const media = mediaRoutes(db);
  app.route('/', media);
  app.route(
    '/',
    imageRoutes({ local: (path) => media.request(path), allowedHosts: config.imageHosts, logger }),
  );
  if (embedded) {
    app.route(
      '/search',
      createSearchApp({
        engine: embedded.engine,
        adminKey: config.adminKey,
        searchKey: config.forecourtSearchKey,
        sites: api.sites,
        logger,
        ...(backends ? { backendForSite: (site) => backends.forSite(site) } : {}),
      }),
    );
  }
  app.route('/', api.app);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  // A cluster's primary says the platform listens once all its workers do (main.ts).
  logger.info(
    { url, database: db.kind },
    cluster.isWorker ? 'server worker listening' : 'Forecourt platform server listening',
  );
  return {
    url,
    db,
    signIn: signIn.channels,
    close: async () => {
      signIn.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      process.off('message', onClusterMessage);
      purge.stop();
      holds.stop();
      await relay.stop();
      redis?.disconnect();
      await db.close();
    },
  };
}
