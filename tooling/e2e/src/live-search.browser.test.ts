import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  SITES,
  serverUrl,
  siteUrl,
  useBrowser,
  waitForHydration,
} from './harness.ts';

/**
 * Live search as you type on the home page of one site per template: the box loads
 * its combobox on focus, suggests the site's makes, models and cars through the algoliasearch
 * lite client against the platform's Algolia protocol, and is driven by the keyboard alone.
 */

const session = useBrowser();

describe.each(SITES)('live search on %s', (slug) => {
  it('suggests as the shopper types and opens a suggestion with the keyboard', async () => {
    const { page } = session;
    const stock = (await (await fetch(`${serverUrl()}/api/sites/${slug}/stock.json`)).json()) as {
      cars: { make: string | null; status: string }[];
    };
    const make = stock.cars.find((car) => car.status === 'in_stock' && car.make)?.make ?? '';
    expect(make).not.toBe('');
    await page.goto(siteUrl(slug));
    await waitForHydration(page);

    const queries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search/1/indexes/')) queries.push(request.url());
    });
    await page.locator('#hero-query').focus();
    const box = page.getByRole('combobox').first();
    await box.waitFor();
    await page.keyboard.type(make.slice(0, 3).toLowerCase());
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(queries.length).toBeGreaterThan(0);
    const texts = await options.allTextContents();
    expect(texts.some((text) => text.includes(make))).toBe(true);
    expect(texts.at(-1)).toMatch(/^See all [\d,]+ results for/);
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/search/') || url.pathname === '/search'),
      page.keyboard.press('Enter'),
    ]);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});
