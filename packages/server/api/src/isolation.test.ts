/**
 * Tenant and user isolation: generated cross-site and cross-user ids for every
 * route that holds one site's or one person's data answer 404/403 (or leave the other's data out),
 * and a site host's search — Meilisearch protocol under /search, Algolia under /search/1 — never
 * returns another site's car, whatever filter is sent. Fixed seeds, bounded runs; fast-check
 * prints the exact failing input (with its seed and path) when a property breaks.
 */
import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED_RATE_LIMITS } from './rate-limits.ts';
import { CarIndexer, EmbeddedSearchWriter } from './search/indexer.ts';
import { createSearchApp } from './search/search-app.ts';
import {
  fetchWithHost,
  type SearchTestServer,
  startSearchTestServer,
} from './search/search-test-server.ts';
import { type Fixture, seedFixture } from './test-fixtures.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from './testing.ts';

const SEED = 16_005;
const RUNS = 40;
const NOW = new Date('2026-06-15T00:00:00.000Z');
const admin = { authorization: `Bearer ${TEST_ADMIN_KEY}` };

const ALICE_PHONE = '0412 345 678';
const BOB_PHONE = '0498 765 432';

/** Cars for a dealership, varied so filters have something to match (a make, type and price). */
function feed(dealershipSlug: string, prefix: string, count: number): Record<string, unknown>[] {
  const makes = [
    ['Toyota', 'HiLux'],
    ['Mazda', 'CX-5'],
    ['Ford', 'Ranger'],
    ['Kia', 'Sportage'],
  ] as const;
  return Array.from({ length: count }, (_, n) => {
    const [make, model] = makes[n % makes.length] as readonly [string, string];
    return {
      stocknum: `${prefix}${String(n).padStart(3, '0')}`,
      vin: `JM0KF4WLA${prefix.charCodeAt(0)}${String(n).padStart(6, '0')}`.slice(0, 17),
      dealership_slug: dealershipSlug,
      year: 2018 + (n % 7),
      make,
      model,
      badge: 'Base',
      price: 15_000 + n * 1_500,
      km: 10_000 + n * 1_000,
      status: 'in_stock',
      car_type: n % 3 === 0 ? 'new' : 'used',
    };
  });
}

