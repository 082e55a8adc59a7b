import type { Hono } from 'hono';
import { createJsonApp } from './app.ts';
import type { ApiContext, ApiDeps } from './deps.ts';
import { RateLimits } from './rate-limits.ts';
import { Router } from './router.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerCarsRoutes } from './routes/cars.ts';
import { registerCheckoutRoutes } from './routes/checkout.ts';
import { registerLeadsRoutes } from './routes/leads.ts';
import { registerLocationsRoutes } from './routes/locations.ts';
import { registerMeRoutes } from './routes/me.ts';
import { registerOffersRoutes } from './routes/offers.ts';
import { registerOrdersRoutes } from './routes/orders.ts';
import { registerPlatformRoutes } from './routes/platform.ts';
import { registerPrivacyRoutes } from './routes/privacy.ts';
import { registerPromotionsRoutes } from './routes/promotions.ts';
import { registerReviewsRoutes } from './routes/reviews.ts';
import { registerSearchClientRoutes } from './routes/search-client.ts';
import { registerServicesRoutes } from './routes/services.ts';
import { registerStockRoutes } from './routes/stock.ts';
import { registerTradeInRoutes } from './routes/trade-in.ts';
import { registerWatchlistRoutes } from './routes/watchlist.ts';
import { SiteDirectory } from './site-directory.ts';
import { StockVersions } from './stock-versions.ts';

export interface PlatformApi {
  app: Hono;
  router: Router;
  sites: SiteDirectory;
  /** The API's rate limits, for routes mounted beside it (the search engine's). */
  rateLimits: RateLimits;
  /** The stock version counter (`deps.stockVersions`, or the API's own). */
  stockVersions: StockVersions;
}

/** Builds the whole platform API (every route under /api) over the given dependencies. */
export function createPlatformApi(deps: ApiDeps): PlatformApi {
  const router = new Router();
  const rateLimits =
    deps.rateLimits instanceof RateLimits
      ? deps.rateLimits
      : new RateLimits({
          ...deps.rateLimits,
          onStoreError: (error) =>
            deps.logger.warn({ err: error }, 'rate-limit store failed; counting in memory'),
        });
  // Every stock change the routes report is recorded before it is passed on, so a renderer
  // asking for the changes since its version sees it by the time the change is acknowledged.
  const stockVersions = deps.stockVersions ?? new StockVersions();
  const reported = deps.onStockChanged;
  const context: ApiContext = {
    deps: {
      ...deps,
      onStockChanged: async (change) => {
        if (change.carIds.length > 0) stockVersions.record(change.carIds);
        await reported?.(change);
      },
    },
    sites: new SiteDirectory(deps.db, deps.now),
    rateLimits,
    stockVersions,
  };
  for (const register of [
    registerPlatformRoutes,
    registerSearchClientRoutes,
    registerLeadsRoutes,
    registerAuthRoutes,
    registerWatchlistRoutes,
    registerMeRoutes,
    registerCarsRoutes,
    registerServicesRoutes,
    registerStockRoutes,
    registerOffersRoutes,
    registerReviewsRoutes,
    registerLocationsRoutes,
    registerPrivacyRoutes,
    registerCheckoutRoutes,
    registerTradeInRoutes,
    registerPromotionsRoutes,
    registerOrdersRoutes,
  ]) {
    register(router, context);
  }
  const app = createJsonApp(router, {
    logger: deps.logger,
    trustProxy: deps.trustProxy ?? 0,
    cspSources: deps.cspSources ?? {},
  });
  return { app, router, sites: context.sites, rateLimits, stockVersions };
}
