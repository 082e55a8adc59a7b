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
});
