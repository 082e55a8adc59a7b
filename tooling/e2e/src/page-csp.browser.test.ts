import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  SITES,
  serverUrl,
  siteUrl,
  useBrowser,
  waitForElementHydrated,
  waitForHydration,
} from './harness.ts';
import { siteConfig } from './sites.ts';

/**
 * No Content-Security-Policy violation on the pages every shopper opens (home, results, a
 * vehicle, offers) of one demo site per template, once loaded and hydrated. The sites' policy
 * forbids eval: a library that probes for it at load (a validator building its schemas, say) is
 * reported by the browser as a violation on every page view. The same on the form pages (sign-in,
 * trade-in, finance, reserve, buy online, spin-to-win, contact) and the vehicle page's enquiry
 * form and delivery calculator once used: their zod schemas are built through
 * `@forecourt/validation`, which turns zod's eval probe off in the browser first. Nor does any of
 * these pages log a console error.
 */

const session = useBrowser();

async function firstInStockPath(slug: string): Promise<string> {
  const response = await fetch(`${serverUrl()}/api/sites/${slug}/stock.json`);
  expect(response.status).toBe(200);
  const { cars } = (await response.json()) as { cars: { status: string; path: string }[] };
  const car = cars.find((candidate) => candidate.status === 'in_stock');
  expect(car, `an in-stock car on ${slug}`).toBeDefined();
  return (car as { path: string }).path;
}

/** Records CSP violations (installed before any page script, so the policy does not apply). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

describe.each(SITES)('Content-Security-Policy on %s', (slug) => {
  it('reports no violation on the home, results, vehicle and offers pages', async () => {
    const { page } = session;
    await recordViolations(page);
    for (const path of ['/', '/search', await firstInStockPath(slug), '/special-offers']) {
      await page.goto(`${siteUrl(slug)}${path}`);
      await waitForHydration(page);
      expect(await violationsOf(page), `${slug}${path}`).toEqual([]);
    }
  });

  it('reports no violation nor console error on the form pages, nor once a vehicle page form is used', async () => {
    const { page } = session;
    await recordViolations(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const carPath = await firstInStockPath(slug);
    const carSlug = carPath.replace(/^\/cars\//, '');
    const reservePath = siteConfig(slug).features.reserve_at_buy_online_path
      ? 'buy-online'
      : 'checkout';
    const formPages = [
      '/sign-in',
      '/trade-in',
      '/finance',
      '/spin-to-win',
      '/contact-us',
      `/checkout-journey?car_id=${carSlug}`,
      `/cars/${carSlug}/${reservePath}`,
    ];
    let opened = 0;
    for (const path of formPages) {
      const response = await page.goto(`${siteUrl(slug)}${path}`);
      // A page the site's config switches off answers 404: nothing of it to check.
      if (!response?.ok()) {
        errors.length = 0;
        continue;
      }
      opened += 1;
      await waitForHydration(page);
      expect(await violationsOf(page), `${slug}${path}`).toEqual([]);
      expect(errors, `${slug}${path}`).toEqual([]);
    }
    expect(opened, `form pages that ${slug} serves`).toBeGreaterThanOrEqual(4);

    // The vehicle page's own forms, once used: the enquiry form's code loads when a field is
    // focused (its fields then hydrated), and an empty delivery postcode is checked in the
    // browser where the site has the calculator.
    await page.goto(`${siteUrl(slug)}${carPath}`);
    await waitForHydration(page);
    const firstName = page
      .getByRole('region', { name: /^Enquire about this / })
      .first()
      .getByLabel('First name');
    await firstName.fill('Alex');
    await waitForElementHydrated(firstName);
    const delivery = page.getByRole('region', { name: 'Delivery Calculator' });
    if ((await delivery.count()) > 0) {
      await delivery.scrollIntoViewIfNeeded();
      await delivery.getByText('Estimate delivery to your postcode').click();
      await delivery.getByRole('button', { name: 'Get Estimate' }).click();
      await delivery.getByText('Please enter a postcode.').waitFor();
    }
    await page.waitForLoadState('networkidle');
    expect(await violationsOf(page), `${slug}${carPath} forms`).toEqual([]);
    expect(errors, `${slug}${carPath} forms`).toEqual([]);
  });
});
