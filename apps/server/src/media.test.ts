import { type Database, migrate, openDatabase } from '@forecourt/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoutes } from './media.ts';

// The logo route reads no table; a database that is never queried is enough.
const media = mediaRoutes({} as Database);

describe('demo media routes', () => {
  it("serves a demo site's logo, the SVG its config's theme.logo_url names", async () => {
    const response = await media.request('/media/sites/harbour-city-mazda/logo.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain('<title id="t">Harbour City Mazda</title>');
  });

  it('is a 404 for a site that is not a demo site', async () => {
    expect((await media.request('/media/sites/nope/logo.svg')).status).toBe(404);
  });

  it('serves a manufacturer badge, the SVG the catalogue’s logo_url names, cached a day', async () => {
    const response = await media.request('/media/manufacturers/mercedes-benz.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await response.text();
    expect(svg).toContain('<title id="t">Mercedes-Benz</title>');
    // Self-contained: nothing in it makes the browser ask anyone else for anything.
    expect(svg).not.toMatch(/(?:href|src)=|url\(/);
  });

  it('serves a make’s overview banner (vehicle-stock §3 brand entry), a 404 for a past make', async () => {
    const response = await media.request('/media/manufacturers/toyota-banner.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await response.text();
    expect(svg).toContain('<title id="t">Toyota banner</title>');
    expect(svg).not.toMatch(/(?:href|src)=|url\(https?:/);
    expect((await media.request('/media/manufacturers/holden-banner.svg')).status).toBe(404);
  });

  it('is a 404 for an unknown make, a past make without a logo, or another file name', async () => {
    expect((await media.request('/media/manufacturers/nope.svg')).status).toBe(404);
    expect((await media.request('/media/manufacturers/holden.svg')).status).toBe(404);
    expect((await media.request('/media/manufacturers/toyota.png')).status).toBe(404);
    expect((await media.request('/media/manufacturers/toyota.svg')).status).toBe(200);
  });
});

describe('demo 360 spin media (vehicle-stock §2)', () => {
  let db: Database;
  let spin: ReturnType<typeof mediaRoutes>;

  beforeAll(async () => {
    db = await openDatabase();
    await migrate(db);
    const [dealership] = await db.query<{ id: number }>(
      "INSERT INTO dealerships (slug, name) VALUES ('spin-motors', 'Spin Motors') RETURNING id",
    );
    for (const [slug, frames] of [
      ['2024-toyota-rav4-spin', JSON.stringify(['/media/spin/2024-toyota-rav4-spin/0.svg'])],
      ['2024-toyota-rav4-still', '[]'],
    ] as const) {
      await db.query(
        `INSERT INTO cars (dealership_id, slug, name, stocknum, make, model, colour, simple_body, item_type, spin_images)
         VALUES ($1, $2, 'RAV4', $2, 'Toyota', 'RAV4', 'Red', 'SUV', 'car', $3::jsonb)`,
        [dealership?.id, slug, frames],
      );
    }
    await db.query(
      `INSERT INTO cars (dealership_id, slug, name, stocknum, make, model, colour, simple_body, item_type, bodyconfiguration)
       VALUES ($1, '2024-kenworth-t610', 'T610', 'KW1', 'Kenworth', 'T610', 'Red', 'Cab Chassis', 'truck', 'Prime Mover')`,
      [dealership?.id],
    );
    spin = mediaRoutes(db);
  });

  afterAll(async () => {
    await db.close();
  });

  it('draws each of the 36 frames of a car with spin images, turning as the frame changes', async () => {
    const first = await spin.request('/media/spin/2024-toyota-rav4-spin/0.svg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const firstSvg = await first.text();
    expect(firstSvg).toContain('360° view, frame 1 of 36');
    const quarter = await (await spin.request('/media/spin/2024-toyota-rav4-spin/9.svg')).text();
    expect(quarter).toContain('frame 10 of 36');
    expect(quarter).not.toBe(firstSvg.replace('frame 1 of 36', 'frame 10 of 36'));
    expect((await spin.request('/media/spin/2024-toyota-rav4-spin/36.svg')).status).toBe(404);
  });

  it('draws the interior, and nothing for a car without a spin or an unknown car', async () => {
    const interior = await spin.request('/media/spin/2024-toyota-rav4-spin/interior.svg');
    expect(interior.status).toBe(200);
    expect(await interior.text()).toContain('interior');
    expect((await spin.request('/media/spin/2024-toyota-rav4-still/0.svg')).status).toBe(404);
    expect((await spin.request('/media/spin/nope/0.svg')).status).toBe(404);
    expect((await spin.request('/media/spin/2024-toyota-rav4-spin/x.png')).status).toBe(404);
  });

  it("draws a stock photo from the car's row: a prime mover by its body configuration (photo 2, the front three-quarter)", async () => {
    const response = await spin.request('/media/cars/2024-kenworth-t610/2.svg');
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toContain('class="truck-cab"');
    expect(svg).toContain('class="fifth-wheel"');
    expect(svg).not.toContain('class="body-box"');
  });

  it('serves the walkaround video as WebM', async () => {
    const response = await spin.request('/media/video/walkaround.webm');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The EBML magic number every WebM file starts with.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });
});
