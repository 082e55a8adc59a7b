import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteRecord } from '@forecourt/api';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlatformRequest, siteHosting } from './site-hosting.ts';

const site = (slug: string, name: string, domains: string[] = []) =>
  ({ slug, name, template: 'classic', domains }) as unknown as SiteRecord;

const SITES = [
  site('acme-motors', 'Acme Motors', ['www.acmemotors.com.au']),
  site('bare-cars', 'Bare Cars'),
];

/** The SiteDirectory lookups site hosting uses, over a fixed list. */
const directory = {
  list: async () => SITES,
  forHost: async (host: string) => {
    const name = host.replace(/:\d+$/, '').toLowerCase();
    return SITES.find((s) => s.domains.includes(name) || name === `${s.slug}.localhost`);
  },
};

/**
 * A stand-in for a React Router server build: the same export (createSiteHandler) answering
 * with what it was asked and what the in-process platform fetch said.
 */
const fakeServerBuild = (label: string) => `
export function createSiteHandler({ platformFetch }) {
  return async (request) => {
    const url = new URL(request.url);
    const api = platformFetch ? await (await platformFetch(new Request(url.origin + '/api/ping'))).text() : 'none';
    return new Response('${label} ' + request.method + ' ' + url.host + url.pathname + ' api=' + api, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
}
`;

describe('siteHosting', () => {
  let distDir: string;
  let platform: Hono;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'forecourt-sites-'));
    const build = join(distDir, 'acme-motors');
    await mkdir(join(build, 'client', 'assets'), { recursive: true });
    await mkdir(join(build, 'server'), { recursive: true });
    await writeFile(join(build, 'client', 'assets', 'root-AbC123.js'), 'export const root = 1;\n');
    await writeFile(join(build, 'client', 'favicon.ico'), 'icon');
    await writeFile(join(build, 'client', '.hidden'), 'secret');
    await writeFile(join(build, 'server', 'package.json'), '{ "type": "module" }\n');
    await writeFile(join(build, 'server', 'index.js'), fakeServerBuild('v1'));

    // The platform server's shape: site hosting first, then media, search and the API.
    platform = new Hono();
    platform.route(
      '/',
      siteHosting({
        sites: directory,
        distDir,
        logger: pino({ level: 'silent' }),
        platformFetch: (request) => platform.fetch(request),
      }),
    );
    platform.get('/media/*', (c) => c.text('media'));
    platform.all('/search/*', (c) => c.json({ engine: c.req.path }));
    platform.get('/api/ping', (c) => c.text('pong'));
    platform.get('/api/docs', (c) => c.text('docs'));
  });

  afterAll(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (host: string, path: string, init: RequestInit = {}) =>
    platform.fetch(new Request(`http://${host}${path}`, init));

  it('renders a site host through its server build, with the platform fetch in process', async () => {
    const response = await get('acme-motors.localhost:4000', '/cars/a-car');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('v1 GET acme-motors.localhost:4000/cars/a-car api=pong');
  });

  it("serves a site's custom domain as that site", async () => {
    const response = await get('www.acmemotors.com.au', '/');
    expect(await response.text()).toBe('v1 GET www.acmemotors.com.au/ api=pong');
  });

  it('serves hashed assets as immutable and other client files for an hour', async () => {
    const asset = await get('acme-motors.localhost:4000', '/assets/root-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('export const root = 1;\n');
    const icon = await get('acme-motors.localhost:4000', '/favicon.ico');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    const head = await get('acme-motors.localhost:4000', '/favicon.ico', { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('4');
  });

  it('never serves dot-files or paths outside the client folder', async () => {
    expect(await (await get('acme-motors.localhost', '/.hidden')).text()).toMatch(/^v1 /);
    const traversal = await get('acme-motors.localhost', '/assets/%2e%2e/%2e%2e/server/index.js');
    expect(await traversal.text()).toMatch(/^v1 GET/);
  });

  it('answers 503 naming the build command for a site without a build', async () => {
    const response = await get('bare-cars.localhost:4000', '/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('pnpm build:site bare-cars');
  });

  it('keeps /api, /media and the search engine on the platform routes for site hosts', async () => {
    const host = 'acme-motors.localhost:4000';
    expect(await (await get(host, '/api/ping')).text()).toBe('pong');
    expect(await (await get(host, '/media/cars/a/1.svg')).text()).toBe('media');
    for (const path of ['/search/multi-search', '/search/indexes/cars/search', '/search/health']) {
      expect(await (await get(host, path, { method: 'POST' })).json()).toEqual({ engine: path });
    }
    expect(await (await get(host, '/search/indexes/cars/search')).json()).toEqual({
      engine: '/search/indexes/cars/search',
    });
  });

  it("leaves a site's own /search pages to the site (site-wide §2)", async () => {
    const host = 'acme-motors.localhost:4000';
    expect(await (await get(host, '/search?query=ute')).text()).toMatch(/^v1 GET .*\/search api/);
    expect(await (await get(host, '/search/toyota')).text()).toMatch(/\/search\/toyota api/);
  });

  it('lists every site with its localhost link and the API docs on localhost', async () => {
    const response = await get('localhost:4000', '/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en-AU">');
    expect(html).toContain('<a href="http://acme-motors.localhost:4000/">Acme Motors</a>');
    expect(html).toContain('<a href="http://bare-cars.localhost:4000/">Bare Cars</a>');
    expect(html).toContain('pnpm build:site bare-cars');
    expect(html).toContain('href="/api/docs"');
    expect(await (await get('localhost:4000', '/api/docs')).text()).toBe('docs');
  });

  it('says so on a *.localhost host that is no site', async () => {
    const response = await get('nowhere.localhost:4000', '/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('No dealer site is served at');
  });

  it('loads a replaced build on the next request', async () => {
    const entry = join(distDir, 'acme-motors', 'server', 'index.js');
    await writeFile(entry, fakeServerBuild('v2'));
    const later = new Date(Date.now() + 5_000);
    await utimes(entry, later, later);
    expect(await (await get('acme-motors.localhost', '/')).text()).toMatch(/^v2 /);
  });
});

describe('isPlatformRequest', () => {
  it.each([
    ['GET', '/api/sites', true],
    ['GET', '/api', true],
    ['GET', '/media/cars/a/1.svg', true],
    ['POST', '/search/multi-search', true],
    ['GET', '/search/version', true],
    ['POST', '/search/toyota', true],
    ['GET', '/search/toyota', false],
    ['GET', '/search', false],
    ['GET', '/apiary', false],
    ['GET', '/', false],
  ])('%s %s → %s', (method, path, expected) => {
    expect(isPlatformRequest(method, path)).toBe(expected);
  });
});
