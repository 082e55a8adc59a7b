import type { AddressInfo } from 'node:net';
import type { Database } from '@forecourt/db';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createPlatformApi, type PlatformApi } from './create-api.ts';
import type { ApiDeps, CodeSender } from './deps.ts';

export const TEST_ADMIN_KEY = 'test-admin-key';

/** Records sent codes instead of sending them (the SMS gateway is an external boundary). */
export class RecordingCodeSender implements CodeSender {
  readonly sent: { to: string; code: string }[] = [];
  async send(destination: { to: string }, code: string): Promise<void> {
    this.sent.push({ to: destination.to, code });
  }

  /** The last code sent to this destination (what the development-only endpoint reads). */
  latest(to: string): string | undefined {
    return this.sent.findLast((entry) => entry.to === to)?.code;
  }
}

export interface TestServer {
  url: string;
  api: PlatformApi;
  deps: ApiDeps;
  codes: RecordingCodeSender;
  fetch(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** Serves the platform API over real HTTP on a free loopback port. */
export async function startTestServer(
  db: Database,
  overrides: Partial<ApiDeps> = {},
): Promise<TestServer> {
  const codes = new RecordingCodeSender();
  const deps: ApiDeps = {
    db,
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
    adminKey: TEST_ADMIN_KEY,
    codeSender: codes,
    development: true,
    ...overrides,
  };
  const api = createPlatformApi(deps);
  const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    api,
    deps,
    codes,
    fetch: (path, init = {}) => {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      return fetch(url + path, {
        ...rest,
        headers,
        ...(json !== undefined
          ? { body: JSON.stringify(json), method: rest.method ?? 'POST' }
          : {}),
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
