import { describe, expect, it } from 'vitest';
import { SITES, serverUrl, siteUrl, useBrowser, waitForHydration } from './harness.ts';

/**
 * Hydration after paint (site-shell `deferHydration`: Lighthouse mobile
 * performance ≥ 95): on the home, results and vehicle page of one site per template no module
 * of the page is requested before the page's load event, the page still hydrates, and nothing is
 * logged as an error on the way.
 */

const session = useBrowser();

async function firstCarPath(slug: string): Promise<string> {
  const stock = (await (await fetch(`${serverUrl()}/api/sites/${slug}/stock.json`)).json()) as {
    cars: { slug: string; status: string }[];
  };
  const car = stock.cars.find((entry) => entry.status === 'in_stock');
  if (!car) throw new Error(`${slug} has no car in stock`);
  return `/cars/${car.slug}`;
}

describe.each(SITES)('hydration after paint on %s', (slug) => {
  it.each(['/', '/search', 'vehicle'])(
    '%s: modules load after the load event, then hydrate',
    async (path) => {
      const { page } = session;
      const errors: string[] = [];
      const onConsole = (message: { type(): string; text(): string }) => {
        if (message.type() === 'error') errors.push(message.text());
      };
      const onPageError = (error: Error) => errors.push(error.message);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      try {
        const url = siteUrl(slug) + (path === 'vehicle' ? await firstCarPath(slug) : path);
        await page.goto(url, { waitUntil: 'load' });
        await waitForHydration(page);
        const timing = await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType(
            'navigation',
          ) as PerformanceNavigationTiming[];
          const modules = performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^?]+\.js$/.test(new URL(entry.name).pathname));
          return {
            loadEventStart: navigation?.loadEventStart ?? 0,
            firstModuleStart: Math.min(...modules.map((entry) => entry.startTime)),
            modules: modules.length,
          };
        });
        expect(timing.modules).toBeGreaterThan(0);
        expect(timing.firstModuleStart).toBeGreaterThanOrEqual(timing.loadEventStart);
        expect(errors).toEqual([]);
      } finally {
        page.off('console', onConsole);
        page.off('pageerror', onPageError);
      }
    },
  );
});

describe('the browser site config without locations', () => {
  it("keeps the group footer's states through hydration and a client navigation (metro-auto-group)", async () => {
    const { page } = session;
    const errors: string[] = [];
    const onPageError = (error: Error) => errors.push(error.message);
    page.on('pageerror', onPageError);
    try {
      await page.goto(`${siteUrl('metro-auto-group')}/`, { waitUntil: 'load' });
      await waitForHydration(page);
      const tagline = page
        .getByRole('contentinfo')
        .getByText('One group, one standard of service.');
      // The states come from the root loader: the browser's config has none of the locations.
      await expect(tagline.textContent()).resolves.toMatch(
        /^10 dealerships across NSW, VIC, QLD, WA and SA\./,
      );
      await page
        .getByRole('banner')
        .getByRole('link', { name: /search|stock|used/i })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname !== '/');
      await expect(tagline.textContent()).resolves.toMatch(/across NSW, VIC, QLD, WA and SA\./);
      expect(errors).toEqual([]);
    } finally {
      page.off('pageerror', onPageError);
    }
  });
});
