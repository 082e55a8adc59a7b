import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  SITES,
  serverUrl,
  siteUrl,
  useBrowser,
  waitForElementHydrated,
  waitForHydration,
} from './harness.ts';

/**
 * The vehicle page's first-load JavaScript: every script a phone requests while the
 * page loads and hydrates, no interaction, gzipped (level 9, as `pnpm bench:web` counts it), on
 * one demo site per template. The ceiling is a ratchet just above today's figure (170.0 / 172.3 /
 * 170.2 KB: 167.7 / 170.2 / 168.1 after ui-kit's own Tabs replaced Radix Tabs, then the
 * site-wide header, footer and promotion additions of the same session) so the page cannot
 * quietly grow back;
 * the below-the-fold sections then left the first load (lazy sections: 163.1 / 165.6 / 163.4 KB
 * measured here), and per-use icons shaved the rest to 161.4 / 163.9 / 161.7 KB (bench:web);
 * the root route's modules as one shell chunk (tooling/site-build/src/shell-chunk.mjs) brought it
 * to 154.9 / 157.4 / 155.2 KB, under the vehicle page's 158 KB budget. Every page then gained
 * the lead-attribution recorder and saved contact details (site-wide §3 User, vehicle-stock §3
 * lead_attributes) and the header's focus-ring contrast (160.8 / 161.2 / 160.9 KB measured
 * here); the enquiry form and the vehicle location then became lazy sections too (below the
 * gallery, price and facts on a phone; their fields, error banner and static map load when the
 * shopper reaches for them): 153.6 / 154.1 / 153.7 KB, so the ceiling is back at the vehicle
 * page's 158 KB budget. Also: hydration logs no error (a mismatch would show here) and the Radix
 * Tabs machinery is gone from the load.
 */
const FIRST_LOAD_JS_CEILING_BYTES = 158_000;

async function firstInStockPath(slug: string): Promise<string> {
  const response = await fetch(`${serverUrl()}/api/sites/${slug}/stock.json`);
  expect(response.status).toBe(200);
  const { cars } = (await response.json()) as { cars: { status: string; path: string }[] };
  const car = cars.find((candidate) => candidate.status === 'in_stock');
  expect(car, `an in-stock car on ${slug}`).toBeDefined();
  return (car as { path: string }).path;
}

describe.each(SITES)('vehicle page first-load JavaScript on %s', (slug) => {
  const session = useBrowser({ width: 412, height: 823 }, { isMobile: true, hasTouch: true });

  it(`loads at most ${FIRST_LOAD_JS_CEILING_BYTES / 1000} KB gzip of scripts and hydrates without errors`, async () => {
    const { page } = session;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const bodies: Promise<{ url: string; bytes: number; radixTabs: boolean }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then((body) => ({
          url: response.url(),
          bytes: gzipSync(body, { level: 9 }).length,
          // Radix Tabs' keyboard layer names its context so; minifying keeps the string.
          radixTabs: body.toString('utf8').includes('"RovingFocusGroup"'),
        })),
      );
    });
    await page.goto(`${siteUrl(slug)}${await firstInStockPath(slug)}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const listing = scripts
      .sort((a, b) => b.bytes - a.bytes)
      .map((script) => `${(script.bytes / 1000).toFixed(1)} KB ${new URL(script.url).pathname}`)
      .join('\n');
    expect(total, `${(total / 1000).toFixed(1)} KB:\n${listing}`).toBeLessThanOrEqual(
      FIRST_LOAD_JS_CEILING_BYTES,
    );
    // The tabs are ui-kit's own: no Radix roving-focus or collection code is fetched for them.
    const tabList = page.getByRole('tablist', { name: 'Vehicle information' });
    expect(await tabList.getAttribute('aria-orientation')).toBe('horizontal');
    expect(scripts.filter((script) => script.radixTabs).map((script) => script.url)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** Whether React has hydrated this element (it carries React's props key). */
const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

describe.each(SITES)('vehicle page lazy sections on %s', (slug) => {
  const session = useBrowser({ width: 412, height: 823 }, { isMobile: true, hasTouch: true });

  it('keeps the tabs’ server HTML until their code loads when scrolled near, then switches tabs', async () => {
    const { page } = session;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${siteUrl(slug)}${await firstInStockPath(slug)}`);
    await waitForHydration(page);
    // Below the fold: the section's HTML is the server's, its code not fetched nor run.
    const section = page.locator('[data-lazy-section="details"]');
    const tabList = section.getByRole('tablist', { name: 'Vehicle information' });
    const tabs = tabList.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    expect(await section.locator('[data-lazy-section-fallback]').count()).toBe(0);
    expect(await tabs.nth(1).evaluate(isHydrated)).toBe(false);
    expect(scripts.filter((script) => script.includes('DetailsSection'))).toEqual([]);
    // Scrolled near: the code loads and the same HTML hydrates.
    await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await waitForElementHydrated(tabs.nth(1));
    expect(scripts.some((script) => script.includes('DetailsSection'))).toBe(true);
    await tabs.nth(1).click();
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('replays the first click on a section whose code has not loaded yet', async () => {
    const { page } = session;
    await page.goto(`${siteUrl(slug)}${await firstInStockPath(slug)}`);
    await waitForHydration(page);
    const tabs = page
      .locator('[data-lazy-section="details"]')
      .getByRole('tablist', { name: 'Vehicle information' })
      .getByRole('tab');
    // A click that does not scroll first (the section is already near on a tall screen, say).
    await tabs.nth(1).evaluate((element) => (element as HTMLElement).click());
    await page.waitForFunction(
      () =>
        document
          .querySelectorAll('[data-lazy-section="details"] [role="tab"]')[1]
          ?.getAttribute('aria-selected') === 'true',
      undefined,
      { timeout: 10_000 },
    );
  });
});
