import type { Database } from '@forecourt/db';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
// @forecourt/api exports no test helpers yet, so these are read from its sources (as the
// api-client's platform test does); they become `@forecourt/api/testing` once that exists.
import { UNLIMITED_RATE_LIMITS } from '../../../../server/api/src/rate-limits.ts';
import { type Fixture, seedFixture } from '../../../../server/api/src/test-fixtures.ts';
import { startTestServer, type TestServer } from '../../../../server/api/src/testing.ts';
import { fixtureSite } from './site.ts';

export interface TestPlatform {
  server: TestServer;
  fixture: Fixture;
  /** A route's args: the request on the site's host, with the platform API answering in process. */
  args(
    path: string,
    init?: {
      cookie?: string;
      form?: Record<string, string>;
      site?: ReturnType<typeof fixtureSite>;
    },
  ): {
    request: Request;
    context: RouterContextProvider;
    params: Record<string, string>;
  };
  /** Signs a shopper in through the API and gives the session cookie (`name=value`). */
  signIn(destination: { phone: string } | { email: string }): Promise<string>;
  close(): Promise<void>;
}

export const SITE_ORIGIN = 'http://test-motors.localhost';

/** The real platform API (routes, validation, sessions) on a fresh database with the fixture. */
export async function startTestPlatform(open: () => Promise<Database>): Promise<TestPlatform> {
  const db = await open();
  const fixture = await seedFixture(db);
  // Many shoppers sign in from one test client: the API's per-client limits are tested there.
  const server = await startTestServer(db, { rateLimits: { limits: UNLIMITED_RATE_LIMITS } });
  const site = fixtureSite();
  return {
    server,
    fixture,
    args(path, init = {}) {
      const headers = new Headers();
      if (init.cookie) headers.set('cookie', init.cookie);
      const request = new Request(`${SITE_ORIGIN}${path}`, {
        method: init.form ? 'POST' : 'GET',
        headers,
        ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
      });
      const context = new RouterContextProvider();
      context.set(siteContext, init.site ?? site);
      context.set(platformFetchContext, (apiRequest: Request) => {
        const url = new URL(apiRequest.url);
        return fetch(`${server.url}${url.pathname}${url.search}`, {
          method: apiRequest.method,
          headers: apiRequest.headers,
          ...(apiRequest.method === 'GET' ? {} : { body: apiRequest.body, duplex: 'half' }),
        } as RequestInit);
      });
      return { request, context, params: {} };
    },
    async signIn(destination) {
      await server.fetch('/api/auth/request-code', { json: destination });
      const code = server.codes.sent.at(-1)?.code;
      const response = await server.fetch('/api/auth/verify-code', {
        json: { ...destination, code },
      });
      return (
        response.headers
          .getSetCookie()
          .find((line) => line.startsWith('forecourt_session='))
          ?.split(';')[0] ?? ''
      );
    },
    async close() {
      await server.close();
      await db.close();
    },
  };
}
