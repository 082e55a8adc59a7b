import { request as httpRequest } from 'node:http';
import { serverUrl } from './harness.ts';

export interface SiteAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request to a demo site on the shared server over real HTTP, with the site's Host header
 * (Node's fetch cannot resolve `<slug>.localhost` and drops a Host header set by hand). Redirects
 * are not followed: the answer is the site's own.
 */
export function askSite(
  slug: string,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<SiteAnswer> {
  const base = new URL(serverUrl());
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        path,
        method,
        headers: { host: `${slug}.localhost:${base.port}`, accept: 'text/html', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The status a shopper finally lands on: same-site redirects followed (at most five). */
export async function finalStatus(slug: string, path: string): Promise<number> {
  let current = path;
  for (let hop = 0; hop < 5; hop += 1) {
    const answer = await askSite(slug, current);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || typeof location !== 'string') {
      return answer.status;
    }
    const next = new URL(location, `http://${slug}.localhost`);
    if (!next.hostname.startsWith(`${slug}.`)) return answer.status;
    current = `${next.pathname}${next.search}`;
  }
  return 0;
}

/** Runs `work` over `items`, `limit` at a time (the server and the browser share two cores). */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
