import type { Hono } from 'hono';
import { createJsonApp } from './app.ts';
import type { ApiContext, ApiDeps } from './deps.ts';
import { Router } from './router.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerCarsRoutes } from './routes/cars.ts';
import { registerLeadsRoutes } from './routes/leads.ts';
import { registerOffersRoutes } from './routes/offers.ts';
import { registerPlatformRoutes } from './routes/platform.ts';
import { registerServicesRoutes } from './routes/services.ts';
import { registerStockRoutes } from './routes/stock.ts';
import { registerWatchlistRoutes } from './routes/watchlist.ts';
import { SiteDirectory } from './site-directory.ts';

export interface PlatformApi {
  app: Hono;
  router: Router;
  sites: SiteDirectory;
}

/** Builds the whole platform API (every route under /api) over the given dependencies. */
export function createPlatformApi(deps: ApiDeps): PlatformApi {
  const router = new Router();
  const context: ApiContext = { deps, sites: new SiteDirectory(deps.db, deps.now) };
  for (const register of [
    registerPlatformRoutes,
    registerLeadsRoutes,
    registerAuthRoutes,
    registerWatchlistRoutes,
    registerCarsRoutes,
    registerServicesRoutes,
    registerStockRoutes,
    registerOffersRoutes,
  ]) {
    register(router, context);
  }
  const app = createJsonApp(router, { logger: deps.logger });
  return { app, router, sites: context.sites };
}
