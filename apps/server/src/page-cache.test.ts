import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEAD_ATTRIBUTION_COOKIE } from '@forecourt/lead-payloads';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from './config.ts';
import { cacheableFor, NONCE_PLACEHOLDER, PageCache } from './page-cache.ts';
import { type RunningServer, startPlatformServer } from './platform-server.ts';

const page = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=30, stale-while-revalidate=30',
      ...headers,
    },
  });

describe('cacheableFor (pages opt in with Cache-Control)', () => {
  it('takes public pages with a positive max-age, and their stale-while-revalidate', () => {
    expect(cacheableFor('public, max-age=30, stale-while-revalidate=60')).toEqual({
      maxAge: 30,
      swr: 60,
    });
    expect(cacheableFor('public, s-maxage=10, max-age=0')).toEqual({ maxAge: 10, swr: 0 });
  });

  it('refuses pages that do not opt in or that are per shopper', () => {
    for (const header of [
      null,
      '',
      'max-age=30',
      'public, max-age=0',
      'public, max-age=30, private',
      'public, no-store, max-age=30',
      'public, no-cache, max-age=30',
    ]) {
      expect(cacheableFor(header)).toBeNull();
    }
  });
});

describe('PageCache', () => {
  const nonces = (() => {
    let n = 0;
    return () => `nonce${++n}AAAA==`;
  })();

  it('answers a page once rendered with the next response nonce in its place', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async (nonce: string) => {
      renders += 1;
      return page(`<script nonce="${nonce}">1</script><p>${nonce.length}</p>`);
    };
    const first = await cache.answer('s', '/a', 'firstNONCE==', render, { refreshNonce: nonces });
    const second = await cache.answer('s', '/a', 'secondNONCE=', render, { refreshNonce: nonces });
    expect([first.state, second.state]).toEqual(['MISS', 'HIT']);
    expect(renders).toBe(1);
    expect(await first.response.text()).toBe('<script nonce="firstNONCE==">1</script><p>12</p>');
    const body = await second.response.text();
    expect(body).toBe('<script nonce="secondNONCE=">1</script><p>12</p>');
    expect(body).not.toContain(NONCE_PLACEHOLDER);
    expect(second.response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a stale page while one background render replaces it', async () => {
    let now = 1_000_000;
    const cache = new PageCache({ now: () => now });
    let version = 1;
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page(`v${version}`);
    };
    await cache.answer('s', '/', 'n', render, { refreshNonce: nonces });
    version = 2;
    now += 31_000; // past max-age, within stale-while-revalidate
    const stale = await Promise.all([
      cache.answer('s', '/', 'n', render, { refreshNonce: nonces }),
      cache.answer('s', '/', 'n', render, { refreshNonce: nonces }),
    ]);
    expect(stale.map((answer) => answer.state)).toEqual(['STALE', 'STALE']);
    expect(await stale[0]?.response.text()).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(renders).toBe(2);
    const fresh = await cache.answer('s', '/', 'n', render, { refreshNonce: nonces });
    expect(fresh.state).toBe('HIT');
    expect(await fresh.response.text()).toBe('v2');
    now += 61_000; // past stale-while-revalidate too: rendered again before answering
    const expired = await cache.answer('s', '/', 'n', render, { refreshNonce: nonces });
    expect(expired.state).toBe('MISS');
  });

  it('shares one render among requests for the same page arriving together', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page('burst');
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cache.answer('s', '/', 'n', render, { refreshNonce: nonces }),
      ),
    );
    expect(renders).toBe(1);
    expect(new Set(answers.map((answer) => answer.state))).toEqual(new Set(['MISS', 'HIT']));
    for (const answer of answers) expect(await answer.response.text()).toBe('burst');
  });

  it('never keeps a page that sets a cookie, is not 200 or does not opt in', async () => {
    const cache = new PageCache();
    for (const response of [
      () => page('cookie', { 'set-cookie': 'a=1; Path=/' }),
      () => page('missing', {}, 404),
      () => new Response('plain', { headers: { 'content-type': 'text/html' } }),
      () => page('private', { 'cache-control': 'private, max-age=60' }),
    ]) {
      let renders = 0;
      const render = async () => {
        renders += 1;
        return response();
      };
      const first = await cache.answer('s', '/x', 'n', render, { refreshNonce: nonces });
      const second = await cache.answer('s', '/x', 'n', render, { refreshNonce: nonces });
      expect([first.state, second.state]).toEqual(['BYPASS', 'BYPASS']);
      expect(renders).toBe(2);
      expect(await second.response.text()).toBe(await response().text());
    }
    expect(cache.size).toBe(0);
  });

  it('never keeps a results page whose search failed (503), and renders the next one afresh (vehicle-stock §2)', async () => {
    const cache = new PageCache();
    const answers = [
      // The route's own answer: 503, Retry-After, no-store.
      page('search unavailable', { 'cache-control': 'no-store', 'retry-after': '10' }, 503),
      // A 503 that (wrongly) still says public is not kept either.
      page('search unavailable'),
      page('12 cars found'),
    ];
    const statuses = answers.map((answer) => answer.status);
    statuses[1] = 503;
    let renders = 0;
    const render = async () => {
      const index = renders++;
      const answer = answers[index] as Response;
      return new Response(answer.body, { status: statuses[index], headers: answer.headers });
    };
    const states = [];
    for (let i = 0; i < 4; i++) {
      const { response, state } = await cache.answer('s', '/search?make=Kia', 'n', render, {
        refreshNonce: nonces,
      });
      states.push([state, response.status, await response.text()]);
    }
    expect(states).toEqual([
      ['BYPASS', 503, 'search unavailable'],
      ['BYPASS', 503, 'search unavailable'],
      ['MISS', 200, '12 cars found'],
      ['HIT', 200, '12 cars found'],
    ]);
    expect(renders).toBe(3);
  });

  it("drops a site's pages when its stock changes, and a render that raced the change", async () => {
    const cache = new PageCache();
    let stock = 'old';
    const render = async () => page(stock);
    await cache.answer('a', '/', 'n', render, { refreshNonce: nonces });
    await cache.answer('b', '/', 'n', render, { refreshNonce: nonces });
    stock = 'new';
    cache.invalidateSite('a');
    const a = await cache.answer('a', '/', 'n', render, { refreshNonce: nonces });
    const b = await cache.answer('b', '/', 'n', render, { refreshNonce: nonces });
    expect([a.state, await a.response.text()]).toEqual(['MISS', 'new']);
    expect([b.state, await b.response.text()]).toEqual(['HIT', 'old']);
    // A render that started before the change answers its request but is not kept.
    let release: () => void = () => {};
    const slow = async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return page('raced');
    };
    const racing = cache.answer('a', '/slow', 'n', slow, { refreshNonce: nonces });
    await new Promise((resolve) => setTimeout(resolve, 5));
    cache.invalidateSite('a');
    release();
    expect((await racing).state).toBe('MISS');
    const after = await cache.answer('a', '/slow', 'n', render, { refreshNonce: nonces });
    expect([after.state, await after.response.text()]).toEqual(['MISS', 'new']);
  });

  it('stays within its byte bound, dropping the least recently used pages', async () => {
    const cache = new PageCache({ maxBytes: 10_000 });
    for (let i = 0; i < 50; i++) {
      await cache.answer('s', `/${i}`, 'n', async () => page('x'.repeat(1000)), {
        refreshNonce: nonces,
      });
    }
    expect(cache.size).toBeLessThanOrEqual(5);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('answers HEAD from the cache but never fills it with a HEAD render', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page('head');
    };
    const head = await cache.answer('s', '/', 'n', render, {
      refreshNonce: nonces,
      readOnly: true,
    });
    expect(head.state).toBe('BYPASS');
    expect(cache.size).toBe(0);
    await cache.answer('s', '/', 'n', render, { refreshNonce: nonces });
    const cached = await cache.answer('s', '/', 'n', render, {
      refreshNonce: nonces,
      readOnly: true,
    });
    expect(cached.state).toBe('HIT');
    expect(renders).toBe(2);
  });
});

