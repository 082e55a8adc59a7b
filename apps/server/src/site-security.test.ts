import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPlatformApi,
  type InProcessBindings,
  PERMISSIONS_POLICY,
  type SiteRecord,
  securityHeaders,
} from '@forecourt/api';
import { openDatabase } from '@forecourt/db';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forSiteHandler, siteCspSources, siteHosting } from './site-hosting.ts';

const site = (slug: string, settings: Record<string, unknown> = {}) =>
  ({ slug, name: slug, template: 'classic', domains: [], settings }) as unknown as SiteRecord;

const SITES = [
  site('nonce-motors', { image_cdn: { base_url: 'https://img.example/cars/' } }),
  site('legacy-motors'),
];

const directory = {
  list: async () => SITES,
  forHost: async (host: string) =>
    SITES.find((s) => host.replace(/:\d+$/, '').toLowerCase() === `${s.slug}.localhost`),
};

/**
 * A site build's server entry that renders an inline script and style with the nonce it was
 * handed, and says what client IP it was told; `usesCspNonce` as a nonce-stamping build says.
 */
const fakeServerBuild = (usesCspNonce: boolean) => `
export const usesCspNonce = ${usesCspNonce};
export function createSiteHandler() {
  return async (request) => {
    const nonce = request.headers.get('x-forecourt-csp-nonce');
    const ip = request.headers.get('x-forecourt-client-ip');
    return new Response('<!doctype html><style nonce="' + nonce + '">b{}</style><script nonce="' + nonce + '">1</script><p>ip=' + ip + '</p>', {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
}
`;

/** The headers every answer carries, whatever it is. */
function expectSecurityHeaders(response: Response, { https = false } = {}) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/img-src 'self' data:/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  if (https) {
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  } else {
    expect(response.headers.get('strict-transport-security')).toBeNull();
  }
  return csp;
}

const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];

