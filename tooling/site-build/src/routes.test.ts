import { OPT_IN_CONTENT_PAGE_SLUGS } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import { dealerSiteRoutes, OPT_IN_CONTENT_PAGES } from './routes.mjs';

const paths = () => dealerSiteRoutes().map((entry) => entry.path ?? '');

describe('dealerSiteRoutes (site-wide §2 routes)', () => {
  it('serves /models on every template, before the model-slug catch-all', () => {
    const all = paths();
    expect(all).toContain('models');
    expect(all.indexOf('models')).toBeLessThan(all.indexOf(':modelSlug'));
  });

  it('routes every opt-in content page to the content page module', () => {
    expect([...OPT_IN_CONTENT_PAGES]).toEqual([...OPT_IN_CONTENT_PAGE_SLUGS]);
    const entries = dealerSiteRoutes();
    for (const slug of OPT_IN_CONTENT_PAGE_SLUGS) {
      expect(entries.find((entry) => entry.path === slug)?.file).toBe('routes/content-page.ts');
    }
  });

  it("routes a site's dealer EOFY pages to the content page module, before the model-slug catch-all (site-wide §2 /eofy)", () => {
    const site = { dealer_eofy_pages: [{ slug: 'eofy-coastal-toyota' }] };
    const entries = dealerSiteRoutes({ site });
    const page = entries.find((entry) => entry.path === 'eofy-coastal-toyota');
    expect(page?.file).toBe('routes/content-page.ts');
    expect(page?.id).toBe('content-eofy-coastal-toyota');
    const all = entries.map((entry) => entry.path ?? '');
    expect(all.indexOf('eofy-coastal-toyota')).toBeLessThan(all.indexOf(':modelSlug'));
    // Another site's build has no such route.
    expect(paths()).not.toContain('eofy-coastal-toyota');
    expect(dealerSiteRoutes({ site: null }).map((entry) => entry.path)).not.toContain(
      'eofy-coastal-toyota',
    );
  });

  it('serves the /used-car/… breadcrumb paths (site-wide §2)', () => {
    expect(paths()).toEqual(expect.arrayContaining(['used-car', 'used-car/*']));
  });
});
