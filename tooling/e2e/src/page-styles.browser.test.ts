import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SITES, siteUrl, useBrowser } from './harness.ts';

/**
 * Every page carries the site's styles (site-wide §2: the announcement bar, the header and the
 * popup look the same on every page): the pages without stylesheets of their own — /success,
 * the 404 page and the oem range at /models — link every stylesheet that the home page, the
 * results page and the contact page all share, and the announcement bar is styled as on the home
 * page.
 */

async function stylesheets(
  page: Page,
  slug: string,
  path: string,
  status = 200,
): Promise<Set<string>> {
  const response = await page.goto(`${siteUrl(slug)}${path}`);
  expect(response?.status(), path).toBe(status);
  const hrefs = await page.$$eval('link[rel="stylesheet"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  return new Set(hrefs);
}

/** The announcement bar's painted look, or null where the site has none. */
async function announcementLook(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const bar = document.querySelector('[class*="announcement"]');
    if (!bar) return null;
    const style = getComputedStyle(bar);
    return `${style.display} ${style.backgroundColor} ${style.color} ${style.paddingTop}`;
  });
}

describe('the site styles on every page (site-wide §2)', () => {
  const session = useBrowser();

  for (const slug of SITES) {
    it(`${slug}: /success, the 404 page${slug === 'coastal-toyota' ? ' and /models' : ''} link the shared stylesheets`, async () => {
      const { page } = session;
      const home = await stylesheets(page, slug, '/');
      const homeLook = await announcementLook(page);
      const search = await stylesheets(page, slug, '/search');
      const contact = await stylesheets(page, slug, '/contact');
      const shared = [...home].filter((href) => search.has(href) && contact.has(href)).sort();
      // The root's: the template's fonts and styles, the shell's, the accounts' and the kit's.
      expect(shared.length).toBeGreaterThanOrEqual(5);

      const pages: [string, number][] = [
        ['/success', 200],
        ['/no-such-page-here', 404],
        ...(slug === 'coastal-toyota' ? ([['/models', 200]] as [string, number][]) : []),
      ];
      for (const [path, status] of pages) {
        const sheets = await stylesheets(page, slug, path, status);
        expect(
          shared.filter((href) => !sheets.has(href)),
          `${slug}${path} misses shared stylesheets`,
        ).toEqual([]);
        expect(await announcementLook(page), `${slug}${path} announcement bar`).toBe(homeLook);
      }
    });
  }
});
