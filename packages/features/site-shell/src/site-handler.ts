import type { PublicSiteConfig } from '@forecourt/site-config';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { CLIENT_IP_HEADER, CSP_NONCE_HEADER, cspNonceContext } from './csp-nonce.tsx';
import { type PlatformFetch, platformFetchContext } from './platform-fetch.ts';
import { siteContext } from './site-context.tsx';

/** What the platform server gives a site build when it mounts it. */
export interface SiteHandlerOptions {
  /**
   * Answers a platform API request in process (the platform server's own Hono `fetch`), so
   * loaders reach `/api` and `/search` without a network round trip. Without it they use HTTP
   * to the request's origin.
   */
  platformFetch?: PlatformFetch;
}

/** Renders one request of a site. */
export type SiteHandler = (request: Request) => Promise<Response>;

/** A site build's server entry: what `dist/sites/<slug>/server/index.js` exports. */
export type CreateSiteHandler = (options?: SiteHandlerOptions) => SiteHandler;

/**
 * The server entry every template app re-exports (its `server/site-handler.ts` is one call of
 * this): React Router's request handler over the app's build, with the site's public config and
 * the platform fetch put into each request's context, where route modules read them
 * (`siteOf(context)`, `apiFor(request, context)`).
 */
export function siteHandlerFactory(build: ServerBuild, site: PublicSiteConfig): CreateSiteHandler {
  return (options = {}) => {
    const handle = createRequestHandler(build, 'production');
    return (request) => {
      const context = new RouterContextProvider();
      context.set(siteContext, site);
      context.set(cspNonceContext, request.headers.get(CSP_NONCE_HEADER));
      const platformFetch = options.platformFetch;
      // In-process platform calls carry the shopper's IP, so per-client rate limits count the
      // shopper and not the server (only in-process requests may name it).
      const clientIp = request.headers.get(CLIENT_IP_HEADER);
      context.set(
        platformFetchContext,
        platformFetch
          ? (inner) => {
              if (clientIp) inner.headers.set(CLIENT_IP_HEADER, clientIp);
              return platformFetch(inner);
            }
          : null,
      );
      return handle(request, context);
    };
  };
}
