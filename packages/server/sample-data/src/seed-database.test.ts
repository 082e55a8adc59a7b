import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSampleData } from './generate-sample-data.ts';
import { insertRows, isSeeded, seedDatabase } from './seed-database.ts';

const NOW = new Date('2026-11-22T00:00:00.000Z');
const data = generateSampleData({ now: NOW });

describe.each(testDatabaseTargets())('seedDatabase on $kind', ({ kind, open }) => {
  let db: Database;
  let seedMs = 0;

  beforeAll(async () => {
    db = await open();
    expect(await isSeeded(db)).toBe(false);
    const started = performance.now();
    await seedDatabase(db, data);
    seedMs = performance.now() - started;
  });

  afterAll(async () => {
    await db?.close();
  });

  it('seeds the ~4,200 demo stock items in well under 5 s', () => {
    // The target is PGlite's; the bound is loose so a busy CI machine does not flake.
    console.info(`seedDatabase on ${kind}: ${Math.round(seedMs)} ms`);
    expect(seedMs).toBeLessThan(10_000);
  });

  it('stores as many rows as the data has, and isSeeded() says so', async () => {
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
    expect(await count('sites')).toBe(data.sites.length);
    expect(await count('dealerships')).toBe(data.dealerships.length);
    expect(await count('site_dealerships')).toBe(
      data.sites.reduce((sum, site) => sum + site.dealerships.length, 0),
    );
    expect(await count('locations')).toBe(data.locations.length);
    expect(await count('manufacturers')).toBe(data.manufacturers.length);
    expect(await count('cars')).toBe(data.cars.length);
    expect(await count('offers')).toBe(data.offers.length);
    expect(await count('reviews')).toBe(data.reviews.length);
    expect(await isSeeded(db)).toBe(true);
  });

  it('round-trips a car, its jsonb fields included', async () => {
    const car =
      data.cars.find(
        (row) =>
          row.variant &&
          Object.keys(row.finance_lenders).length > 0 &&
          row.autograb_data &&
          row.rego_expiry &&
          row.images.length > 3,
      ) ?? data.cars[0];
    if (!car) throw new Error('no car');
    const [stored] = await db.query<Record<string, unknown>>('SELECT * FROM cars WHERE id = $1', [
      car.id,
    ]);
    const { created_at, updated_at, sold_at, ...rest } = car;
    expect(stored).toMatchObject(rest);
    expect(stored?.created_at).toEqual(new Date(created_at));
    expect(stored?.updated_at).toEqual(new Date(updated_at));
    expect(stored?.sold_at).toBe(sold_at);
  });

  it('round-trips caravan specs, arrays and opening hours', async () => {
    const caravan = data.cars.find((row) => row.item_type === 'caravan');
    const [storedCaravan] = await db.query<{ caravan: unknown; km: unknown }>(
      'SELECT caravan, km FROM cars WHERE id = $1',
      [caravan?.id],
    );
    expect(storedCaravan).toEqual({ caravan: caravan?.caravan, km: null });
    const [site] = await db.query<{ domains: string[]; config: unknown }>(
      "SELECT domains, config FROM sites WHERE slug = 'metro-auto-group'",
    );
    expect(site?.domains).toEqual(['www.metroautogroup.com.au']);
    expect(site?.config).toEqual(data.sites[1]?.config);
    const location = data.locations[0];
    const [storedLocation] = await db.query<Record<string, unknown>>(
      'SELECT manufacturers, opening_hours, special_hours, lat, "primary" FROM locations WHERE id = $1',
      [location?.id],
    );
    expect(storedLocation).toEqual({
      manufacturers: location?.manufacturers,
      opening_hours: location?.opening_hours,
      special_hours: location?.special_hours,
      lat: location?.lat,
      primary: location?.primary,
    });
    const offer = data.offers.find((row) => row.excluded_website_ids.length > 0);
    const [storedOffer] = await db.query<Record<string, unknown>>(
      'SELECT model, car_types, excluded_website_ids FROM offers WHERE id = $1',
      [offer?.id],
    );
    expect(storedOffer).toEqual({
      model: offer?.model,
      car_types: offer?.car_types,
      excluded_website_ids: offer?.excluded_website_ids,
    });
  });

  it('links sites to their dealerships by slug', async () => {
    const rows = await db.query<{ site: string; dealership: string }>(
      `SELECT s.slug AS site, d.slug AS dealership
         FROM site_dealerships sd JOIN sites s ON s.id = sd.site_id
         JOIN dealerships d ON d.id = sd.dealership_id ORDER BY s.id, d.id`,
    );
    expect(
      rows.filter((row) => row.site === 'coastal-toyota').map((row) => row.dealership),
    ).toEqual(['coastal-toyota']);
    expect(rows.filter((row) => row.site === 'metro-auto-group')).toHaveLength(10);
  });

  it('moves the identity sequences past the seeded ids', async () => {
    const [manufacturer] = await db.query<{ id: number }>(
      "INSERT INTO manufacturers (name, slug) VALUES ('Test Make', 'test-make') RETURNING id",
    );
    expect(manufacturer?.id).toBe(data.manufacturers.length + 1);
    const [car] = await db.query<{ id: number }>(
      "INSERT INTO cars (dealership_id, slug, name, stocknum) VALUES (1, 'test-car', 'Test', 'T1') RETURNING id",
    );
    expect(car?.id).toBe(data.cars.length + 1);
    await db.query('DELETE FROM cars WHERE id = $1', [car?.id]);
    await db.query('DELETE FROM manufacturers WHERE id = $1', [manufacturer?.id]);
  });

  it('rolls everything back when seeding a seeded database', async () => {
    await expect(seedDatabase(db, data)).rejects.toThrow();
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM manufacturers');
    expect(row?.n).toBe(data.manufacturers.length);
  });

  it('inserts nothing for no rows', async () => {
    await expect(db.transaction((tx) => insertRows(tx, 'reviews', []))).resolves.toBe(0);
    await expect(
      db.transaction((tx) => insertRows(tx, 'reviews; --', [{ id: 1 }])),
    ).rejects.toThrow('Invalid table name');
  });
});
