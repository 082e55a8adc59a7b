import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StockImportReport } from '../stock-import.ts';
import { seedFixture } from '../test-fixtures.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../testing.ts';
import { STOCK_FEED_MAX_BYTES } from './stock.ts';

const NOW = new Date('2026-05-04T02:00:00.000Z');
const SAMPLE_CSV = readFileSync(new URL('../../test-feeds/sample-stock.csv', import.meta.url));
const SAMPLE_JSON = readFileSync(new URL('../../test-feeds/sample-stock.json', import.meta.url));
const ADMIN = { authorization: `Bearer ${TEST_ADMIN_KEY}` };

describe.each(testDatabaseTargets())('stock routes on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  const changes: { siteSlug: string | null; carIds: number[] }[] = [];

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, {
      now: () => NOW,
      onStockChanged: async (change) => {
        changes.push(change);
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });
  beforeEach(async () => {
    await db.query(
      'TRUNCATE sites, dealerships, manufacturers, stock_imports RESTART IDENTITY CASCADE',
    );
    await seedFixture(db, NOW);
    server.api.sites.invalidate();
    changes.length = 0;
  });

  const post = (
    query: string,
    body: RequestInit['body'],
    headers: Record<string, string> = { ...ADMIN, 'content-type': 'text/csv' },
  ) => server.fetch(`/api/admin/stock${query}`, { method: 'POST', body, headers });

  it('answers 401 without an admin key and 403 with a wrong one', async () => {
    const none = await post('?site=test-motors', SAMPLE_CSV, { 'content-type': 'text/csv' });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(await none.json()).toEqual({
      error: 'An admin key is required: Authorization: Bearer <key>.',
    });
    const wrong = await post('?site=test-motors', SAMPLE_CSV, {
      authorization: 'Bearer not-the-key',
      'content-type': 'text/csv',
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: 'The admin key is not valid.' });
    const [{ n } = { n: -1 }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM stock_imports',
    );
    expect(n).toBe(0);
  });

  it('answers 404 for an unknown site', async () => {
    const response = await post('?site=no-such-site', SAMPLE_CSV);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown site "no-such-site".' });
  });

  it('answers 400 without a site and for a full flag that is not true or false', async () => {
    const missing = await post('', SAMPLE_CSV);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: 'Invalid query parameters.',
      fields: { site: 'is required' },
    });
    const full = await post('?site=test-motors&full=yes', SAMPLE_CSV);
    expect(full.status).toBe(400);
    expect(((await full.json()) as { fields: unknown }).fields).toEqual({
      full: 'must be true or false',
    });
  });

  it('answers 415 for a Content-Type other than text/csv or application/json', async () => {
    const response = await post('?site=test-motors', SAMPLE_CSV, {
      ...ADMIN,
      'content-type': 'text/plain',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: 'Send the stock feed as text/csv or application/json (Content-Type was "text/plain").',
    });
  });

  /**
   * Sends a feed with node:http so the test controls the bytes: `declared` sends a Content-Length
   * over the limit and a few bytes, `streamed` sends chunks without a length until the answer.
   */
  const sendLarge = (mode: 'declared' | 'streamed') =>
    new Promise<{ status: number; connection: string | undefined; body: unknown }>((done, fail) => {
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      const request = httpRequest(`${server.url}/api/admin/stock?site=test-motors`, {
        method: 'POST',
        headers: {
          ...ADMIN,
          'content-type': 'text/csv',
          ...(mode === 'declared'
            ? { 'content-length': String(STOCK_FEED_MAX_BYTES + 1) }
            : { 'transfer-encoding': 'chunked' }),
        },
      });
      let answered = false;
      request.on('response', (response) => {
        answered = true;
        let text = '';
        response.on('data', (data) => {
          text += data;
        });
        response.on('end', () => {
          done({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body: JSON.parse(text),
          });
          request.destroy();
        });
      });
      // Writing after the server has answered and closed may fail: that is the point.
      request.on('error', (error) => {
        if (!answered) fail(error);
      });
      if (mode === 'declared') {
        request.write(chunk);
        return;
      }
      let sent = 0;
      const pump = () => {
        while (!answered && sent <= STOCK_FEED_MAX_BYTES + chunk.length) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        if (!answered) request.end();
      };
      pump();
    });

  it('answers 413 for a feed over 50 MB, declared or streamed, and closes the connection', async () => {
    const tooLarge = {
      status: 413,
      connection: 'close',
      body: { error: `Request body is larger than ${STOCK_FEED_MAX_BYTES} bytes.` },
    };
    expect(await sendLarge('declared')).toEqual(tooLarge);
    expect(await sendLarge('streamed')).toEqual(tooLarge);
  });

  it('answers 400 for an empty or unreadable feed', async () => {
    const empty = await post('?site=test-motors', '  ');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: 'The stock feed is empty.' });
    const json = await post('?site=test-motors', '{"cars": [', {
      ...ADMIN,
      'content-type': 'application/json',
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toMatch(
      /^The JSON feed is not valid JSON: /,
    );
    const csv = await post('?site=test-motors', 'vin,price\nX,1\n');
    expect(await csv.json()).toEqual({ error: 'The CSV feed has no stocknum column.' });
  });

  it('imports a CSV feed, answers the report and refreshes the search index', async () => {
    const response = await post('?site=test-motors&full=true', SAMPLE_CSV, {
      ...ADMIN,
      'content-type': 'text/csv; charset=utf-8',
    });
    expect(response.status).toBe(200);
    const report = (await response.json()) as StockImportReport;
    expect(report).toMatchObject({
      site: 'test-motors',
      source: 'api',
      format: 'csv',
      full_feed: true,
      accepted: 6,
      rejected: 0,
      created: 5,
      updated: 1,
      marked_sold: 1,
      marked_sold_cars: [{ id: 3, stocknum: 'TM003' }],
    });
    expect(report.rows).toHaveLength(6);
    expect(changes).toEqual([{ siteSlug: 'test-motors', carIds: report.car_ids }]);
    expect(report.car_ids).toContain(3);
    const [corolla] = await db.query<{ status: string; sold_at: Date }>(
      'SELECT status, sold_at FROM cars WHERE id = 3',
    );
    expect(corolla?.status).toBe('sold');
    expect(corolla?.sold_at.toISOString()).toBe(NOW.toISOString());
  });

  it('imports a JSON feed and reports rejected rows with reasons', async () => {
    const feed = JSON.parse(SAMPLE_JSON.toString()) as { cars: Record<string, unknown>[] };
    feed.cars.push({ stocknum: 'TM299', dealership_slug: 'other-cars-sydney', price: 'free' });
    const response = await post('?site=test-motors', JSON.stringify(feed), {
      ...ADMIN,
      'content-type': 'application/json',
    });
    expect(response.status).toBe(200);
    const report = (await response.json()) as StockImportReport;
    expect(report).toMatchObject({ accepted: 4, rejected: 1, marked_sold: 0, full_feed: false });
    expect(report.rows[4]).toEqual({
      row: 5,
      stocknum: 'TM299',
      status: 'rejected',
      reasons: [
        'price: must be a number',
        'dealership_slug: "other-cars-sydney" is not a dealership of site "test-motors"',
      ],
    });
  });

  it('lists recent imports for admins, newest first, and shows one in full', async () => {
    await post('?site=test-motors', SAMPLE_CSV);
    await post('?site=test-motors', SAMPLE_JSON, { ...ADMIN, 'content-type': 'application/json' });
    const unauthorised = await server.fetch('/api/admin/stock/imports?site=test-motors');
    expect(unauthorised.status).toBe(401);
    const response = await server.fetch('/api/admin/stock/imports?site=test-motors', {
      headers: ADMIN,
    });
    expect(response.status).toBe(200);
    const { imports } = (await response.json()) as { imports: Record<string, unknown>[] };
    expect(imports).toEqual([
      {
        id: 2,
        site: 'test-motors',
        source: 'api',
        full_feed: false,
        accepted: 4,
        rejected: 0,
        marked_sold: 0,
        created: 3,
        updated: 1,
        error: null,
        warnings: [],
        finished: true,
        rows_landed: 4,
        created_at: NOW.toISOString(),
      },
      expect.objectContaining({ id: 1, accepted: 6, created: 5, updated: 1 }),
    ]);
    const other = await server.fetch('/api/admin/stock/imports?site=other-cars', {
      headers: ADMIN,
    });
    expect(((await other.json()) as { imports: unknown[] }).imports).toEqual([]);
    const unknown = await server.fetch('/api/admin/stock/imports?site=nope', { headers: ADMIN });
    expect(unknown.status).toBe(404);
    const limit = await server.fetch('/api/admin/stock/imports?limit=0', { headers: ADMIN });
    expect(limit.status).toBe(400);

    const one = await server.fetch('/api/admin/stock/imports/1', { headers: ADMIN });
    expect(one.status).toBe(200);
    const detail = (await one.json()) as { report: StockImportReport };
    expect(detail.report.rows).toHaveLength(6);
    const missing = await server.fetch('/api/admin/stock/imports/999', { headers: ADMIN });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Unknown stock import "999".' });
  });

  it('answers 405 with Allow for a wrong method', async () => {
    const response = await server.fetch('/api/admin/stock?site=test-motors', {
      method: 'PUT',
      headers: ADMIN,
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
