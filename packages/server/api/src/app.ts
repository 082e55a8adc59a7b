import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import type { TrustProxy } from './client-info.ts';
import { ApiError } from './errors.ts';
import type { Router } from './router.ts';
import { type CspSources, securityHeaders } from './security-headers.ts';

export interface AppOptions {
  logger: Logger;
  /** Largest JSON body accepted, in bytes (stock feeds have their own, larger limit). */
  maxBodyBytes?: number;
  /** Reverse proxies to believe for `X-Forwarded-Proto`/`-For` (0: none). */
  trustProxy?: TrustProxy;
  /** Extra CSP hosts for the API's HTML pages. */
  cspSources?: CspSources;
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * A Hono app with the platform's error contract: JSON everywhere, 400 with field messages,
 * 404 for unknown routes, 405 with Allow for a known path and a wrong method, 413 for large
 * bodies, and never a stack trace to the client (it goes to the log). Every answer carries the
 * platform's security headers (see `securityHeaders`).
 */
export function createJsonApp(router: Router, options: AppOptions): Hono {
  const app = new Hono();
  const maxSize = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  // Security headers on every answer, errors included (a no-op when the platform server's own
  // copy already runs around this app).
  app.use(
    '*',
    securityHeaders({ trustProxy: options.trustProxy ?? 0, sources: options.cspSources ?? {} }),
  );
  app.use('/api/*', async (c, next) => {
    if (c.req.path === '/api/admin/stock') return next();
    return bodyLimit({
      maxSize,
      onError: () => {
        // The rest of the body is never read, so the connection cannot be reused.
        throw new ApiError(413, `Request body is larger than ${maxSize} bytes.`, {
          headers: { Connection: 'close' },
        });
      },
    })(c, next);
  });
  router.mount(app);
  app.notFound((c) => {
    const allowed = router.allowedMethods(c.req.path);
    if (allowed.length > 0) {
      return c.json({ error: `Method ${c.req.method} is not allowed here.` }, 405, {
        Allow: allowed.join(', '),
      });
    }
    return c.json({ error: 'Not found.' }, 404);
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(error.toJSON(), error.status as 400, error.headers);
    }
    options.logger.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
