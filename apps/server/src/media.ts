import { readFile } from 'node:fs/promises';
import type { Database } from '@forecourt/db';
import {
  carImageSvg,
  DEMO_SITES,
  demoManufacturerBannerSvg,
  demoManufacturerLogoSvg,
  demoPromoSceneSvg,
  demoSiteLogoSvg,
  demoWalkaroundVideoFile,
  interiorSvg,
  SPIN_FRAME_COUNT,
  spinFrameSvg,
} from '@forecourt/sample-data';
import { Hono } from 'hono';

/**
 * Demo media, drawn by sample-data so the demo sites look real offline: car photos at
 * `/media/cars/{slug}/{n}.svg` from the car's body and colour, and each demo site's logo at
 * `/media/sites/{slug}/logo.svg`, each current make's badge at `/media/manufacturers/{slug}.svg`,
 * 360 spin frames and interiors at `/media/spin/{slug}/{frame|interior}.svg` and the walkaround
 * video at `/media/video/walkaround.webm`. Production sites point images at the dealer's image CDN.
 */
export function mediaRoutes(db: Database): Hono {
  const media = new Hono();
  media.get('/media/cars/:slug/:file', async (c) => {
    const match = /^(\d{1,2})\.svg$/.exec(c.req.param('file'));
    if (!match) return c.json({ error: 'Not found.' }, 404);
    const [car] = await db.query<{
      simple_body: string | null;
      colour: string | null;
      interior_colour: string | null;
      item_type: string | null;
      make: string | null;
      model: string | null;
      bodyconfiguration: string | null;
    }>(
      // The interior and dashboard photos are trimmed in the interior colour; a prime mover
      // (its body configuration) is drawn without a body behind its cab.
      `SELECT simple_body, colour, interior_colour, item_type, make, model, bodyconfiguration
       FROM cars WHERE slug = $1`,
      [c.req.param('slug')],
    );
    if (!car) return c.json({ error: 'Not found.' }, 404);
    return c.body(carImageSvg(car, Number(match[1])), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });
  // Demo 360 spins (vehicle-stock §2): frames 0-35 and the interior of a car with spin images.
  media.get('/media/spin/:slug/:file', async (c) => {
    const file = c.req.param('file');
    const frame = /^(\d{1,2})\.svg$/.exec(file);
    if (!(frame && Number(frame[1]) < SPIN_FRAME_COUNT) && file !== 'interior.svg') {
      return c.json({ error: 'Not found.' }, 404);
    }
    const [car] = await db.query<{
      simple_body: string | null;
      colour: string | null;
      interior_colour: string | null;
      item_type: string | null;
      make: string | null;
      model: string | null;
    }>(
      `SELECT simple_body, colour, interior_colour, item_type, make, model FROM cars
       WHERE slug = $1 AND jsonb_array_length(spin_images) > 0`,
      [c.req.param('slug')],
    );
    if (!car) return c.json({ error: 'Not found.' }, 404);
    return c.body(frame ? spinFrameSvg(car, Number(frame[1])) : interiorSvg(car), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });
  // The demo walkaround video every demo spin car shares.
  let walkaround: Promise<Buffer> | undefined;
  media.get('/media/video/walkaround.webm', async (c) => {
    walkaround ??= readFile(demoWalkaroundVideoFile());
    const video = new Uint8Array(await walkaround);
    return c.body(video, 200, {
      'content-type': 'video/webm',
      'content-length': String(video.byteLength),
      'cache-control': 'public, max-age=86400',
    });
  });
  // Demo campaign art: the demo configs' promotions slides (/media/sites/{slug}/promo/{n}.svg,
  // site-wide §9 1920x540), rasterised by /_img like any photo.
  media.get('/media/sites/:slug/promo/:file', (c) => {
    const match = /^(\d{1,2})\.svg$/.exec(c.req.param('file'));
    const svg = match ? demoPromoSceneSvg(c.req.param('slug'), Number(match[1]), DEMO_SITES) : null;
    if (!svg) return c.json({ error: 'Not found.' }, 404);
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });
  // Demo site logos: the demo configs' `theme.logo_url` (/media/sites/{slug}/logo.svg).
  media.get('/media/sites/:slug/logo.svg', (c) => {
    const svg = demoSiteLogoSvg(c.req.param('slug'), DEMO_SITES);
    if (!svg) return c.json({ error: 'Not found.' }, 404);
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });
  // Manufacturer badges: the catalogue's `logo_url` (/media/manufacturers/{slug}.svg), shown by
  // the group template's brand grid. Generated here, so no page asks a third party for a logo.
  media.get('/media/manufacturers/:file', (c) => {
    const file = c.req.param('file');
    // The brand overview's banner (vehicle-stock §3 brand entry) or the make's wordmark.
    const banner = /^([a-z0-9-]+)-banner\.svg$/.exec(file);
    const match = /^([a-z0-9-]+)\.svg$/.exec(file);
    const svg = banner
      ? demoManufacturerBannerSvg(banner[1] as string)
      : match
        ? demoManufacturerLogoSvg(match[1] as string)
        : null;
    if (!svg) return c.json({ error: 'Not found.' }, 404);
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
  });
  return media;
}
