import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApi } from '../create-api.ts';
import { withRateLimits } from '../rate-limits.ts';
import { seedFixture } from '../test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing.ts';

/** Wednesday 4 March 2026, 10:05 in Brisbane (AEST, UTC+10); 11:05 in Sydney (AEDT, UTC+11). */
const NOW = new Date('2026-03-04T00:05:00Z');

const HILUX = '2021-toyota-hilux-sr5-1';

const ANGLE_DISCLAIMER = 'A guide only, not a loan offer. Final terms subject to lender approval.';

/** A 1×1 PNG, as a data: URL a feed could send for the first photo. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface CarOverrides {
  dealership_id?: number;
  location_id?: number | null;
  make?: string;
  model?: string;
  simple_body?: string | null;
  price?: number | null;
  offer_price?: number | null;
  before_price?: number | null;
  status?: string;
  show_on_dealer_website?: boolean;
  autograb_data?: unknown;
  finance_lenders?: unknown;
  dealercomments?: string | null;
  images?: unknown[];
  colour?: string | null;
}

const perMinute = (points: number) => ({ points, durationSeconds: 60 });

let serial = 100;

/** Inserts one car (defaults: a white in-stock sedan of dealership 1, a model of its own) and returns its id and slug. */
async function insertCar(db: Database, overrides: CarOverrides = {}) {
  serial += 1;
  const car = {
    dealership_id: 1,
    location_id: 1,
    make: 'Holden',
    model: `Commodore ${serial}`,
    simple_body: 'Sedan',
    price: 45_000,
    offer_price: null,
    before_price: null,
    status: 'in_stock',
    show_on_dealer_website: true,
    autograb_data: null,
    finance_lenders: {},
    dealercomments: null,
    images: [],
    colour: 'White',
    ...overrides,
  };
  const slug = `test-car-${serial}`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO cars (dealership_id, location_id, slug, name, year, make, model, price, offer_price,
       before_price, status, stocknum, simple_body, show_on_dealer_website, autograb_data,
       finance_lenders, dealercomments, images, colour)
     VALUES ($1, $2, $3, $4, 2020, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     RETURNING id`,
    [
      car.dealership_id,
      car.location_id,
      slug,
      `2020 ${car.make} ${car.model}`,
      car.make,
      car.model,
      car.price,
      car.offer_price,
      car.before_price,
      car.status,
      `T${serial}`,
      car.simple_body,
      car.show_on_dealer_website,
      car.autograb_data === null ? null : JSON.stringify(car.autograb_data),
      JSON.stringify(car.finance_lenders),
      car.dealercomments,
      JSON.stringify(car.images),
      car.colour,
    ],
  );
  return { id: row?.id as number, slug };
}

/**
 * The text drawn on an uncompressed PDFKit page: each TJ operator's hex strings decoded (the
 * standard fonts use WinAnsi, which is Latin-1 for these characters), one line per operator.
 */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi)) {
    const hex = [...(match[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1]).join('');
    lines.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return lines.join('\n');
}

describe.each(testDatabaseTargets())('cars routes on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  beforeAll(async () => {
    db = await open();
    await seedFixture(db, NOW);
    server = await startTestServer(db, { now: () => NOW });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  const getJson = async (path: string) => {
    const response = await server.fetch(path);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  describe('GET /api/cars/:slug', () => {
    it('answers the car with the vehicle-stock §3 fields the vehicle page needs', async () => {
      const { status, body } = await getJson(`/api/cars/${HILUX}`);
      expect(status).toBe(200);
      expect(body.car).toMatchObject({
        slug: HILUX,
        path: `/cars/${HILUX}`,
        make: 'Toyota',
        price: 45990,
        status: 'in_stock',
        photos_count: 5,
        location: { address: { city: 'Brisbane City', state: 'QLD' } },
      });
    });

    it("is not found for an unknown slug, or on a site that doesn't show the car", async () => {
      expect((await getJson('/api/cars/no-such-car')).status).toBe(404);
      const otherSite = await getJson(`/api/cars/${HILUX}?site=other-cars`);
      expect(otherSite).toEqual({ status: 404, body: { error: `Unknown car "${HILUX}".` } });
      expect((await getJson(`/api/cars/${HILUX}?site=test-motors`)).status).toBe(200);
      expect((await getJson(`/api/cars/${HILUX}?site=nowhere`)).status).toBe(404);
    });
    it('takes a car id instead of the slug (/cars/trade-in?car_id={id}, vehicle-stock §2)', async () => {
      const { status, body } = await getJson('/api/cars/1?site=test-motors');
      expect(status).toBe(200);
      expect(body.car).toMatchObject({ id: 1, slug: HILUX });
      expect((await getJson('/api/cars/1?site=other-cars')).status).toBe(404);
      expect((await getJson('/api/cars/999999')).status).toBe(404);
    });
  });

  describe('POST /api/cars/:slug/views (the page counts its view after loading)', () => {
    /** A view posted to the platform as if on `host` (the site host the page was served on). */
    const postView = async (host: string, slug: string, body: unknown = {}, client = '') => {
      const response = await server.api.app.request(`http://${host}/api/cars/${slug}/views`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(client ? { 'x-forwarded-for': client } : {}),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const viewsOf = async (id: number) =>
      (await db.query<{ views: number }>('SELECT views FROM cars WHERE id = $1', [id]))[0]?.views;

    it("counts one view for the Host's site and answers the new total", async () => {
      const { slug, id } = await insertCar(db);
      expect(await postView('test-motors.localhost', slug)).toEqual({
        status: 200,
        body: { views: 1 },
      });
      expect(await postView('test-motors.localhost', slug)).toEqual({
        status: 200,
        body: { views: 2 },
      });
      const rows = await db.query<{ site_id: number }>(
        'SELECT site_id FROM car_views WHERE car_id = $1',
        [id],
      );
      expect(rows).toEqual([{ site_id: 1 }, { site_id: 1 }]);
      // Named by website_id (slug or id) when not asked on a site host.
      expect((await postView('localhost', slug, { website_id: 'test-motors' })).body).toEqual({
        views: 3,
      });
      expect((await postView('localhost', slug, { website_id: 1 })).body).toEqual({ views: 4 });
      expect(await viewsOf(id)).toBe(4);
    });

    it("is not found for another site's car, and counts nothing then", async () => {
      const { slug, id } = await insertCar(db, { dealership_id: 2, location_id: 2 });
      expect(await postView('test-motors.localhost', slug)).toEqual({
        status: 404,
        body: { error: `Unknown car "${slug}".` },
      });
      expect((await postView('localhost', slug, { website_id: 'test-motors' })).status).toBe(404);
      expect((await postView('test-motors.localhost', 'no-such-car')).status).toBe(404);
      expect((await postView('localhost', slug, { website_id: 'nowhere' })).status).toBe(404);
      expect(await viewsOf(id)).toBe(0);
    });

    it('answers 400 with field messages for a bad body or no site, counting nothing', async () => {
      const { slug, id } = await insertCar(db);
      const noSite = await postView('localhost', slug);
      expect(noSite.status).toBe(400);
      expect(noSite.body.fields).toEqual({
        website_id: 'website_id is required when not asked on a site host.',
      });
      for (const body of [
        { website_id: '' },
        { website_id: -1 },
        { website_id: ['test-motors'] },
        { views: 1000 },
        { __proto__: { admin: true }, website_id: 'test-motors', extra: 1 },
        '[]',
        'not json',
      ]) {
        const answer = await postView('test-motors.localhost', slug, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(typeof answer.body.error).toBe('string');
      }
      expect(await viewsOf(id)).toBe(0);
    });

    it('is rate-limited per client (429 with Retry-After)', async () => {
      const limited = createPlatformApi({
        ...server.deps,
        trustProxy: 1,
        rateLimits: { limits: withRateLimits({ views: { client: perMinute(2) } }) },
      });
      const { slug, id } = await insertCar(db);
      const post = (client: string) =>
        limited.app.request(`http://test-motors.localhost/api/cars/${slug}/views`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: '{}',
        });
      expect((await post('203.0.113.7')).status).toBe(200);
      expect((await post('203.0.113.7')).status).toBe(200);
      const refused = await post('203.0.113.7');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await refused.json()).toEqual({
        error: 'Too many page views counted. Please wait a moment and try again.',
      });
      expect((await post('203.0.113.8')).status).toBe(200);
      expect(await viewsOf(id)).toBe(3);
    });
  });

  describe('GET /api/cars/:slug/view.json (vehicle-stock §7)', () => {
    it('counts a view in car_views and cars.views, and returns the fields the page refreshes', async () => {
      const first = await getJson(`/api/cars/${HILUX}/view.json`);
      expect(first.status).toBe(200);
      expect(first.body.views).toBe(1);
      const fields = first.body.car_fields as Record<string, unknown>;
      expect(fields).toMatchObject({
        price: 45990,
        before_price: null,
        status: 'in_stock',
        reserved: false,
        photos_count: 5,
      });
      expect(fields.images).toHaveLength(5);
      expect(fields.thumbnails).toEqual(
        [1, 2, 3, 4, 5].map((n) => `/media/cars/${HILUX}/${n}.svg?w=200`),
      );
      const second = await getJson(`/api/cars/${HILUX}/view.json?website_id=test-motors`);
      expect(second.body.views).toBe(2);
      const [car] = await db.query<{ views: number }>('SELECT views FROM cars WHERE id = 1');
      expect(car?.views).toBe(2);
      const rows = await db.query<{ site_id: number | null }>(
        'SELECT site_id FROM car_views WHERE car_id = 1 ORDER BY id',
      );
      expect(rows.map((row) => row.site_id)).toEqual([null, 1]);
    });

    it('records the site by numeric website_id too', async () => {
      const { slug, id } = await insertCar(db, { dealership_id: 2, location_id: 2 });
      const result = await getJson(`/api/cars/${slug}/view.json?website_id=2`);
      expect(result.status).toBe(200);
      const rows = await db.query<{ site_id: number }>(
        'SELECT site_id FROM car_views WHERE car_id = $1',
        [id],
      );
      expect(rows).toEqual([{ site_id: 2 }]);
    });

    it('leaves images out when photos_count and updated_at match the car, and sends them when either differs', async () => {
      const [car] = await db.query<{ updated_at: Date }>(
        'SELECT updated_at FROM cars WHERE id = 3',
      );
      const updatedAt = car?.updated_at.toISOString() ?? '';
      const slug = '2025-toyota-corolla-ascent-3';
      const same = await getJson(
        `/api/cars/${slug}/view.json?photos_count=5&updated_at=${encodeURIComponent(updatedAt)}`,
      );
      const sameFields = same.body.car_fields as Record<string, unknown>;
      expect(sameFields.updated_at).toBe(updatedAt);
      expect(sameFields).not.toHaveProperty('images');
      expect(sameFields.status).toBe('coming_soon');
      const fewer = await getJson(
        `/api/cars/${slug}/view.json?photos_count=4&updated_at=${encodeURIComponent(updatedAt)}`,
      );
      expect((fewer.body.car_fields as { images: unknown[] }).images).toHaveLength(5);
      const older = await getJson(
        `/api/cars/${slug}/view.json?photos_count=5&updated_at=2020-01-01T00:00:00Z`,
      );
      expect(older.body.car_fields).toHaveProperty('images');
    });

    it('treats empty query values as not sent', async () => {
      const result = await getJson(
        `/api/cars/${HILUX}/view.json?photos_count=&updated_at=&website_id=`,
      );
      expect(result.status).toBe(200);
      expect(result.body.car_fields).toHaveProperty('images');
    });

    it('answers 404 for an unknown car or site and 400 for bad query values', async () => {
      expect(await getJson('/api/cars/no-such-car/view.json')).toEqual({
        status: 404,
        body: { error: 'Unknown car "no-such-car".' },
      });
      expect(await getJson(`/api/cars/${HILUX}/view.json?website_id=nowhere`)).toEqual({
        status: 404,
        body: { error: 'Unknown site "nowhere".' },
      });
      expect(await getJson(`/api/cars/${HILUX}/view.json?website_id=99`)).toEqual({
        status: 404,
        body: { error: 'Unknown site "99".' },
      });
      expect(await getJson(`/api/cars/${HILUX}/view.json?photos_count=five`)).toEqual({
        status: 400,
        body: {
          error: 'Invalid query parameters.',
          fields: { photos_count: 'photos_count must be a whole number.' },
        },
      });
      expect(await getJson(`/api/cars/${HILUX}/view.json?updated_at=yesterday`)).toEqual({
        status: 400,
        body: {
          error: 'Invalid query parameters.',
          fields: { updated_at: 'updated_at must be an ISO 8601 date-time.' },
        },
      });
    });

    it('does not count a view for a bad request', async () => {
      const { slug, id } = await insertCar(db);
      await server.fetch(`/api/cars/${slug}/view.json?website_id=nowhere`);
      const [car] = await db.query<{ views: number }>('SELECT views FROM cars WHERE id = $1', [id]);
      expect(car?.views).toBe(0);
    });

    it('answers 405 for a wrong method', async () => {
      const response = await server.fetch(`/api/cars/${HILUX}/view.json`, { method: 'POST' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET');
    });
  });

  describe('GET /api/cars/:slug/autogauge (vehicle-stock §3, §5, §7, §8)', () => {
    it('builds the price comparison from the state average ± 8% and adds the widget decision', async () => {
      // State average 48,490: range 44,611..52,369; fill (52,369 − 45,990) / 7,758 = 0.82.
      expect(await getJson(`/api/cars/${HILUX}/autogauge`)).toEqual({
        status: 200,
        body: {
          fill: 0.82,
          listing_price: 45990,
          market_range_min: 44611,
          market_range_max: 52369,
          confidence: 0.9,
          description: null,
          widget: { label: 'Great Deal', fill: 'high' },
        },
      });
    });

    it('uses the national average with lower confidence when the state average is missing', async () => {
      const { slug } = await insertCar(db, {
        price: 20_000,
        autograb_data: { average_market_price: 20_000 },
      });
      // Range 18,400..21,600; fill (21,600 − 20,000) / 3,200 = 0.5: a Good Deal, medium band.
      expect((await getJson(`/api/cars/${slug}/autogauge`)).body).toEqual({
        fill: 0.5,
        listing_price: 20000,
        market_range_min: 18400,
        market_range_max: 21600,
        confidence: 0.6,
        description: null,
        widget: { label: 'Good Deal', fill: 'medium' },
      });
    });

    it('compares the reduced price when the car has one (vehicle-stock §4 price display)', async () => {
      const { slug } = await insertCar(db, {
        price: 30_000,
        offer_price: 27_000,
        autograb_data: { state_average_market_price: 30_000, average_market_price: 30_000 },
      });
      const { body } = await getJson(`/api/cars/${slug}/autogauge`);
      expect(body.listing_price).toBe(27000);
      expect(body.fill).toBe(1);
    });

    it('hides the widget when the market maximum is below the listing price (vehicle-stock §5)', async () => {
      const { slug } = await insertCar(db, {
        price: 45_990,
        autograb_data: { state_average_market_price: 30_000 },
      });
      const { body } = await getJson(`/api/cars/${slug}/autogauge`);
      expect(body).toMatchObject({ fill: 0, market_range_max: 32400, widget: null });
    });

    it('answers 404 "No data returned" without market data or a price above 200 (vehicle-stock §8, site-wide §9)', async () => {
      const none = await insertCar(db, { autograb_data: null });
      expect(await getJson(`/api/cars/${none.slug}/autogauge`)).toEqual({
        status: 404,
        body: { error: 'No data returned' },
      });
      const empty = await insertCar(db, { autograb_data: { state_average_market_price: null } });
      expect((await getJson(`/api/cars/${empty.slug}/autogauge`)).body).toEqual({
        error: 'No data returned',
      });
      const cheap = await insertCar(db, {
        price: 200,
        autograb_data: { state_average_market_price: 250 },
      });
      expect((await getJson(`/api/cars/${cheap.slug}/autogauge`)).body).toEqual({
        error: 'No data returned',
      });
      expect(await getJson('/api/cars/no-such-car/autogauge')).toEqual({
        status: 404,
        body: { error: 'Unknown car "no-such-car".' },
      });
    });

    it('answers 405 for a wrong method', async () => {
      const response = await server.fetch(`/api/cars/${HILUX}/autogauge`, { method: 'DELETE' });
      expect(response.status).toBe(405);
    });
  });

  describe('GET /api/cars/:id/finance-disclaimer (vehicle-stock §7, §9)', () => {
    it('reads finance_lenders[provider].disclaimer with the short and full text', async () => {
      expect(await getJson('/api/cars/1/finance-disclaimer?provider=angle')).toEqual({
        status: 200,
        body: {
          disclaimer: { provider: 'angle', full: ANGLE_DISCLAIMER, short: ANGLE_DISCLAIMER },
        },
      });
    });

    it('uses the first lender with a disclaimer without a provider, and normalises provider names', async () => {
      expect((await getJson('/api/cars/1/finance-disclaimer')).body).toEqual({
        disclaimer: { provider: 'angle', full: ANGLE_DISCLAIMER, short: ANGLE_DISCLAIMER },
      });
      expect((await getJson('/api/cars/1/finance-disclaimer?provider=Angle')).body).toEqual({
        disclaimer: { provider: 'angle', full: ANGLE_DISCLAIMER, short: ANGLE_DISCLAIMER },
      });
    });

    it('cuts the short disclaimer at 197 characters plus an ellipsis (vehicle-stock §9)', async () => {
      const long = `${'Finance is subject to approval. '.repeat(10)}Fees apply.`;
      const { id } = await insertCar(db, {
        finance_lenders: {
          nissan_finance: { interestRate: 7, comparisonRate: 8, disclaimer: long },
        },
      });
      const { body } = await getJson(`/api/cars/${id}/finance-disclaimer?provider=Nissan Finance`);
      const disclaimer = body.disclaimer as { provider: string; full: string; short: string };
      expect(disclaimer.provider).toBe('nissan_finance');
      expect(disclaimer.full).toBe(long);
      expect(disclaimer.short).toBe(`${long.slice(0, 197).trimEnd()}...`);
    });

    it('answers { disclaimer: null } when the lender or its disclaimer is missing', async () => {
      expect(await getJson('/api/cars/1/finance-disclaimer?provider=manual')).toEqual({
        status: 200,
        body: { disclaimer: null },
      });
      const { id } = await insertCar(db, {
        finance_lenders: { angle: { interestRate: 7, disclaimer: '  ' } },
      });
      expect((await getJson(`/api/cars/${id}/finance-disclaimer`)).body).toEqual({
        disclaimer: null,
      });
      expect((await getJson(`/api/cars/${id}/finance-disclaimer?provider=angle`)).body).toEqual({
        disclaimer: null,
      });
    });

    it('answers 404 for an unknown car id', async () => {
      expect(await getJson('/api/cars/99999/finance-disclaimer')).toEqual({
        status: 404,
        body: { error: 'Unknown car "99999".' },
      });
      expect(await getJson('/api/cars/abc/finance-disclaimer')).toEqual({
        status: 404,
        body: { error: 'Unknown car "abc".' },
      });
    });

    it('answers 405 for a wrong method', async () => {
      const response = await server.fetch('/api/cars/1/finance-disclaimer', { method: 'PUT' });
      expect(response.status).toBe(405);
    });
  });

  describe('GET /api/cars/:slug/related (vehicle-stock §5, §7, §9)', () => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      const hilux = { make: 'Toyota', model: 'HiLux', simple_body: 'Ute' };
      const add = async (name: string, overrides: CarOverrides) =>
        [name, (await insertCar(db, { ...hilux, ...overrides })).id] as const;
      ids = Object.fromEntries(
        await Promise.all([
          add('sameModel', { price: 41_990 }),
          add('sameModelLowerCase', { make: 'toyota', model: 'hilux', price: 47_000 }),
          add('sameModelSold', { price: 45_000, status: 'sold' }),
          add('sameBody', { make: 'Isuzu', model: 'D-Max', price: 39_990 }),
          add('comingSoonBody', {
            make: 'Mazda',
            model: 'BT-50',
            price: 50_990,
            status: 'coming_soon',
          }),
          add('outsideWindow', { make: 'Ford', model: 'Ranger', price: 60_990 }),
          add('otherBody', { make: 'Kia', model: 'Sportage', simple_body: 'SUV', price: 45_000 }),
          add('hidden', {
            make: 'Nissan',
            model: 'Navara',
            price: 44_990,
            show_on_dealer_website: false,
          }),
          add('otherSite', { dealership_id: 2, location_id: 2, price: 46_000 }),
        ]),
      );
    });

    it('lists in-stock cars of the same make and model first, then the same body within ±10,000, nearest price first', async () => {
      expect(await getJson(`/api/cars/${HILUX}/related`)).toEqual({
        status: 200,
        body: {
          ids: [ids.sameModelLowerCase, ids.sameModel, ids.comingSoonBody, ids.sameBody],
        },
      });
    });

    it("searches only the given site's dealerships", async () => {
      // other-cars: its HiLux first, then its Ford Ranger ute (52,990, inside 35,990..55,990).
      expect((await getJson(`/api/cars/${HILUX}/related?site=other-cars`)).body).toEqual({
        ids: [ids.otherSite, 4],
      });
    });

    it('widens the window to ±25,000 from 50,000 and cuts the list at 6', async () => {
      const base = await insertCar(db, {
        make: 'Audi',
        model: 'Q7',
        simple_body: 'Wagon',
        price: 90_000,
      });
      const made: number[] = [];
      for (const price of [70_000, 114_000, 80_000, 85_000, 95_000, 100_000, 105_000, 64_000]) {
        made.push(
          (await insertCar(db, { make: 'BMW', model: 'X5', simple_body: 'Wagon', price })).id,
        );
      }
      const { body } = await getJson(`/api/cars/${base.slug}/related`);
      // Within 65,000..115,000, nearest first: 85k, 95k, 100k (tie by id order), 80k, 105k, 70k ...
      expect(body.ids).toEqual([made[3], made[4], made[2], made[5], made[6], made[0]]);
    });

    it('answers 404 for an unknown car or site', async () => {
      expect(await getJson('/api/cars/no-such-car/related')).toEqual({
        status: 404,
        body: { error: 'Unknown car "no-such-car".' },
      });
      expect(await getJson(`/api/cars/${HILUX}/related?site=nowhere`)).toEqual({
        status: 404,
        body: { error: 'Unknown site "nowhere".' },
      });
    });

    it('answers 405 for a wrong method', async () => {
      expect((await server.fetch(`/api/cars/${HILUX}/related`, { method: 'POST' })).status).toBe(
        405,
      );
    });
  });

  describe('GET /api/locations/:id/appointments (vehicle-stock §5, §7)', () => {
    const full = (from: string, to: string) => {
      const slots: string[] = [];
      const [fh, fm] = from.split(':').map(Number) as [number, number];
      const [th, tm] = to.split(':').map(Number) as [number, number];
      for (let minutes = fh * 60 + fm; minutes <= th * 60 + tm; minutes += 30) {
        slots.push(
          `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
        );
      }
      return slots;
    };

    it('lists 30-minute slots for 7 days from today in Brisbane, none in the past or on closed days', async () => {
      expect(await getJson('/api/locations/1/appointments')).toEqual({
        status: 200,
        body: {
          location_id: 1,
          time_zone: 'Australia/Brisbane',
          days: [
            { date: '2026-03-04', slots: full('10:30', '17:00') }, // Wednesday, now 10:05
            { date: '2026-03-05', slots: full('08:30', '17:00') },
            { date: '2026-03-06', slots: full('08:30', '17:00') },
            { date: '2026-03-07', slots: full('08:00', '11:30') }, // Saturday 8:00 to 12:00
            { date: '2026-03-08', slots: [] }, // Sunday closed
            { date: '2026-03-09', slots: full('08:30', '17:00') },
            { date: '2026-03-10', slots: full('08:30', '17:00') },
          ],
        },
      });
    });

    it("uses the location's state time zone: Sydney is on daylight time (11:05 now)", async () => {
      const { body } = await getJson('/api/locations/2/appointments?from=2026-03-04&days=1');
      expect(body).toEqual({
        location_id: 2,
        time_zone: 'Australia/Sydney',
        days: [{ date: '2026-03-04', slots: full('11:30', '17:00') }],
      });
    });

    it('lets special hours close a day or change its hours', async () => {
      await db.query('UPDATE locations SET special_hours = $1 WHERE id = 1', [
        JSON.stringify([
          { date: '2026-03-05', status: 'Closed' },
          { date: '2026-03-06', status: 'Open', start_hour: '10:00', end_hour: '12:15' },
          { date: '2026-03-08', status: 'Open', hours: { begin: '9:00 am', end: '11:00 am' } },
          {
            date: '2026-03-09',
            status: 'Open',
            location_id: 2,
            start_hour: '10:00',
            end_hour: '11:00',
          },
        ]),
      ]);
      const { body } = await getJson('/api/locations/1/appointments?from=2026-03-05&days=5');
      expect(body.days).toEqual([
        { date: '2026-03-05', slots: [] },
        { date: '2026-03-06', slots: ['10:00', '10:30', '11:00', '11:30'] },
        { date: '2026-03-07', slots: full('08:00', '11:30') },
        { date: '2026-03-08', slots: ['09:00', '09:30', '10:00', '10:30'] },
        { date: '2026-03-09', slots: full('08:30', '17:00') }, // another location's entry
      ]);
      await db.query(`UPDATE locations SET special_hours = '[]' WHERE id = 1`);
    });

    it('gives past days no slots', async () => {
      const { body } = await getJson('/api/locations/1/appointments?from=2026-03-02&days=2');
      expect(body.days).toEqual([
        { date: '2026-03-02', slots: [] },
        { date: '2026-03-03', slots: [] },
      ]);
    });

    it('answers 400 for bad dates or day counts, 404 for an unknown location', async () => {
      const dateError = {
        status: 400,
        body: {
          error: 'Invalid query parameters.',
          fields: { from: 'Please give the start date as YYYY-MM-DD.' },
        },
      };
      expect(await getJson('/api/locations/1/appointments?from=2026-02-30')).toEqual(dateError);
      expect(await getJson('/api/locations/1/appointments?from=04/03/2026')).toEqual(dateError);
      const daysError = {
        status: 400,
        body: {
          error: 'Invalid query parameters.',
          fields: { days: 'Please give days as a whole number from 1 to 31.' },
        },
      };
      for (const days of ['0', '32', 'seven', '1.5']) {
        expect(await getJson(`/api/locations/1/appointments?days=${days}`)).toEqual(daysError);
      }
      expect(await getJson('/api/locations/999/appointments')).toEqual({
        status: 404,
        body: { error: 'Unknown location "999".' },
      });
      expect(await getJson('/api/locations/main/appointments')).toEqual({
        status: 404,
        body: { error: 'Unknown location "main".' },
      });
    });

    it('answers 405 for a wrong method', async () => {
      expect((await server.fetch('/api/locations/1/appointments', { method: 'POST' })).status).toBe(
        405,
      );
    });
  });

  describe('GET /api/cars/:slug/print.pdf (vehicle-stock §2, §7)', () => {
    it('downloads a real PDF named {slug}.pdf with the title, price, specs, comments, dealer and print date', async () => {
      const response = await server.fetch(`/api/cars/${HILUX}/print.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${HILUX}.pdf"`,
      );
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
      const text = pdfText(pdf);
      for (const expected of [
        '2021 Toyota HiLux',
        'SR5',
        '$45,990',
        'Key specifications',
        '2021',
        '42,000 km',
        'Automatic',
        'Ute',
        'Diesel',
        'White - photos online',
        'TM001',
        'MR0FZ22G501000001',
        'One owner.',
        'Test Motors Brisbane',
        '1 Main Street, Brisbane City QLD 4000',
        '07 3000 0000',
        'Printed 04 March 2026',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('<p>');
      expect(text).not.toContain('Was ');
    });

    it('shows the was-price, the pending comments text and the site no-price text', async () => {
      const reduced = await insertCar(db, { price: 39_990, before_price: 42_990 });
      const reducedText = pdfText(
        Buffer.from(
          await (await server.fetch(`/api/cars/${reduced.slug}/print.pdf`)).arrayBuffer(),
        ),
      );
      expect(reducedText).toContain('$39,990');
      expect(reducedText).toContain('Was $42,990');
      expect(reducedText).toContain('Dealer comments are pending. Please check back here later.');
      const noPrice = await insertCar(db, { price: null });
      const noPriceText = pdfText(
        Buffer.from(
          await (await server.fetch(`/api/cars/${noPrice.slug}/print.pdf`)).arrayBuffer(),
        ),
      );
      expect(noPriceText).toContain('Contact Us');
    });

    it('strips dealer comment HTML to text', async () => {
      const { slug } = await insertCar(db, {
        dealercomments:
          '<p>Full <strong>service</strong> history &amp; new tyres.</p><ul><li>Towbar</li></ul>',
      });
      const text = pdfText(
        Buffer.from(await (await server.fetch(`/api/cars/${slug}/print.pdf`)).arrayBuffer()),
      );
      expect(text).toContain('Full service history & new tyres.');
      expect(text).toContain('Towbar');
      expect(text).not.toContain('<strong>');
    });

    it('embeds a data: PNG first photo instead of the placeholder', async () => {
      const { slug } = await insertCar(db, { images: [{ url: PNG_DATA_URL }] });
      const pdf = Buffer.from(
        await (await server.fetch(`/api/cars/${slug}/print.pdf`)).arrayBuffer(),
      );
      expect(pdf.toString('latin1')).toContain('/Subtype /Image');
      expect(pdfText(pdf)).not.toContain('photos online');
    });

    it('answers 404 JSON for an unknown car or site, 405 for a wrong method', async () => {
      expect(await getJson('/api/cars/no-such-car/print.pdf')).toEqual({
        status: 404,
        body: { error: 'Unknown car "no-such-car".' },
      });
      expect(await getJson(`/api/cars/${HILUX}/print.pdf?site=nowhere`)).toEqual({
        status: 404,
        body: { error: 'Unknown site "nowhere".' },
      });
      expect((await server.fetch(`/api/cars/${HILUX}/print.pdf`, { method: 'POST' })).status).toBe(
        405,
      );
    });
  });
});
