import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixture } from '../test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing.ts';

const NOW = new Date('2026-06-15T00:00:00.000Z');

describe.each(testDatabaseTargets())('locations route on $kind', ({ open }) => {
  let db: Database;
  let server: TestServer;
  beforeAll(async () => {
    db = await open();
    await seedFixture(db, NOW);
    server = await startTestServer(db, { now: () => NOW });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('answers holiday hours added in the database without a rebuild (site-wide §3 Special hours)', async () => {
    const before = await server.fetch('/api/sites/test-motors/locations');
    expect(before.status).toBe(200);
    expect(
      ((await before.json()) as { locations: { special_hours: unknown[] }[] }).locations[0]
        ?.special_hours,
    ).toEqual([]);

    await db.query(
      `UPDATE locations SET special_hours = $1, average_rating = 4.6, review_count = 31 WHERE id = 1`,
      [JSON.stringify([{ date: '2026-06-16', status: 'Closed' }, { nonsense: true }])],
    );
    const response = await server.fetch('/api/sites/test-motors/locations');
    expect(await response.json()).toEqual({
      site: 'test-motors',
      // Only the site's own dealerships' locations; an unreadable stored entry is left out.
      locations: [
        {
          id: 1,
          slug: 'test-motors-brisbane',
          special_hours: [{ date: '2026-06-16', status: 'Closed' }],
          average_rating: 4.6,
          review_count: 31,
        },
      ],
    });
  });

  it('answers 400 with the field for a bad slug and 404 for an unknown site', async () => {
    const bad = await server.fetch('/api/sites/Bad_Slug/locations');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      'slug',
    );
    expect((await server.fetch('/api/sites/no-such-site/locations')).status).toBe(404);
  });
});
