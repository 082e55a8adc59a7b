import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from './config.ts';
import { type RunningServer, startPlatformServer } from './platform-server.ts';

const SLUG = 'sunshine-used-cars';
const SEARCH_KEY = 'render-searches-search-key';

/**
 * A site build whose `/searches?n=N` render runs N searches in process, as the results page's
 * loader does (`/search/multi-search` with the site's Host and no key of its own), and lists
 * the statuses they got.
 */
const searchingBuild = `
export const usesCspNonce = true;
export function createSiteHandler({ platformFetch }) {
  return async (request) => {
    const url = new URL(request.url);
    const statuses = [];
    for (let i = 0; i < Number(url.searchParams.get('n') ?? 0); i++) {
      const answer = await platformFetch(
        new Request(new URL('/search/multi-search', url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', host: url.host },
          body: JSON.stringify({ queries: [{ indexUid: 'cars', q: '', limit: 1 }] }),
        }),
      );
      const json = await answer.json();
      statuses.push(answer.status + ':' + (json.results?.[0]?.hits?.length ?? 'none'));
    }
    return new Response('<!doctype html><title>Searches</title><p>' + statuses.join(' ') + '</p>', {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
}
`;

interface Answer {
  status: number;
  body: string;
}

/** A request to the site's host over real HTTP (Node's fetch drops a Host header). */
function ask(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: init.method ?? 'GET',
        headers: { host: `${SLUG}.localhost:${url.port}`, accept: 'text/html', ...init.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const networkSearch = (base: string, key?: string) =>
  ask(base, '/search/multi-search', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: JSON.stringify({ queries: [{ indexUid: 'cars', q: '', limit: 1 }] }),
  });

describe("a render's own searches (vehicle-stock §2: results pages under load)", () => {
  let dir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'forecourt-render-searches-'));
    const sitesDir = join(dir, 'sites');
    await mkdir(join(sitesDir, SLUG, 'server'), { recursive: true });
    await mkdir(join(sitesDir, SLUG, 'client'), { recursive: true });
    await writeFile(join(sitesDir, SLUG, 'server', 'package.json'), '{ "type": "module" }\n');
    await writeFile(join(sitesDir, SLUG, 'server', 'index.js'), searchingBuild);
    const config = await readServerConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        FORECOURT_DATA_DIR: join(dir, 'data'),
        FORECOURT_ADMIN_KEY: 'render-searches-admin',
        FORECOURT_SEARCH_KEY: SEARCH_KEY,
        // A tiny search limit, per client and per site, that a few searches use up.
        FORECOURT_RATE_LIMITS: 'search.client=3/60,search.site=5/60',
      },
      dir,
    );
    server = await startPlatformServer({ ...config, sitesDir }, pino({ level: 'silent' }));
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers every in-process search past the search limit, with the server key', async () => {
    // Twelve in-process searches: past the client's 3 and the site's 5 a minute, and none
    // carries a key of its own though /search asks for one.
    const page = await ask(server.url, '/searches?n=12');
    expect(page.status).toBe(200);
    const statuses = /<p>([^<]*)<\/p>/.exec(page.body)?.[1]?.split(' ');
    expect(statuses).toEqual(Array.from({ length: 12 }, () => '200:1'));
  }, 60_000);

  it('still limits and asks a key of searches from the network', async () => {
    // The limit counts before the key is checked: the keyless try is one of the client's 3.
    expect((await networkSearch(server.url)).status).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await networkSearch(server.url, SEARCH_KEY)).status);
    expect(statuses).toEqual([200, 200, 429]);
    // The shoppers' limit used up, a render's searches still answer.
    const page = await ask(server.url, '/searches?n=2');
    expect(/<p>([^<]*)<\/p>/.exec(page.body)?.[1]).toBe('200:1 200:1');
  }, 60_000);
});
