import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, serveStatic } from './serve-static.ts';

describe('serveStatic', () => {
  let dir: string;
  let server: StaticServer;

  /** A GET with the path sent as written (fetch would normalise `..` away). */
  const rawGet = (path: string) =>
    new Promise<{ status: number; body: string }>((done, fail) => {
      get({ host: '127.0.0.1', port: server.port, path }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => done({ status: response.statusCode ?? 0, body }));
      }).on('error', fail);
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'forecourt-static-'));
    const site = join(dir, 'site');
    await mkdir(join(site, 'assets'), { recursive: true });
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(join(site, 'index.json'), '{"v":5}');
    await writeFile(join(site, 'assets', 'app.js'), 'export {};');
    await writeFile(join(dir, 'secret.txt'), 'secret');
    server = await serveStatic(site);
  });

  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('listens on a free loopback port', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.port).toBeGreaterThan(0);
  });

  it('serves files with their content type, ignoring the query string', async () => {
    const response = await fetch(`${server.url}/assets/app.js?v=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('export {};');
    expect(await (await fetch(`${server.url}/index.json`)).json()).toEqual({ v: 5 });
  });

  it('serves index.html for a directory', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<title>Home</title>');
  });

  it('answers 404 for a missing file and never leaves the directory', async () => {
    expect((await fetch(`${server.url}/nope.js`)).status).toBe(404);
    for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt']) {
      const response = await rawGet(path);
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });

  it('answers 304 to a matching ETag and sets the cache lifetime asked for', async () => {
    const first = await fetch(`${server.url}/index.json`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${server.url}/index.json`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const cached = await serveStatic(join(dir, 'site'), { maxAgeSeconds: 600 });
    try {
      const response = await fetch(`${cached.url}/index.json`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    } finally {
      await cached.close();
    }
  });

  it('accepts only GET and HEAD', async () => {
    expect((await fetch(`${server.url}/index.json`, { method: 'POST' })).status).toBe(405);
    const head = await fetch(`${server.url}/index.json`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('7');
  });
});
