import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedFixture } from '../test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-06-15T00:00:00.000Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

/**
 * Offers around the fixture's two sites (test-motors: dealership 1, site 1; other-cars:
 * dealership 2, site 2): current, undated, future, expired, excluded and another site's.
 */
async function seedOffers(db: Database): Promise<void> {
  const rows: [
    id: number,
    dealership: number,
    name: string,
    manufacturer: string | null,
    model: object | null,
    starts: Date | null,
    expires: Date | null,
    excluded: number[],
  ][] = [
    [
      101,
      1,
      'HiLux Finance 1.99%',
      'Toyota',
      { slug: 'hilux', name: 'HiLux', override_url: null },
      at(-1),
      at(10),
      [],
    ],
    [102, 1, 'Service Special', null, null, null, null, []],
    [103, 1, 'Coming Soon Bonus', 'Toyota', null, at(5), at(40), []],
    [104, 1, 'Spring Sale', 'Toyota', null, at(-60), at(-1), []],
    [105, 1, 'Hidden From Test Motors', 'Toyota', null, null, null, [1]],
    [106, 2, 'Ranger Drive Away', 'Ford', { slug: 'ranger', name: 'Ranger' }, at(-1), at(20), []],
    [
      107,
      1,
      'Corolla Run-out',
      'Land Rover',
      { slug: 'corolla', name: 'Corolla', override_url: '/toyota/corolla' },
      at(-2),
      at(3),
      [2],
    ],
  ];
  for (const [id, dealership, name, manufacturer, model, starts, expires, excluded] of rows) {
    await db.query(
      `INSERT INTO offers (id, dealership_id, name, description, sanitized_description, disclaimer,
         category, image_url, manufacturer, model, car_types, excluded_website_ids, starts_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'Vehicle offer', $7, $8, $9, $10, $11, $12, $13)`,
      [
        id,
        dealership,
        name,
        `<p onclick="steal()">${name} <strong>now</strong>.</p><script>steal()</script>`,
        `${name} now.`,
        id === 102 ? null : 'Conditions apply.',
        id === 101 ? '/media/offers/hilux.jpg' : null,
        manufacturer,
        model ? JSON.stringify(model) : null,
        id === 101 ? ['new', 'demo'] : [],
        excluded,
        starts,
        expires,
      ],
    );
  }
}

describe.each(testDatabaseTargets())('offers routes on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  let now = NOW;
  beforeAll(async () => {
    db = await open();
    await seedFixture(db, NOW);
    await seedOffers(db);
    server = await startTestServer(db, { now: () => now });
  });
  beforeEach(() => {
    now = NOW;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const list = async (site: string) => {
    const response = await server.fetch(`/api/sites/${site}/offers`);
    return {
      status: response.status,
      body: (await response.json()) as {
        site: string;
        count: number;
        offers: { id: number; name: string }[];
      },
    };
  };

  it("lists the site's current offers, soonest ending first, undated last (site-wide §3, §4)", async () => {
    const { status, body } = await list('test-motors');
    expect(status).toBe(200);
    expect(body.site).toBe('test-motors');
    expect(body.offers.map((offer) => offer.id)).toEqual([107, 101, 102]);
    expect(body.count).toBe(3);
  });

  it('leaves out future and expired offers, by the injected clock (site-wide §4)', async () => {
    now = at(6); // 107 has expired (day 3); 103 has started (day 5)
    expect((await list('test-motors')).body.offers.map((offer) => offer.id)).toEqual([
      101, 103, 102,
    ]);
    now = at(10); // 101 expires exactly now: no longer current
    expect((await list('test-motors')).body.offers.map((offer) => offer.id)).toEqual([103, 102]);
  });

  it('leaves out offers whose excluded_website_ids include the site (site-wide §3)', async () => {
    const ids = (await list('test-motors')).body.offers.map((offer) => offer.id);
    expect(ids).not.toContain(105);
    // 107 excludes site 2 only: test-motors still shows it; another site never lists it.
    expect(ids).toContain(107);
    expect((await list('other-cars')).body.offers.map((offer) => offer.id)).toEqual([106]);
  });

  it('answers an offer in the site-wide §3 shape, its dealer HTML sanitised', async () => {
    const response = await server.fetch('/api/sites/test-motors/offers/101');
    expect(response.status).toBe(200);
    const { offer } = (await response.json()) as { offer: Record<string, unknown> };
    expect(offer).toEqual({
      id: 101,
      name: 'HiLux Finance 1.99%',
      description: '<p>HiLux Finance 1.99% <strong>now</strong>.</p>',
      sanitized_description: 'HiLux Finance 1.99% now.',
      disclaimer: 'Conditions apply.',
      category: 'Vehicle offer',
      image_url: '/media/offers/hilux.jpg',
      image_or_model_image: { url: '/media/offers/hilux.jpg' },
      manufacturer: { name: 'Toyota', slug: 'toyota' },
      model: { slug: 'hilux', name: 'HiLux', override_url: null },
      car_types: ['new', 'demo'],
      excluded_website_ids: [],
      starts_at: at(-1).toISOString(),
      expires_at: at(10).toISOString(),
      path: '/offers/toyota/101',
    });
  });

  it('gives an offer without manufacturer the path /offers/{id} and keeps override_url (site-wide §2)', async () => {
    const { offers } = (await list('test-motors')).body as unknown as {
      offers: { id: number; path: string; manufacturer: unknown; model: unknown }[];
    };
    expect(offers.find((offer) => offer.id === 102)).toMatchObject({
      path: '/offers/102',
      manufacturer: null,
      model: null,
    });
    expect(offers.find((offer) => offer.id === 107)).toMatchObject({
      path: '/offers/land-rover/107',
      model: { slug: 'corolla', override_url: '/toyota/corolla' },
    });
  });

  it("answers 404 for another site's offer, an excluded, future or expired one, or none", async () => {
    for (const path of [
      '/api/sites/test-motors/offers/106', // other-cars' offer
      '/api/sites/other-cars/offers/101', // test-motors' offer
      '/api/sites/test-motors/offers/105', // excluded from test-motors
      '/api/sites/test-motors/offers/103', // not started
      '/api/sites/test-motors/offers/104', // expired
      '/api/sites/test-motors/offers/999',
    ]) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: 'Offer not found.' });
    }
    const site = await server.fetch('/api/sites/no-such-site/offers');
    expect(site.status).toBe(404);
    expect(await site.json()).toEqual({ error: 'Unknown site "no-such-site".' });
  });

  it('answers 400 with field messages for an id that is not an offer id', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await server.fetch(`/api/sites/test-motors/offers/${id}`);
      expect(response.status, id).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Invalid path parameters.',
        fields: { id: 'must be an offer id (a positive whole number)' },
      });
    }
  });

  it('documents both routes in the OpenAPI document with their path parameters', async () => {
    const document = (await (await server.fetch('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    expect(document.paths['/api/sites/{slug}/offers']?.get?.parameters?.map((p) => p.name)).toEqual(
      ['slug'],
    );
    expect(
      document.paths['/api/sites/{slug}/offers/{id}']?.get?.parameters?.map((p) => p.name),
    ).toEqual(['slug', 'id']);
  });
});
