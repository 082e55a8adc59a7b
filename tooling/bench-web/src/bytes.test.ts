import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSize, httpGet, isLocalHost } from './bytes.ts';

describe('gzipSize (JS gzip)', () => {
  it('is the length of the body gzipped at level 9', () => {
    const body = 'export const cars = [];\n'.repeat(500);
    expect(gzipSize(body)).toBeLessThan(body.length / 20);
    expect(gzipSize(Buffer.from(body))).toBe(gzipSize(body));
  });
});

describe('isLocalHost', () => {
  it.each([
    ['localhost', true],
    ['sunshine-used-cars.localhost', true],
    ['127.0.0.1', false],
    ['www.sunshineusedcars.com.au', false],
    ['localhost.example.com', false],
  ])('%s → %s', (host, expected) => {
    expect(isLocalHost(host)).toBe(expected);
  });
});

describe('httpGet', () => {
  let server: Server;
  let port: number;
  const seen: { host?: string; encoding?: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ host: request.headers.host, encoding: request.headers['accept-encoding'] });
      response.end(`${request.headers.host}${request.url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends a site host to 127.0.0.1 with its Host header, uncompressed', async () => {
    const { status, body } = await httpGet(
      `http://sunshine-used-cars.localhost:${port}/assets/a.js?v=1`,
    );
    expect(status).toBe(200);
    expect(body.toString()).toBe(`sunshine-used-cars.localhost:${port}/assets/a.js?v=1`);
    expect(seen.at(-1)).toEqual({
      host: `sunshine-used-cars.localhost:${port}`,
      encoding: 'identity',
    });
  });

  it('asks for another encoding when told and fetches other hosts as they are', async () => {
    await httpGet(`http://localhost:${port}/`, 'br, gzip');
    expect(seen.at(-1)?.encoding).toBe('br, gzip');
    const { body } = await httpGet(`http://127.0.0.1:${port}/x`);
    expect(body.toString()).toBe(`127.0.0.1:${port}/x`);
  });
});
