import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixture } from '../test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing.ts';
import { ifNoneMatch } from './platform.ts';

describe.each(testDatabaseTargets())('platform routes on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  it('answers health with the database kind', async () => {
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: db.kind });
  });

  it('answers 404 JSON for an unknown route and an unknown site', async () => {
    const unknown = await server.fetch('/api/nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found.' });
    const site = await server.fetch('/api/sites/no-such-site/stock.json');
    expect(site.status).toBe(404);
    expect(await site.json()).toEqual({ error: 'Unknown site "no-such-site".' });
  });

  it('answers 405 with Allow for a known path and a wrong method', async () => {
    const response = await server.fetch('/api/sites', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('lists every route in the generated OpenAPI document', async () => {
    const document = (await (await server.fetch('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const route of server.api.router.routes) {
      const path = route.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(document.paths[path]).toHaveProperty(route.method.toLowerCase());
    }
    const docs = await server.fetch('/api/docs');
    expect(docs.headers.get('content-type')).toContain('text/html');
  });
});

describe.each(testDatabaseTargets())('site routes on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  beforeAll(async () => {
    db = await open();
    await seedFixture(db);
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  it('lists sites with slug, name, template and domains only', async () => {
    const body = (await (await server.fetch('/api/sites')).json()) as { sites: unknown[] };
    expect(body.sites).toEqual([
      { slug: 'other-cars', name: 'Other Cars', template: 'group', domains: [] },
      {
        slug: 'test-motors',
        name: 'Test Motors',
        template: 'classic',
        domains: ['www.testmotors.com.au'],
      },
    ]);
  });

  it("feeds a site's stock: in stock, coming soon and recently sold, never another site's", async () => {
    const body = (await (await server.fetch('/api/sites/test-motors/stock.json')).json()) as {
      count: number;
      cars: { slug: string; path: string; location: { address: { city: string } } }[];
    };
    expect(body.cars.map((car) => car.slug).sort()).toEqual([
      '2019-mazda-cx-5-maxx-2',
      '2021-toyota-hilux-sr5-1',
      '2025-toyota-corolla-ascent-3',
    ]);
    expect(body.count).toBe(3);
    expect(body.cars[0]?.path).toBe(`/cars/${body.cars[0]?.slug}`);
    expect(body.cars[0]?.location.address.city).toBe('Brisbane City');
  });

  it('versions the stock feed: an ETag, 304 for If-None-Match of it, a new one when a car changes', async () => {
    const first = await server.fetch('/api/sites/test-motors/stock.json');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"stock-test-motors-3-/);
    await first.arrayBuffer();
    const unchanged = await server.fetch('/api/sites/test-motors/stock.json', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    await db.query(
      "UPDATE cars SET price = price + 1, updated_at = now() + interval '1 minute' WHERE slug = $1",
      ['2019-mazda-cx-5-maxx-2'],
    );
    const changed = await server.fetch('/api/sites/test-motors/stock.json', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as { count: number }).count).toBe(3);
  });
});

describe('ifNoneMatch', () => {
  it('matches the tag weakly, in a list, or *', () => {
    expect(ifNoneMatch('W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatch('"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatch('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatch('*', 'W/"a"')).toBe(true);
    expect(ifNoneMatch('W/"b"', 'W/"a"')).toBe(false);
    expect(ifNoneMatch(undefined, 'W/"a"')).toBe(false);
  });
});
