import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  expectNoAxeViolations,
  openBrowser,
  SITES,
  sentEvents,
  serverUrl,
  siteUrl,
  waitForHydration,
  watchAnalyticsBeacons,
} from './harness.ts';

/**
 * A shopper on a phone (390×844, touch) on one demo site of each template:
 * the first result card within the first screen of /search; the header's Menu
 * opened with the keyboard and closed with Escape; on an in-stock car, the price and an Enquire
 * button within the first screen, the sticky call / enquire bar (vehicle-stock §2 sticky
 * footer), the sticky header after 500 px (vehicle-stock §2, §9), the call-the-dealer reveal
 * with its lead and event 25 (vehicle-stock §4, §7), no layout shift, and axe.
 */

const SCREEN = { width: 390, height: 844 };

let browser: Browser | undefined;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openBrowser(SCREEN, { isMobile: true, hasTouch: true }));
  await watchAnalyticsBeacons(page);
});

afterAll(async () => {
  await browser?.close();
});

/** The top of an element relative to the first screen, and whether it is inside it. */
async function withinFirstScreen(selector: string): Promise<{ top: number; bottom: number }> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return { top: box?.y ?? Number.NaN, bottom: (box?.y ?? 0) + (box?.height ?? 0) };
}

/** The page's cumulative layout shift so far (shifts without recent input). */
function layoutShift(): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

describe.each(SITES)('a phone shopper on %s', (SLUG) => {
  let car: { id: number; slug: string };

  beforeAll(async () => {
    const stock = (await (await fetch(`${serverUrl()}/api/sites/${SLUG}/stock.json`)).json()) as {
      cars: { id: number; slug: string; status: string; price: number | null }[];
    };
    const inStock = stock.cars.find(
      (entry) => entry.status === 'in_stock' && (entry.price ?? 0) > 0,
    );
    expect(inStock, `an in-stock car with a price on ${SLUG}`).toBeDefined();
    car = inStock as { id: number; slug: string };
  });

  it('sees the first result card within the first screen of /search', async () => {
    await page.goto(`${siteUrl(SLUG)}/search`);
    await waitForHydration(page);
    const card = await withinFirstScreen('.fc-results__item');
    expect(card.top).toBeLessThan(SCREEN.height);
  });

  it('opens the header menu with the keyboard and closes it with Escape', async () => {
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.isVisible()).toBe(true);
    // Focus moved into the menu.
    expect(await page.evaluate(() => !!document.activeElement?.closest('#site-nav'))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('reaches the header links without JavaScript: the Menu link opens them', async () => {
    const context = await (browser as Browser).newContext({
      viewport: SCREEN,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
    });
    try {
      const noScript = await context.newPage();
      await noScript.goto(`${siteUrl(SLUG)}/search`);
      const nav = noScript.getByRole('navigation', { name: 'Main' });
      expect(await nav.isVisible()).toBe(false);
      await noScript.getByRole('link', { name: 'Menu' }).click();
      await nav.waitFor({ state: 'visible' });
      expect(await nav.getByRole('link').count()).toBeGreaterThan(1);
    } finally {
      await context.close();
    }
  });

  it('keeps the header phone number on one line', async () => {
    const phone = page.locator('.site-header__phone--bar');
    if ((await phone.count()) === 0) return;
    const style = await phone.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        whiteSpace: computed.whiteSpace,
        lineHeight: Number.parseFloat(computed.lineHeight),
      };
    });
    expect(style.whiteSpace).toBe('nowrap');
    const box = await phone.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(style.lineHeight * 1.5);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(SCREEN.width);
  });

  it('sees the price and Enquire within the first screen and the sticky call / enquire bar (vehicle-stock §2)', async () => {
    await page.goto(`${siteUrl(SLUG)}/cars/${car.slug}`);
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: 'Call or enquire' });
    expect(await bar.isVisible()).toBe(true);
    const barBox = await bar.boundingBox();
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(SCREEN.height + 1);
    // The price is on the first screen and not under the sticky bar.
    const price = await withinFirstScreen('.vdp__sidebar .fc-vdp-price');
    expect(price.bottom).toBeLessThanOrEqual(barBox?.y ?? 0);
    const enquire = bar.getByRole('link', { name: 'Enquire', exact: true });
    const enquireBox = await enquire.boundingBox();
    expect((enquireBox?.y ?? SCREEN.height) + (enquireBox?.height ?? 0)).toBeLessThanOrEqual(
      SCREEN.height,
    );
    expect(await bar.getByRole('link', { name: 'Call', exact: true }).getAttribute('href')).toMatch(
      /^tel:\+?\d+$/,
    );
    // Fixed overlays: nothing moved while the page loaded (CLS ≤ 0.02).
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
    await expectNoAxeViolations(page);

    // The bar's Enquire opens the enquiry dialog.
    await enquire.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
  });

  it('shows the sticky header after 500 px and its opened style past 900 px (vehicle-stock §2, §9)', async () => {
    const header = page.locator('.fc-vdp-sticky-header');
    expect(await header.getAttribute('data-state')).toBe('hidden');
    expect(await header.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(
      () => document.querySelector('.fc-vdp-sticky-header')?.getAttribute('data-state') === 'shown',
    );
    expect(await header.isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 1000));
    await page.waitForFunction(
      () =>
        document.querySelector('.fc-vdp-sticky-header')?.getAttribute('data-state') === 'opened',
    );
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('reveals the dealer number, logging the phone-reveal lead and event 25 (vehicle-stock §4, §7)', async () => {
    const card = page.getByRole('region', { name: 'Call the dealer' });
    const number = card.getByRole('link', { name: /Show number/ });
    const masked = (await number.textContent()) ?? '';
    expect(masked).toMatch(/X/);
    const lead = page.waitForResponse(
      (response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST',
    );
    await number.click();
    const revealed = card.getByRole('link', { name: /^Call / });
    await revealed.waitFor();
    const text = (await revealed.textContent()) ?? '';
    expect(text).not.toMatch(/X/);
    // The first 5 characters were shown while masked (vehicle-stock §4).
    expect(text.replace(/^Call /, '').slice(0, 5)).toBe(masked.slice(0, 5));
    expect((await lead).status()).toBe(201);
    // Event 25 goes by beacon, through the site-wide trackEvent (vehicle-stock §7).
    await expect
      .poll(async () => (await sentEvents(page)).filter((event) => event.event_id === 25))
      .toEqual([expect.objectContaining({ site: SLUG, event_id: 25, car_id: car.id })]);

    const leadsResponse = await fetch(`${serverUrl()}/api/admin/leads?format=json&site=${SLUG}`, {
      headers: { Authorization: `Bearer ${ADMIN_KEY}` },
    });
    const { leads } = (await leadsResponse.json()) as {
      leads: { kind: string; car_id: number | string | null }[];
    };
    expect(leads.some((row) => row.kind === 'phone_reveal' && Number(row.car_id) === car.id)).toBe(
      true,
    );
    await expectNoAxeViolations(page);
  });
});
