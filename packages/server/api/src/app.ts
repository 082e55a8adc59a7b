import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import type { TrustProxy } from './client-info.ts';
import { ApiError } from './errors.ts';
import type { Router } from './router.ts';
import { type CspSources, securityHeaders } from './security-headers.ts';
import { isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './text-guard.ts';

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

/** Percent-decodes what can be decoded; a malformed escape is left as it is. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-9a-f]{2})/gi, (sequence, hex: string) =>
      Number.parseInt(hex, 16) < 0x80 ? String.fromCharCode(Number.parseInt(hex, 16)) : sequence,
    );
  }
}

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
  // A NUL or broken surrogate in the path or query cannot be looked up in PostgreSQL.
  app.use('/api/*', async (c, next) => {
    const url = c.req.url;
    const rawPath = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    if (/%00|%u0000/i.test(rawPath) || isUnstorableText(safeDecode(rawPath))) {
      throw new ApiError(400, UNSTORABLE_TEXT_MESSAGE);
    }
    return next();
  });
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
