import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_ENDPOINT, trackEvent } from './analytics.ts';
import { createSiteRoot } from './site-root.tsx';
import { testSite } from './test/site.ts';

describe('createSiteRoot analytics (vehicle-stock §7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("names the site once for every page: trackEvent then posts with the site's slug", async () => {
    const posted: { url: string; body: Blob }[] = [];
    vi.spyOn(navigator, 'sendBeacon').mockImplementation((url, body) => {
      posted.push({ url: String(url), body: body as Blob });
      return true;
    });
    createSiteRoot({
      site: testSite({ slug: 'coastal-toyota', name: 'Coastal Toyota', template: 'oem' }),
      header: null,
      footer: null,
      bodyClassName: 'template-oem',
      stylesheets: [],
    });
    trackEvent(49, { query: 'hilux' });
    expect(posted.map((beacon) => beacon.url)).toEqual([ANALYTICS_ENDPOINT]);
    const [beacon] = posted;
    expect(JSON.parse(await (beacon as { body: Blob }).body.text())).toEqual({
      site: 'coastal-toyota',
      event_id: 49,
      payload: { query: 'hilux' },
    });
  });
});
