import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  openBrowser,
  SITES,
  serverUrl,
  siteUrl,
  waitForHydration,
} from './harness.ts';

/**
 * The header's live search box on one site per template, away from the home page:
 * on a desktop it sits in the header row, loads no live search code until focused, then suggests
 * the site's makes and opens a suggestion with the keyboard; on a phone (390×844) it sits in the
 * menu, the bar keeps to one row without overflow or layout shift, and it suggests there too;
 * without JavaScript it is a plain form to /search?query=.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let desktop: { browser: Browser; page: Page };
let phone: { browser: Browser; page: Page };

beforeAll(async () => {
  desktop = await openBrowser(DESKTOP);
  phone = await openBrowser(PHONE, { isMobile: true, hasTouch: true });
});

afterAll(async () => {
  await desktop?.browser.close();
  await phone?.browser.close();
});

/** A make in stock on the site, to type the start of. */
async function stockMake(slug: string): Promise<string> {
  const stock = (await (await fetch(`${serverUrl()}/api/sites/${slug}/stock.json`)).json()) as {
    cars: { make: string | null; status: string }[];
  };
  const make = stock.cars.find((car) => car.status === 'in_stock' && car.make)?.make ?? '';
  expect(make).not.toBe('');
  return make;
}

/** Script files the page has fetched so far. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );

/** The page's cumulative layout shift so far (shifts without recent input). */
const layoutShift = (page: Page) =>
  page.evaluate(
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

describe.each(SITES)('header search on %s', (slug) => {
  it('on a desktop: in the header row, live search loaded on focus, suggests, opens with the keyboard', async () => {
    const { page } = desktop;
    const make = await stockMake(slug);
    await page.goto(`${siteUrl(slug)}/success`);
    await waitForHydration(page);
    const plain = page.locator('#header-query');
    expect(await plain.isVisible()).toBe(true);
    expect(await plain.getAttribute('role')).toBeNull();
    const before = await scripts(page);
    expect(before.some((name) => /LiveSearchCombobox|downshift/i.test(name))).toBe(false);

    await plain.focus();
    const box = page.getByRole('combobox', { name: /Search our/ });
    await box.waitFor();
    const after = await scripts(page);
    expect(after.length).toBeGreaterThan(before.length);
    await page.keyboard.type(make.slice(0, 3).toLowerCase());
    const options = page.getByRole('option');
    await options.first().waitFor();
    const texts = await options.allTextContents();
    expect(texts.some((text) => text.includes(make))).toBe(true);
    expect(texts.at(-1)).toMatch(/^See all [\d,]+ results for/);
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/search')),
      page.keyboard.press('Enter'),
    ]);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('on a phone: the bar keeps one row with no overflow or shift; the box is in the menu and suggests', async () => {
    const { page } = phone;
    const make = await stockMake(slug);
    await page.goto(`${siteUrl(slug)}/success`);
    await waitForHydration(page);
    expect(await layoutShift(page)).toBe(0);
    const layout = await page.evaluate(() => {
      const tops = ['.site-header__brand', '.site-header__menu-button', '.site-header__phone--bar']
        .map((selector) => document.querySelector(selector)?.getBoundingClientRect())
        .filter((rect): rect is DOMRect => rect !== undefined);
      return {
        scrollWidth: document.documentElement.scrollWidth,
        headerRight: Math.max(
          ...[...document.querySelectorAll('.site-header__inner > *')]
            .map((element) => element.getBoundingClientRect())
            .filter((rect) => rect.width > 0)
            .map((rect) => rect.right),
        ),
        spread:
          Math.max(...tops.map((rect) => rect.top + rect.height / 2)) -
          Math.min(...tops.map((rect) => rect.top + rect.height / 2)),
      };
    });
    expect(layout.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(layout.headerRight).toBeLessThanOrEqual(PHONE.width);
    // Logo, phone number and Menu button centred on one row (within a few pixels).
    expect(layout.spread).toBeLessThan(8);
    const plain = page.locator('#header-query');
    expect(await plain.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Menu' }).click();
    await plain.waitFor({ state: 'visible' });
    const box = await plain.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
    await plain.focus();
    const combobox = page.getByRole('combobox', { name: /Search our/ });
    await combobox.waitFor();
    await page.keyboard.type(make.slice(0, 3).toLowerCase());
    await page.getByRole('option').first().waitFor();
    const list = await page.locator('.header-search .fc-live-search__list').boundingBox();
    expect((list?.x ?? -1) >= 0 && (list?.x ?? 0) + (list?.width ?? 0) <= PHONE.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await expectNoAxeViolations(page);
  });

  it('without JavaScript: a plain form to /search?query=', async () => {
    const context = await desktop.browser.newContext({
      viewport: DESKTOP,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${siteUrl(slug)}/success`);
      await page.locator('#header-query').fill('ute');
      await Promise.all([page.waitForURL(/\/search\?query=ute$/), page.keyboard.press('Enter')]);
      await page.getByRole('heading', { level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });
});
