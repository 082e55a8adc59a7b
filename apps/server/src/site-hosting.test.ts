import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import type { SiteRecord } from '@forecourt/api';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compressResponse,
  isPlatformRequest,
  negotiateEncoding,
  siteHosting,
} from './site-hosting.ts';

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
    ['GET', '/_img', true],
    ['GET', '/_imgs', false],
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

/**
 * `pnpm bench:web`: Lighthouse's document-latency check and the JS budgets
 * on a mobile connection need text sent compressed.
 */
describe('site hosting compression', () => {
  let distDir: string;
  let platform: Hono;
  const script = `export const cars = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, make: 'Toyota' })))};\n`;
  const page = `<!doctype html><html><body>${'<p>A car for sale.</p>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'forecourt-sites-gzip-'));
    const build = join(distDir, 'acme-motors');
    await mkdir(join(build, 'client', 'assets'), { recursive: true });
    await mkdir(join(build, 'server'), { recursive: true });
    await writeFile(join(build, 'client', 'assets', 'cars-Xy12.js'), script);
    await writeFile(join(build, 'client', 'assets', 'tiny-Ab34.js'), 'export {};\n');
    await writeFile(join(build, 'client', 'assets', 'photo-Cd56.png'), Buffer.alloc(4096, 7));
    await writeFile(join(build, 'server', 'package.json'), '{ "type": "module" }\n');
    await writeFile(
      join(build, 'server', 'index.js'),
      `export function createSiteHandler() {
        return async (request) => new Response(${JSON.stringify(page)}, {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      }\n`,
    );
    platform = new Hono();
    platform.route(
      '/',
      siteHosting({ sites: directory, distDir, logger: pino({ level: 'silent' }) }),
    );
  });

  afterAll(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding?: string, method = 'GET') =>
    platform.fetch(
      new Request(`http://acme-motors.localhost:4000${path}`, {
        method,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      }),
    );
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('sends a script as Brotli to a browser, still immutable, varying on Accept-Encoding', async () => {
    const response = await get('/assets/cars-Xy12.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(script);
    // Compressed once, then served from memory: the same bytes again.
    expect(await bytes(await get('/assets/cars-Xy12.js', 'br'))).toEqual(body);
  });

  it('sends gzip to a client without Brotli and the raw file to one that asks for none', async () => {
    const gzipped = await get('/assets/cars-Xy12.js', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzipped)).toString()).toBe(script);

    const plain = await get('/assets/cars-Xy12.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    expect(await plain.text()).toBe(script);
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const full = await bytes(await get('/assets/cars-Xy12.js', 'br'));
    const head = await get('/assets/cars-Xy12.js', 'br', 'HEAD');
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(String(full.length));
    expect(head.body).toBeNull();
  });

  it('leaves files under 1 KiB and binary files as they are', async () => {
    const tiny = await get('/assets/tiny-Ab34.js', 'br, gzip');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {};\n');
    const photo = await get('/assets/photo-Cd56.png', 'br, gzip');
    expect(photo.headers.get('content-encoding')).toBeNull();
    expect((await bytes(photo)).length).toBe(4096);
  });

  it('compresses server-rendered pages', async () => {
    const response = await get('/cars/a-car', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(page);
  });
});

describe('compressResponse', () => {
  const html = { 'content-type': 'text/html; charset=utf-8' };

  it('flushes each chunk of a streamed page, so the start arrives before the render ends', async () => {
    for (const [encoding, decompressor] of [
      ['br', createBrotliDecompress],
      ['gzip', createGunzip],
    ] as const) {
      let finish: (() => void) | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(`<!doctype html><h1>${'Cars '.repeat(300)}</h1>`),
          );
          finish = () => {
            controller.enqueue(new TextEncoder().encode('<p>the rest</p>'));
            controller.close();
          };
        },
      });
      const response = compressResponse(new Response(body, { headers: html }), encoding);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      // Without a flush per chunk nothing would come out until the render ends.
      const first = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`${encoding}: nothing before the end`)), 2_000),
        ),
      ]);
      const inflate = decompressor();
      const text = new Promise<string>((resolve) =>
        inflate.once('data', (chunk: Buffer) => resolve(chunk.toString())),
      );
      inflate.write(first.value as Uint8Array);
      expect(await text).toMatch(/^<!doctype html><h1>Cars Cars /);
      finish?.();
      while (!(await reader.read()).done) {
        // drain
      }
    }
  });

  it('leaves encoded, no-transform, bodiless and non-text responses alone', () => {
    const encoded = new Response('x'.repeat(2000), {
      headers: { ...html, 'content-encoding': 'gzip' },
    });
    expect(compressResponse(encoded, 'br')).toBe(encoded);
    const noTransform = new Response('x'.repeat(2000), {
      headers: { ...html, 'cache-control': 'no-transform' },
    });
    expect(compressResponse(noTransform, 'br')).toBe(noTransform);
    const empty = new Response(null, { status: 204, headers: html });
    expect(compressResponse(empty, 'br')).toBe(empty);
    const image = new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/webp' } });
    expect(compressResponse(image, 'br')).toBe(image);
    const small = new Response('<p>hi</p>', { headers: { ...html, 'content-length': '9' } });
    expect(compressResponse(small, 'br')).toBe(small);
  });

  it('adds Accept-Encoding to an existing Vary', () => {
    const response = new Response('x'.repeat(2000), {
      headers: { ...html, vary: 'Cookie' },
    });
    expect(compressResponse(response, 'gzip').headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
