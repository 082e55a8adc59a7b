import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixture } from '../test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing.ts';

const NOW = new Date('2026-03-04T00:05:00Z');

/** The fixture's in-stock HiLux (dealership 1, stock number TM001). */
const HILUX = { id: 1, slug: '2021-toyota-hilux-sr5-1' };

/** A second HiLux of dealership 1, so the first is among its similar vehicles. */
const WORKMATE = { id: 50, slug: '2020-toyota-hilux-workmate-50' };

interface Feed {
  cars: { id: number }[];
}

describe.each(testDatabaseTargets())('stock exclusions on $kind (vehicle-stock §6)', ({ open }) => {
  let db: Database;
  let server: TestServer;
  beforeAll(async () => {
    db = await open();
    await seedFixture(db, NOW);
    // A brand site over Test Motors' dealership that leaves one of its stock numbers out; the
    // list is written in other case and spacing than the feed's "TM001".
    await db.query(
      `INSERT INTO sites (id, slug, name, template, domains, config) VALUES
        (3, 'brand-motors', 'Brand Motors', 'oem', '{}', $1)`,
      [
        JSON.stringify({
          slug: 'brand-motors',
          name: 'Brand Motors',
          template: 'oem',
          rules: { excluded_stock_numbers: [' tm001'] },
        }),
      ],
    );
    await db.query('INSERT INTO site_dealerships (site_id, dealership_id) VALUES (3, 1)');
    await db.query(
      `INSERT INTO cars (id, dealership_id, location_id, slug, name, year, make, model, price,
         status, car_type, stocknum, simple_body)
       VALUES ($1, 1, 1, $2, '2020 Toyota HiLux', 2020, 'Toyota', 'HiLux', 41990, 'in_stock',
         'used', 'TM050', 'Ute')`,
      [WORKMATE.id, WORKMATE.slug],
    );
    server = await startTestServer(db, { now: () => NOW });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  const getJson = async <T = Record<string, unknown>>(path: string) => {
    const response = await server.fetch(path);
    return { status: response.status, body: (await response.json()) as T };
  };
  const feedIds = async (site: string) =>
    (await getJson<Feed>(`/api/sites/${site}/stock.json`)).body.cars.map((car) => car.id);

  it('answers 404 for an excluded stock number on the car endpoint of that site (vehicle-stock §6)', async () => {
    expect(await getJson(`/api/cars/${HILUX.slug}?site=brand-motors`)).toEqual({
      status: 404,
      body: { error: `Unknown car "${HILUX.slug}".` },
    });
    expect((await getJson(`/api/cars/${HILUX.id}?site=3`)).status).toBe(404);
    expect((await getJson(`/api/cars/${WORKMATE.slug}?site=brand-motors`)).status).toBe(200);
  });

  it('still serves the car on a site that does not exclude it (vehicle-stock §6)', async () => {
    expect((await getJson(`/api/cars/${HILUX.slug}?site=test-motors`)).status).toBe(200);
    expect(await feedIds('test-motors')).toContain(HILUX.id);
  });

  it("leaves it out of the site's stock feed, which the sitemap and home pages read (vehicle-stock §6)", async () => {
    const ids = await feedIds('brand-motors');
    expect(ids).not.toContain(HILUX.id);
    expect(ids).toContain(WORKMATE.id);
  });

  it('lists a change to it as removed from the change list of that site (vehicle-stock §6)', async () => {
    const feed = await server.fetch('/api/sites/brand-motors/stock.json');
    await feed.arrayBuffer();
    const since = feed.headers.get('x-stock-version') ?? '';
    server.api.stockVersions.record([HILUX.id, WORKMATE.id]);
    const { body } = await getJson<{ cars: { id: number }[]; removed: number[] }>(
      `/api/sites/brand-motors/stock-changes.json?since=${since}`,
    );
    expect(body.cars.map((car) => car.id)).toEqual([WORKMATE.id]);
    expect(body.removed).toEqual([HILUX.id]);
  });

  it('leaves it out of the similar vehicles of that site only (vehicle-stock §6, §7)', async () => {
    const related = async (site: string) =>
      (await getJson<{ ids: number[] }>(`/api/cars/${WORKMATE.slug}/related?site=${site}`)).body
        .ids;
    expect(await related('brand-motors')).not.toContain(HILUX.id);
    expect(await related('test-motors')).toContain(HILUX.id);
  });

  it('refuses a view counted for it on that site (vehicle-stock §6)', async () => {
    const view = await server.fetch(`/api/cars/${HILUX.slug}/views`, {
      json: { website_id: 'brand-motors' },
    });
    expect(view.status).toBe(404);
  });

  it('leaves it out of a saved list read on that site, not on the site that shows it (vehicle-stock §6)', async () => {
    const phone = '0412 345 678';
    await server.fetch('/api/auth/request-code', { json: { phone } });
    const verified = await server.fetch('/api/auth/verify-code', {
      json: { phone, code: server.codes.sent.at(-1)?.code },
    });
    expect(verified.status).toBe(200);
    const cookie =
      verified.headers
        .getSetCookie()
        .find((line) => line.startsWith('forecourt_session='))
        ?.split(';')[0] ?? '';
    const saved = await server.fetch('/api/watchlist/save-car', {
      json: { phone_number: phone, car_id: HILUX.id },
      headers: { cookie },
    });
    expect(saved.status).toBeLessThan(300);
    const listed = async (site: string) => {
      const response = await server.fetch(`/api/watchlist?site=${site}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { cars: { id: number }[] }).cars.map((car) => car.id);
    };
    expect(await listed('test-motors')).toContain(HILUX.id);
    expect(await listed('brand-motors')).not.toContain(HILUX.id);
  });
});
