import { describe, expect, it } from 'vitest';
import { siteUrl, useBrowser } from './harness.ts';
import { eachLimited, finalStatus } from './site-http.ts';
import { ALL_SITES } from './sites.ts';

/**
 * No dead ends in a site's chrome (site-wide §2 Header navigation and footer), on every demo site,
 * as each site's own config and stock decide what its menus list: every same-site link rendered in
 * the header, its menus (the brands mega-menu, the Stock dropdown, the mobile menu's markup) and
 * the footer answers 200 once redirects are followed. A make or model is linked only while it has
 * stock, so `/search/{make}` and `/search/{make}/{model}` must find it.
 */

const CHROME_LINKS = 'header a[href], nav a[href], footer a[href], [role="dialog"] a[href]';

describe('header, menu and footer links (site-wide §2)', () => {
  const session = useBrowser();

  for (const slug of ALL_SITES) {
    it(`every same-site link of ${slug}'s chrome answers 200`, async () => {
      const { page } = session;
      const origin = siteUrl(slug);
      const response = await page.goto(`${origin}/`);
      expect(response?.status()).toBe(200);
      const hrefs = await page.$$eval(CHROME_LINKS, (anchors) =>
        anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
      );
      const paths = [
        ...new Set(
          hrefs
            .map((href) => new URL(href))
            .filter((url) => url.origin === origin)
            .map((url) => `${url.pathname}${url.search}`),
        ),
      ].sort();
      // The chrome links the stock (makes, models, body types) as well as the fixed pages.
      expect(paths.filter((path) => path.startsWith('/search/')).length).toBeGreaterThan(3);

      const dead: string[] = [];
      await eachLimited(paths, 4, async (path) => {
        const status = await finalStatus(slug, path);
        if (status !== 200) dead.push(`${status} ${path}`);
      });
      expect(dead.sort(), `${slug}: ${paths.length} links`).toEqual([]);
    }, 240_000);
  }

  it('a brand without stock links no empty results page (site-wide §2, §3)', async () => {
    const { page } = session;
    const slug = 'sunshine-used-cars';
    const origin = siteUrl(slug);
    expect((await page.goto(`${origin}/ferrari/overview`))?.status()).toBe(200);
    const hrefs = await page.$$eval('main a[href]', (anchors) =>
      anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
    );
    const own = hrefs
      .map((href) => new URL(href))
      .filter((url) => url.origin === origin)
      .map((url) => url.pathname);
    expect(own).not.toContain('/search/ferrari');
    const dead: string[] = [];
    await eachLimited(own, 4, async (path) => {
      const status = await finalStatus(slug, path);
      if (status !== 200) dead.push(`${status} ${path}`);
    });
    expect(dead).toEqual([]);
  });
});