describe.each(testDatabaseTargets())('tenant and user isolation on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  let search: SearchTestServer;
  let fixture: Fixture;
  /** Car ids and slugs per site (site 1: test-motors, dealership 1; site 2: other-cars, 2). */
  const cars: Record<1 | 2, { id: number; slug: string }[]> = { 1: [], 2: [] };
  const imports: Record<1 | 2, number> = { 1: 0, 2: 0 };
  const cookies = { alice: '', bob: '' };
  let aliceLead = '';

  async function signIn(phone: string): Promise<string> {
    await server.fetch('/api/auth/request-code', { json: { phone } });
    const code = server.codes.latest(phone.replace(/\s/g, '')) ?? server.codes.sent.at(-1)?.code;
    const response = await server.fetch('/api/auth/verify-code', { json: { phone, code } });
    expect(response.status).toBe(200);
    return (
      response.headers
        .getSetCookie()
        .find((line) => line.startsWith('forecourt_session='))
        ?.split(';')[0] ?? ''
    );
  }

  beforeAll(async () => {
    db = await open();
    fixture = await seedFixture(db, NOW);
    server = await startTestServer(db, {
      now: () => NOW,
      rateLimits: { limits: UNLIMITED_RATE_LIMITS },
    });
    for (const [site, dealership, prefix] of [
      [fixture.siteSlug, 'test-motors-brisbane', 'A'],
      [fixture.otherSiteSlug, 'other-cars-sydney', 'B'],
    ] as const) {
      const response = await server.fetch(`/api/admin/stock?site=${site}`, {
        json: { cars: feed(dealership, prefix, 24) },
        headers: admin,
      });
      expect(response.status).toBe(200);
      const report = (await response.json()) as { import_id: number; accepted: number };
      expect(report.accepted).toBe(24);
      imports[site === fixture.siteSlug ? 1 : 2] = report.import_id;
    }
    for (const row of await db.query<{ id: number; slug: string; dealership_id: number }>(
      'SELECT id, slug, dealership_id FROM cars ORDER BY id',
    )) {
      cars[row.dealership_id as 1 | 2].push({ id: row.id, slug: row.slug });
    }
    await db.query(
      `INSERT INTO offers (id, dealership_id, name, excluded_website_ids) VALUES
         (201, 1, 'Test Motors offer', '{}'), (202, 2, 'Other Cars offer', '{}'),
         (203, 1, 'Test Motors offer hidden from itself', '{1}')`,
    );
    cookies.alice = await signIn(ALICE_PHONE);
    cookies.bob = await signIn(BOB_PHONE);
    const lead = await server.fetch('/api/leads', {
      json: {
        site: fixture.siteSlug,
        category: 'General Enquiry',
        name: 'Alice',
        last_name: 'Citizen',
        email: 'alice@example.com',
        phone: ALICE_PHONE,
        postcode: '4000',
        message: 'Hello',
      },
    });
    expect(lead.status).toBe(201);
    aliceLead = ((await lead.json()) as { lead_id: string }).lead_id;

    const writer = new EmbeddedSearchWriter();
    await new CarIndexer({ db, writer }).rebuild();
    search = await startSearchTestServer(
      createSearchApp({ engine: writer.engine, adminKey: TEST_ADMIN_KEY, sites: server.api.sites }),
    );
  });
  afterAll(async () => {
    await search?.close();
    await server?.close();
    await db?.close();
  });

  const ids = (site: 1 | 2) => new Set(cars[site].map((car) => car.id));
  const slugs = (site: 1 | 2) => new Set(cars[site].map((car) => car.slug));

  /** A car slug: one of the other site's, or something made up that looks like one. */
  const foreignSlug = () =>
    fc.oneof(
      fc.constantFrom(...cars[2].map((car) => car.slug)),
      fc
        .tuple(fc.integer({ min: 1990, max: 2030 }), fc.stringMatching(/^[a-z0-9-]{1,20}$/))
        .map(([year, rest]) => `${year}-${rest}`)
        .filter((slug) => !slugs(1).has(slug)),
    );

  describe('cars', () => {
    it("answers 404 for another site's car (or a made-up slug) on every per-site car route", async () => {
      await fc.assert(
        fc.asyncProperty(foreignSlug(), fc.constantFrom('test-motors', '1'), async (slug, site) => {
          const q = site === '1' ? `website_id=${site}` : `site=${site}`;
          const paths = [
            `/api/cars/${encodeURIComponent(slug)}?site=${site === '1' ? 'test-motors' : site}`,
            `/api/cars/${encodeURIComponent(slug)}/view.json?${site === '1' ? q : 'website_id=test-motors'}`,
            `/api/cars/${encodeURIComponent(slug)}/print.pdf?site=test-motors`,
          ];
          for (const path of paths) {
            const response = await server.fetch(path);
            expect(response.status, path).toBe(404);
            expect(await response.json(), path).toHaveProperty('error');
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });

    it("lists only the site's own cars as related cars, whichever of its cars is asked", async () => {
      for (const car of cars[1].slice(0, 8)) {
        const response = await server.fetch(`/api/cars/${car.slug}/related?site=test-motors`);
        expect(response.status).toBe(200);
        const { ids: related } = (await response.json()) as { ids: number[] };
        for (const id of related) expect(ids(1)).toContain(id);
      }
    });
  });

  describe('leads', () => {
    it("refuses a lead for another site's car, whatever car id is sent (400, nothing stored)", async () => {
      const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.constantFrom(...ids(2)),
            fc.integer({ min: -5, max: 100_000 }).filter((id) => !ids(1).has(id)),
          ),
          async (carId) => {
            const response = await server.fetch('/api/leads', {
              json: {
                site: 'test-motors',
                category: 'Car Enquiry',
                car_id: carId,
                name: 'Mallory',
                last_name: 'Intruder',
                email: 'mallory@example.com',
                phone: '0400 000 000',
                postcode: '4000',
                message: 'Is it available?',
              },
            });
            expect(response.status).toBe(400);
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
      const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
      expect(after[0]?.n).toBe(before[0]?.n);
    });

    it("never places a lead with another site's dealership, whatever dealership is named", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constant(2), fc.integer({ min: -3, max: 1_000 })),
          async (dealershipId) => {
            const response = await server.fetch('/api/leads', {
              json: {
                site: 'test-motors',
                category: 'General Enquiry',
                dealership_id: dealershipId,
                name: 'Mallory',
                last_name: 'Intruder',
                email: 'mallory@example.com',
                phone: '0400 000 000',
                postcode: '4000',
                message: 'Hi',
              },
            });
            if (response.status === 201) {
              const { lead_id } = (await response.json()) as { lead_id: string };
              const [row] = await db.query<{ dealership_id: number | null; site_id: number }>(
                'SELECT dealership_id, site_id FROM leads WHERE id = $1',
                [lead_id],
              );
              expect(row).toEqual({ dealership_id: 1, site_id: 1 });
            } else {
              expect(response.status).toBe(400);
            }
          },
        ),
        { seed: SEED, numRuns: 20 },
      );
    });

    it('keeps the admin lead views behind the admin key and answers 404 for unknown lead ids', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uuid(),
          fc.oneof(fc.string(), fc.constant(`${TEST_ADMIN_KEY} `), fc.constant(cookies.alice)),
          async (uuid, wrongKey) => {
            fc.pre(uuid !== aliceLead && wrongKey.trim() !== TEST_ADMIN_KEY);
            const unknown = await server.fetch(`/api/admin/leads/${uuid}/delivery`, {
              headers: admin,
            });
            expect(unknown.status).toBe(404);
            for (const path of [`/api/admin/leads/${aliceLead}/delivery`, '/api/admin/leads']) {
              const asShopper = await server.fetch(path, {
                headers: { cookie: cookies.alice, authorization: `Bearer ${wrongKey}` },
              });
              expect([401, 403]).toContain(asShopper.status);
            }
          },
        ),
        { seed: SEED, numRuns: 20 },
      );
    });

    it("lists only a site's leads when the admin asks for that site", async () => {
      const response = await server.fetch('/api/admin/leads?site=other-cars', { headers: admin });
      const { leads } = (await response.json()) as { leads: { id: string; site: string }[] };
      expect(leads.every((lead) => lead.site === 'other-cars')).toBe(true);
      expect(leads.map((lead) => lead.id)).not.toContain(aliceLead);
    });
  });

  describe('watchlist and sessions', () => {
    it("never shows or changes one shopper's watchlist through another's session", async () => {
      const aliceCar = cars[1][0] as { id: number };
      const saved = await server.fetch('/api/watchlist/save-car', {
        json: { car_id: aliceCar.id },
        headers: { cookie: cookies.alice },
      });
      expect(saved.status).toBe(200);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom(...ids(1), ...ids(2)), fc.integer({ min: 1, max: 10_000 })),
          fc.constantFrom(undefined, ALICE_PHONE, '+61412345678'),
          async (carId, phone) => {
            const asBob = await server.fetch('/api/watchlist/remove-car', {
              json: { car_id: carId, ...(phone ? { phone_number: phone } : {}) },
              headers: { cookie: cookies.bob },
            });
            // Naming Alice's phone is refused; otherwise only Bob's own list changes.
            if (phone) expect(asBob.status).toBe(403);
            else expect([200, 404]).toContain(asBob.status);
            const bobList = await server.fetch('/api/watchlist', {
              headers: { cookie: cookies.bob },
            });
            expect(
              ((await bobList.json()) as { watchlist: { id: number }[] }).watchlist,
            ).not.toContainEqual({ id: aliceCar.id });
            const aliceList = await server.fetch('/api/watchlist', {
              headers: { cookie: cookies.alice },
            });
            expect(
              ((await aliceList.json()) as { watchlist: { id: number }[] }).watchlist,
            ).toContainEqual({ id: aliceCar.id });
          },
        ),
        { seed: SEED, numRuns: 25 },
      );
    });

    it("shows only the asked site's cars in a watchlist with ?site=", async () => {
      const otherCar = cars[2][0] as { id: number };
      await server.fetch('/api/watchlist/save-car', {
        json: { car_id: otherCar.id },
        headers: { cookie: cookies.alice },
      });
      const response = await server.fetch('/api/watchlist?site=test-motors', {
        headers: { cookie: cookies.alice },
      });
      const body = (await response.json()) as {
        watchlist: { id: number }[];
        cars: { id: number; dealership_id: number }[];
      };
      expect(body.watchlist.length).toBeGreaterThan(0);
      for (const { id } of body.watchlist) expect(ids(1)).toContain(id);
      for (const car of body.cars) expect(car.dealership_id).toBe(1);
    });

    it('refuses (401) made-up and altered session tokens on every session route', async () => {
      const aliceToken = cookies.alice.split('=')[1] ?? '';
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.base64String({ minLength: 0, maxLength: 64 }),
            fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
            fc
              .tuple(fc.nat({ max: aliceToken.length - 1 }), fc.constantFrom('A', 'b', '0', '_'))
              .map(([at, char]) => aliceToken.slice(0, at) + char + aliceToken.slice(at + 1))
              .filter((token) => token !== aliceToken),
          ),
          async (token) => {
            const cookie = `forecourt_session=${token}`;
            expect((await server.fetch('/api/auth/me', { headers: { cookie } })).status).toBe(401);
            expect((await server.fetch('/api/watchlist', { headers: { cookie } })).status).toBe(
              401,
            );
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
      const me = await server.fetch('/api/auth/me', { headers: { cookie: cookies.alice } });
      expect(me.status).toBe(200);
    });
  });

  describe('stock imports', () => {
    it('answers 404 for unknown import ids and lists only the asked site’s imports', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.integer({ min: -10, max: 2_000_000_000 }), fc.string({ maxLength: 12 })),
          async (id) => {
            fc.pre(![imports[1], imports[2]].map(String).includes(String(id)));
            const response = await server.fetch(
              `/api/admin/stock/imports/${encodeURIComponent(String(id))}`,
              { headers: admin },
            );
            expect([404, 400]).toContain(response.status);
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
      const listed = await server.fetch('/api/admin/stock/imports?site=test-motors', {
        headers: admin,
      });
      const { imports: rows } = (await listed.json()) as {
        imports: { id: number; site: string }[];
      };
      expect(rows.map((row) => row.id)).toEqual([imports[1]]);
      for (const path of [`/api/admin/stock/imports/${imports[2]}`, '/api/admin/stock/imports']) {
        expect((await server.fetch(path, { headers: { cookie: cookies.alice } })).status).toBe(401);
      }
    });

    it("cannot change another site's car through a site's feed, whatever stock number it names", async () => {
      const before = await db.query('SELECT * FROM cars WHERE dealership_id = 2 ORDER BY id');
      const otherStocknums = (
        await db.query<{ stocknum: string }>('SELECT stocknum FROM cars WHERE dealership_id = 2')
      ).map((row) => row.stocknum);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...otherStocknums),
          fc.constantFrom('test-motors-brisbane', 'other-cars-sydney', undefined),
          async (stocknum, dealershipSlug) => {
            const response = await server.fetch('/api/admin/stock?site=test-motors', {
              json: {
                cars: [
                  {
                    ...feed('test-motors-brisbane', 'Z', 1)[0],
                    stocknum,
                    price: 1,
                    ...(dealershipSlug ? { dealership_slug: dealershipSlug } : {}),
                  },
                ],
              },
              headers: admin,
            });
            expect([200, 400]).toContain(response.status);
          },
        ),
        { seed: SEED, numRuns: 12 },
      );
      const after = await db.query('SELECT * FROM cars WHERE dealership_id = 2 ORDER BY id');
      expect(after).toEqual(before);
      // Clean up the cars this created on test-motors so the search properties see the seeded set.
      await db.query(
        "DELETE FROM cars WHERE dealership_id = 1 AND price = 1 AND stocknum NOT LIKE 'A%'",
      );
    });
  });

  describe('offers', () => {
    it("answers 404 for another site's offer, an excluded one or a made-up id", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom(202, 203), fc.integer({ min: 1, max: 2_147_483_647 })),
          async (id) => {
            fc.pre(id !== 201);
            const response = await server.fetch(`/api/sites/test-motors/offers/${id}`);
            expect(response.status).toBe(404);
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
      const list = await server.fetch('/api/sites/test-motors/offers');
      const { offers } = (await list.json()) as { offers: { id: number }[] };
      expect(offers.map((offer) => offer.id)).toEqual([201]);
    });
  });

  describe('search on a site host', () => {
    const attribute = fc.constantFrom(
      'dealership_id',
      'id',
      'make',
      'car_type',
      'price',
      'status',
      'dealership_slug',
    );
    const value = fc.oneof(
      fc.constantFrom('2', '1', '"2"', "'2'", 'Ford', '"other-cars-sydney"', '[1, 2]', 'true'),
      fc.integer({ min: -1, max: 100 }).map(String),
    );
    const fragment = fc.oneof(
      fc
        .tuple(attribute, fc.constantFrom('=', '!=', '>', '>=', '<', ' IN ', ' NOT IN '), value)
        .map(([a, op, v]) => `${a}${op}${op.includes('IN') && !v.startsWith('[') ? `[${v}]` : v}`),
      fc.constantFrom(
        'OR',
        'AND',
        'NOT',
        '(',
        ')',
        ') OR (',
        '") OR ("',
        "') OR ('",
        '\\',
        '"',
        "'",
        'dealership_id EXISTS',
        'dealership_id IS NOT NULL',
        'dealership_id 1 TO 2',
        '1 = 1',
      ),
    );
    const filterString = fc
      .array(fragment, { minLength: 1, maxLength: 8 })
      .map((parts) => parts.join(' '));
    const meiliFilter = fc.oneof(
      filterString,
      fc.array(fc.oneof(filterString, fc.array(filterString, { maxLength: 3 })), { maxLength: 3 }),
    );
    const facetFilter = fc.oneof(
      fc.constantFrom('dealership_id:2', '-dealership_id:1', 'dealership_slug:other-cars-sydney'),
      fc.tuple(attribute, value).map(([a, v]) => `${a}:${v}`),
    );
    const numericFilter = fc
      .tuple(fc.constantFrom('dealership_id', 'id', 'price'), fc.constantFrom('=', '!=', '>', '<'))
      .chain(([a, op]) => fc.integer({ min: -1, max: 100 }).map((v) => `${a}${op}${v}`));

    const HOSTS = ['test-motors.localhost', 'www.testmotors.com.au'];

    /** The car ids of any hits in a search answer (Meilisearch `id`, Algolia `objectID`). */
    function hitIds(body: unknown): number[] {
      const found: number[] = [];
      const walk = (value: unknown) => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') {
          const record = value as Record<string, unknown>;
          if (Array.isArray(record.hits)) {
            for (const hit of record.hits as Record<string, unknown>[]) {
              found.push(Number(hit.id ?? hit.objectID));
            }
          }
          if (Array.isArray(record.results)) record.results.forEach(walk);
        }
      };
      walk(body);
      return found;
    }

    async function post(host: string, path: string, json: unknown): Promise<unknown> {
      const response = await fetchWithHost(host)(`${search.searchUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      expect(response.status, `${path} ${JSON.stringify(json)}`).toBeLessThan(500);
      return response.status === 200 ? response.json() : null;
    }

    /** Hits checked across the properties: filters that match must have been tried too. */
    let checkedHits = 0;
    function expectOwnCars(body: unknown, sent: unknown): void {
      for (const id of hitIds(body)) {
        checkedHits++;
        expect(ids(1).has(id), `car ${id} for ${JSON.stringify(sent)}`).toBe(true);
      }
    }

    it('answers a site host only its own cars (Meilisearch protocol), whatever filter is sent', async () => {
      const plain = await post('test-motors.localhost', '/indexes/cars/search', { limit: 100 });
      expect(hitIds(plain).length).toBeGreaterThan(0);
      expectOwnCars(plain, {});
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...HOSTS), meiliFilter, async (host, filter) => {
          const single = { filter, limit: 100 };
          expectOwnCars(await post(host, '/indexes/cars/search', single), single);
          const multi = { queries: [{ indexUid: 'cars', filter, limit: 100 }] };
          expectOwnCars(await post(host, '/multi-search', multi), multi);
          const facets = await post(host, '/indexes/cars/facet-search', {
            facetName: 'dealership_id',
            filter,
          });
          for (const hit of (facets as { facetHits?: { value: string }[] } | null)?.facetHits ??
            []) {
            expect(hit.value, JSON.stringify(filter)).toBe('1');
          }
          const get = await fetchWithHost(host)(
            `${search.searchUrl}/indexes/cars/search?limit=100&filter=${encodeURIComponent(
              typeof filter === 'string' ? filter : JSON.stringify(filter),
            )}`,
          );
          expect(get.status).toBeLessThan(500);
          if (get.status === 200) expectOwnCars(await get.json(), filter);
        }),
        { seed: SEED, numRuns: 60 },
      );
      expect(checkedHits).toBeGreaterThan(300);
    });

    it('answers a site host only its own cars (Algolia protocol), whatever filters are sent', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...HOSTS),
          fc.record(
            {
              filters: filterString,
              facetFilters: fc.array(
                fc.oneof(facetFilter, fc.array(facetFilter, { maxLength: 3 })),
                {
                  maxLength: 3,
                },
              ),
              numericFilters: fc.array(numericFilter, { maxLength: 3 }),
            },
            { requiredKeys: [] },
          ),
          fc.constantFrom(...ids(2)),
          async (host, params, otherId) => {
            const body = { ...params, hitsPerPage: 100 };
            expectOwnCars(await post(host, '/1/indexes/cars/query', body), body);
            const multi = { requests: [{ indexName: 'cars', ...body }] };
            expectOwnCars(await post(host, '/1/indexes/*/queries', multi), multi);
            const facets = (await post(host, '/1/indexes/cars/facets/dealership_id/query', {
              ...params,
            })) as { facetHits?: { value: string }[] } | null;
            for (const hit of facets?.facetHits ?? []) expect(hit.value).toBe('1');
            const object = await fetchWithHost(host)(
              `${search.searchUrl}/1/indexes/cars/${otherId}`,
            );
            expect(object.status).toBe(404);
            const objects = await post(host, '/1/indexes/*/objects', {
              requests: [{ indexName: 'cars', objectID: String(otherId) }],
            });
            expect((objects as { results: unknown[] }).results).toEqual([null]);
          },
        ),
        { seed: SEED, numRuns: 60 },
      );
      expect(checkedHits).toBeGreaterThan(600);
    });
  });
});