describe('security headers on the platform server (sites, assets, API)', () => {
  let distDir: string;
  let platform: Hono;
  let close: () => Promise<void>;

  const ask = (url: string, init: RequestInit = {}, env?: unknown) =>
    platform.request(url, init, env as never);

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'forecourt-csp-sites-'));
    for (const [slug, nonce] of [
      ['nonce-motors', true],
      ['legacy-motors', false],
    ] as const) {
      await mkdir(join(distDir, slug, 'client', 'assets'), { recursive: true });
      await mkdir(join(distDir, slug, 'server'), { recursive: true });
      await writeFile(join(distDir, slug, 'client', 'assets', 'root-AbC.js'), 'export {};\n');
      await writeFile(join(distDir, slug, 'server', 'package.json'), '{ "type": "module" }\n');
      await writeFile(join(distDir, slug, 'server', 'index.js'), fakeServerBuild(nonce));
    }
    const db = await openDatabase();
    const api = createPlatformApi({
      db,
      logger: pino({ level: 'silent' }),
      now: () => new Date(),
      adminKey: 'k',
      codeSender: { send: async () => {} },
      development: false,
    });
    close = () => db.close();
    // The platform server's shape (platform-server.ts): headers outermost, then sites, then API.
    platform = new Hono();
    platform.use('*', securityHeaders({ trustProxy: 1 }));
    platform.route(
      '/',
      siteHosting({ sites: directory, distDir, logger: pino({ level: 'silent' }) }),
    );
    platform.route('/', api.app);
  });

  afterAll(async () => {
    await close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sets them on an API answer, with no HSTS over plain http', async () => {
    const response = await ask('http://localhost/api/openapi.json');
    expect(response.status).toBe(200);
    const csp = expectSecurityHeaders(response);
    expect(csp).not.toMatch(/(script|style)-src [^;]*unsafe-inline/);
  });

  it('sets them on an API error (404, 405, 400 and 415)', async () => {
    for (const [path, init] of [
      ['/api/nowhere', {}],
      ['/api/health', { method: 'DELETE' }],
      [
        '/api/leads',
        { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } },
      ],
      ['/api/leads', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } }],
    ] as const) {
      const response = await ask(`http://localhost${path}`, init as RequestInit);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(response);
    }
  });

  it('adds HSTS only over https: a trusted proxy saying so, not a client on its own', async () => {
    const viaProxy = await ask('http://localhost/api/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expectSecurityHeaders(viaProxy, { https: true });
    expect(viaProxy.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    // Without a trusted proxy the same header is the client's word: ignored.
    const direct = new Hono();
    direct.use('*', securityHeaders());
    direct.get('/', (c) => c.text('ok'));
    const spoofed = await direct.request('http://localhost/', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expectSecurityHeaders(spoofed);
  });

  it('serves the API docs with a style nonce that matches the CSP', async () => {
    const response = await ask('http://localhost/api/docs');
    const nonce = nonceOf(expectSecurityHeaders(response));
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`<style nonce="${nonce}">`);
  });

  it('sets them on a static asset of a site, with the site image CDN in img-src', async () => {
    const response = await ask('http://nonce-motors.localhost/assets/root-AbC.js');
    expect(response.status).toBe(200);
    const csp = expectSecurityHeaders(response);
    expect(csp).toContain("img-src 'self' data: blob: https://img.example");
  });

  it('hands a site page a fresh nonce per response, which its CSP allows, and the client IP', async () => {
    const pages = await Promise.all(
      [1, 2].map(async () => {
        const response = await ask('http://nonce-motors.localhost/', {
          headers: {
            // A client cannot choose the nonce or the IP the site is told.
            'x-forecourt-csp-nonce': 'attacker',
            'x-forecourt-client-ip': '6.6.6.6',
            'x-forwarded-for': '203.0.113.7',
          },
        });
        const csp = expectSecurityHeaders(response);
        const nonce = nonceOf(csp);
        expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
        expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("frame-src 'self' https://www.youtube.com");
        expect(response.headers.get('content-security-policy-report-only')).toBeNull();
        const html = await response.text();
        expect(html).toContain(`<script nonce="${nonce}">`);
        expect(html).toContain(`<style nonce="${nonce}">`);
        expect(html).not.toContain('attacker');
        expect(html).toContain('ip=203.0.113.7');
        return nonce;
      }),
    );
    expect(pages[0]).not.toBe(pages[1]);
  });

  it("gives a build that does not stamp the nonce 'unsafe-inline', with the strict policy as Report-Only", async () => {
    const response = await ask('http://legacy-motors.localhost/');
    expect(response.status).toBe(200);
    const csp = expectSecurityHeaders(response);
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    const reportOnly = response.headers.get('content-security-policy-report-only') ?? '';
    expect(reportOnly).toMatch(/script-src 'self' 'nonce-[^']+'/);
  });

  it('sets them on the site index and the unknown-host page', async () => {
    const index = await ask('http://localhost/');
    const nonce = nonceOf(expectSecurityHeaders(index));
    expect(await index.text()).toContain(`<style nonce="${nonce}">`);
    const unknown = await ask('http://nowhere.localhost/');
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown);
  });

  it('lets only an in-process request name the client IP', async () => {
    const echo = new Hono();
    echo.use('*', securityHeaders());
    echo.get('/', async (c) => {
      const { clientInfoOf } = await import('@forecourt/api');
      return c.text(clientInfoOf(c).ip);
    });
    const inProcess: InProcessBindings = { forecourtInProcess: true };
    const named = await echo.request(
      '/',
      { headers: { 'x-forecourt-client-ip': '198.51.100.4' } },
      inProcess,
    );
    expect(await named.text()).toBe('198.51.100.4');
    const anonymous = await echo.request('/', {}, inProcess);
    expect(await anonymous.text()).toBe('in-process');
    const fromNetwork = await echo.request('/', {
      headers: { 'x-forecourt-client-ip': '198.51.100.4' },
    });
    expect(await fromNetwork.text()).toBe('unknown');
  });
});

describe('forSiteHandler', () => {
  it('replaces the nonce and client IP headers and keeps the body of a POST', async () => {
    const request = new Request('http://acme.localhost/enquire', {
      method: 'POST',
      body: 'name=Jane',
      headers: { 'x-forecourt-csp-nonce': 'mine', 'content-type': 'text/plain' },
    });
    const handed = forSiteHandler(request, 'n0nce', '192.0.2.1');
    expect(handed.headers.get('x-forecourt-csp-nonce')).toBe('n0nce');
    expect(handed.headers.get('x-forecourt-client-ip')).toBe('192.0.2.1');
    expect(await handed.text()).toBe('name=Jane');
  });
});

describe('siteCspSources', () => {
  it('adds the image CDN origin and the video players, and ignores a bad URL', () => {
    expect(
      siteCspSources(site('a', { image_cdn: { base_url: 'https://cdn.example/x/' } })),
    ).toMatchObject({
      img: ['https://cdn.example'],
      frame: expect.arrayContaining(['https://player.vimeo.com']),
    });
    expect(
      siteCspSources(site('b', { image_cdn: { base_url: 'javascript:alert(1)' } })).img,
    ).toEqual([]);
    expect(siteCspSources(site('c', { image_cdn: { base_url: null } })).img).toEqual([]);
  });
});
