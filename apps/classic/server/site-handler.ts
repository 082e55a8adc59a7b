import * as build from 'virtual:react-router/server-build';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { type PlatformFetch, platformFetchContext } from '../src/platform-fetch.ts';

/** What the platform server gives a site build when it mounts it. */
export interface SiteHandlerOptions {
  /**
   * Answers a platform API request in process (the platform server's own Hono `fetch`), so
   * loaders reach `/api` without a network round trip. Without it they use HTTP to the
   * request's origin.
   */
  platformFetch?: PlatformFetch;
}

/** Renders one request of this site. */
export type SiteHandler = (request: Request) => Promise<Response>;

/**
 * The server build's entry (vite.config.ts: environments.ssr input): React Router's request
 * handler over this site's build, with the platform fetch put into each request's context.
 * The platform server's site hosting imports `dist/sites/<slug>/server/index.js` and calls this.
 */
export function createSiteHandler(options: SiteHandlerOptions = {}): SiteHandler {
  const handle = createRequestHandler(build, 'production');
  return (request) => {
    const context = new RouterContextProvider();
    context.set(platformFetchContext, options.platformFetch ?? null);
    return handle(request, context);
  };
}