const SLUG = 'sunshine-used-cars';
const STOCKNUM = 'PAGECACHE1';

/**
 * A site build that renders from the real stock feed (through the in-process platform fetch),
 * puts the response's nonce on two scripts, opts in to the page cache except on /private, sets
 * a cookie on ?set-cookie and says how many renders it has done (x-render).
 */
const fakeServerBuild = `
let renders = 0;
export const usesCspNonce = true;
export function createSiteHandler({ platformFetch }) {
  return async (request) => {
    renders += 1;
    const url = new URL(request.url);
    const nonce = request.headers.get('x-forecourt-csp-nonce');
    const feed = await platformFetch(new Request(url.origin + '/api/sites/${SLUG}/stock.json'));
    const stock = await feed.json();
    const headers = { 'content-type': 'text/html; charset=utf-8', 'x-render': String(renders) };
    if (url.pathname !== '/private') headers['cache-control'] = 'public, max-age=60, stale-while-revalidate=60';
    if (url.searchParams.has('set-cookie')) headers['set-cookie'] = 'fc_seen=1; Path=/';
    const mine = stock.cars.filter((car) => car.stocknum === '${STOCKNUM}');
    return new Response('<!doctype html><script nonce="' + nonce + '">window.a = 1</script>' +
      '<p>' + stock.count + ' cars</p><ul>' + mine.map((car) => '<li>' + car.make + ' ' + car.model + '</li>').join('') +
      '</ul><script nonce="' + nonce + '">window.b = 2</script>', { headers });
  };
}
`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to a site host over real HTTP (Node's fetch drops a Host header). */
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
        headers: { host: `${SLUG}.localhost:${url.port}`, ...init.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const cspNonce = (answer: Answer) =>
  /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
const scriptNonces = (body: string) => [...body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);

describe('the rendered-page cache on the platform server', () => {
  let dir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'forecourt-page-cache-'));
    const sitesDir = join(dir, 'sites');
    await mkdir(join(sitesDir, SLUG, 'server'), { recursive: true });
    await mkdir(join(sitesDir, SLUG, 'client'), { recursive: true });
    await writeFile(join(sitesDir, SLUG, 'server', 'package.json'), '{ "type": "module" }\n');
    await writeFile(join(sitesDir, SLUG, 'server', 'index.js'), fakeServerBuild);
    const config = await readServerConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        FORECOURT_DATA_DIR: join(dir, 'data'),
        FORECOURT_ADMIN_KEY: 'page-cache-admin',
        FORECOURT_RATE_LIMITS: 'off',
      },
      dir,
    );
    server = await startPlatformServer({ ...config, sitesDir }, pino({ level: 'silent' }));
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a cached page equal to a fresh one but for its own, new nonce', async () => {
    const miss = await ask(server.url, '/?same');
    const hit = await ask(server.url, '/?same');
    expect(miss.headers['x-forecourt-page-cache']).toBe('MISS');
    expect(hit.headers['x-forecourt-page-cache']).toBe('HIT');
    // The same render (x-render), yet each response has its own nonce…
    expect(hit.headers['x-render']).toBe(miss.headers['x-render']);
    const [missNonce, hitNonce] = [cspNonce(miss), cspNonce(hit)];
    expect(missNonce).toBeTruthy();
    expect(hitNonce).toBeTruthy();
    expect(hitNonce).not.toBe(missNonce);
    // …and the page's scripts carry that response's nonce.
    expect(scriptNonces(miss.body)).toEqual([missNonce, missNonce]);
    expect(scriptNonces(hit.body)).toEqual([hitNonce, hitNonce]);
    expect(hit.body).not.toContain(NONCE_PLACEHOLDER);
    // A fresh render (a request with a cookie bypasses the cache) is the same page.
    const fresh = await ask(server.url, '/?same', { headers: { cookie: 'unrelated=1' } });
    expect(fresh.headers['x-forecourt-page-cache']).toBe('BYPASS');
    expect(Number(fresh.headers['x-render'])).toBeGreaterThan(Number(miss.headers['x-render']));
    const normalise = (answer: Answer) => answer.body.split(cspNonce(answer) ?? '\0').join('NONCE');
    expect(normalise(hit)).toBe(normalise(fresh));
    expect(hit.headers['cache-control']).toBe('no-cache');
  });

  it('bypasses the cache for a request with a session cookie', async () => {
    await ask(server.url, '/?session');
    const cached = await ask(server.url, '/?session');
    expect(cached.headers['x-forecourt-page-cache']).toBe('HIT');
    const signedIn = await ask(server.url, '/?session', {
      headers: { cookie: 'forecourt_session=abc' },
    });
    expect(signedIn.headers['x-forecourt-page-cache']).toBe('BYPASS');
    // The page's public opt-in never reaches a shared cache downstream with a shopper's page.
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    expect(cached.headers['cache-control']).toBe('no-cache');
    expect(Number(signedIn.headers['x-render'])).toBeGreaterThan(
      Number(cached.headers['x-render']),
    );
  });

  it("serves a shopper whose only cookie is the visit's lead attribution from the cache (vehicle-stock §3 lead_attributes)", async () => {
    await ask(server.url, '/?attribution');
    const cached = await ask(server.url, '/?attribution');
    expect(cached.headers['x-forecourt-page-cache']).toBe('HIT');
    const attribution = `${LEAD_ATTRIBUTION_COOKIE}=${encodeURIComponent('{"visited_pages":["/"]}')}`;
    const browsing = await ask(server.url, '/?attribution', { headers: { cookie: attribution } });
    expect(browsing.headers['x-forecourt-page-cache']).toBe('HIT');
    // With any other cookie beside it, the render is the shopper's own.
    const withSession = await ask(server.url, '/?attribution', {
      headers: { cookie: `${attribution}; forecourt_session=abc` },
    });
    expect(withSession.headers['x-forecourt-page-cache']).toBe('BYPASS');
  });

  it('never caches an answer that sets a cookie, nor a page that does not opt in', async () => {
    for (const path of ['/?set-cookie', '/private']) {
      const first = await ask(server.url, path);
      const second = await ask(server.url, path);
      expect(first.headers['x-forecourt-page-cache']).toBe('BYPASS');
      expect(second.headers['x-forecourt-page-cache']).toBe('BYPASS');
      expect(Number(second.headers['x-render'])).toBe(Number(first.headers['x-render']) + 1);
    }
    const cookie = await ask(server.url, '/?set-cookie');
    expect(cookie.headers['set-cookie']).toEqual(['fc_seen=1; Path=/']);
  });

  it('shows a car from a stock import on the next request', async () => {
    const before = await ask(server.url, '/');
    const cached = await ask(server.url, '/');
    expect(cached.headers['x-forecourt-page-cache']).toBe('HIT');
    expect(before.body).not.toContain('Pagecache Testcar');
    const imported = await ask(server.url, `/api/admin/stock?site=${SLUG}`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer page-cache-admin',
        'content-type': 'application/json',
      },
      body: JSON.stringify([
        {
          stocknum: STOCKNUM,
          status: 'in_stock',
          year: 2024,
          make: 'Pagecache',
          model: 'Testcar',
          price: 12345,
        },
      ]),
    });
    expect(imported.status).toBe(200);
    expect(JSON.parse(imported.body)).toMatchObject({ accepted: 1 });
    const after = await ask(server.url, '/');
    expect(after.headers['x-forecourt-page-cache']).toBe('MISS');
    expect(after.body).toContain('<li>Pagecache Testcar</li>');
  });
});
