import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixture } from '../test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing.ts';

const NOW = new Date('2026-06-15T00:00:00.000Z');

/** Reviews of the fixture's two sites (test-motors: dealership 1; other-cars: dealership 2). */
async function seedReviews(db: Database): Promise<void> {
  const rows: [
    id: number,
    dealership: number,
    rating: number,
    date: string,
    title: string | null,
  ][] = [
    [1, 1, 5, '2026-05-01', 'Fantastic experience'],
    [2, 1, 3.5, '2026-06-01', 'Mixed feelings'],
    [3, 1, 4.5, '2026-06-10', null],
    [4, 2, 1, '2026-06-11', 'Disappointed'],
  ];
  for (const [id, dealership, rating, date, title] of rows) {
    await db.query(
      `INSERT INTO reviews (id, dealership_id, customer_name, title, text, rating, review_date,
         reply_text, reply_date, source)
       VALUES ($1, $2, 'Sam T.', $3, $4, $5, $6, $7, $8, 'google')`,
      [
        id,
        dealership,
        title,
        id === 3 ? '   ' : '<b>Great</b> service',
        rating,
        date,
        id === 1 ? 'Thanks Sam!' : null,
        id === 1 ? '2026-05-02' : null,
      ],
    );
  }
}

describe.each(testDatabaseTargets())('reviews route on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  beforeAll(async () => {
    db = await open();
    await seedFixture(db, NOW);
    await seedReviews(db);
    server = await startTestServer(db, { now: () => NOW });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("answers the site's reviews newest first with the aggregate as a string (site-wide §3 Review)", async () => {
    const response = await server.fetch('/api/sites/test-motors/reviews');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      site: string;
      count: number;
      average_rating: string | null;
      reviews: Record<string, unknown>[];
    };
    expect(body.site).toBe('test-motors');
    expect(body.count).toBe(3);
    // (5 + 3.5 + 4.5) / 3 = 4.333…: every review counts in the aggregate, the gate is the site's.
    expect(body.average_rating).toBe('4.33');
    expect(body.reviews.map((review) => review.id)).toEqual([3, 2, 1]);
    expect(body.reviews[2]).toEqual({
      id: 1,
      dealership_id: 1,
      location_id: null,
      customer_name: 'Sam T.',
      title: 'Fantastic experience',
      // Shopper text stays as typed: the sites render it as text, never as HTML.
      text: '<b>Great</b> service',
      rating: 5,
      review_date: '2026-05-01',
      reply_text: 'Thanks Sam!',
      reply_date: '2026-05-02',
      image: { url: null },
      source: 'google',
    });
    // Blank text is no text (site-wide §3: text may be null).
    expect(body.reviews[0]?.text).toBeNull();
  });

  it("lists only the site's own dealerships' reviews", async () => {
    const body = (await (await server.fetch('/api/sites/other-cars/reviews')).json()) as {
      count: number;
      average_rating: string;
      reviews: { id: number }[];
    };
    expect(body.reviews.map((review) => review.id)).toEqual([4]);
    expect(body.average_rating).toBe('1.00');
  });

  it('answers 400 for a malformed slug and 404 for an unknown site', async () => {
    const bad = await server.fetch('/api/sites/Not_A_Slug/reviews');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      'slug',
    );
    expect((await server.fetch('/api/sites/no-such-site/reviews')).status).toBe(404);
  });
});
