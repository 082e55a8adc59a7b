import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { MeilisearchApiError } from 'meilisearch';

/** A search app served over real HTTP, mounted at `/search` as the platform server mounts it. */
export interface SearchTestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `http://127.0.0.1:<port>/search`: what SEARCH_URL or a client's host would be. */
  searchUrl: string;
  close(): Promise<void>;
}

/** Serves `app` at `/search` on a free loopback port. */
export async function startSearchTestServer(app: Hono): Promise<SearchTestServer> {
  const root = new Hono();
  root.route('/search', app);
  const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    searchUrl: `${url}/search`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * `fetch` with a chosen Host header (Node's fetch always sends the URL's host), for requests
 * "from" a dealer site such as `coastal-toyota.localhost` while connecting to 127.0.0.1.
 */
export function fetchWithHost(host: string): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      headers.host = host;
      const body = init.body === undefined || init.body === null ? undefined : String(init.body);
      const req = httpRequest(url, { method: init.method ?? 'GET', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string') responseHeaders.set(name, value);
          }
          const status = res.statusCode ?? 500;
          const text = Buffer.concat(chunks).toString('utf8');
          resolve(new Response(status === 204 ? null : text, { status, headers: responseHeaders }));
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
}

/**
 * A `meilisearch` client `httpClient` that sends a chosen Host header and otherwise behaves like
 * the client's own (JSON body back, `MeilisearchApiError` on an error status).
 */
export function hostHttpClient(
  host: string,
): (...args: Parameters<typeof fetch>) => Promise<unknown> {
  const send = fetchWithHost(host);
  return async (input, init) => {
    const response = await send(input, init);
    const text = await response.text();
    const body = text === '' ? undefined : (JSON.parse(text) as unknown);
    if (!response.ok) throw new MeilisearchApiError(response, body as never);
    return body;
  };
}
