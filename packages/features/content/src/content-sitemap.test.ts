import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import { contentSitemapPaths } from './content-view.ts';

const site = (content_pages = {}) =>
  publicSiteConfig(
    resolveSiteConfig({
      slug: 'sunshine-used-cars',
      name: 'Sunshine',
      template: 'classic',
      content_pages,
    }),
  );

describe('contentSitemapPaths (site-wide §2 content pages in the sitemap)', () => {
  it('lists every content page the site serves', () => {
    expect(contentSitemapPaths(site())).toEqual(
      expect.arrayContaining(['/privacy-policy', '/about-us', '/careers', '/book-test-drive']),
    );
    expect(contentSitemapPaths(site())).toHaveLength(12);
  });

  it('leaves out a page the site hides', () => {
    const paths = contentSitemapPaths(site({ fleet: { hidden: true } }));
    expect(paths).not.toContain('/fleet');
    expect(paths).toHaveLength(11);
  });
});
