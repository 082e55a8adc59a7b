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

  it('serves the /used-car/… breadcrumb paths (site-wide §2)', () => {
    expect(paths()).toEqual(expect.arrayContaining(['used-car', 'used-car/*']));
  });
});
