import type { Database } from '@forecourt/db';
import { describe, expect, it } from 'vitest';
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

  it('is a 404 for an unknown make, a past make without a logo, or another file name', async () => {
    expect((await media.request('/media/manufacturers/nope.svg')).status).toBe(404);
    expect((await media.request('/media/manufacturers/holden.svg')).status).toBe(404);
    expect((await media.request('/media/manufacturers/toyota.png')).status).toBe(404);
    expect((await media.request('/media/manufacturers/toyota.svg')).status).toBe(200);
  });
});
