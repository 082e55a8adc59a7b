import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  openBrowser,
  serverUrl,
  siteUrl,
  waitForHydration,
} from './harness.ts';
import { ALL_SITES, REPO_ROOT, siteConfig } from './sites.ts';

/**
 * The vehicle page's tabs and calculators on every demo site, in Chromium: an in-stock car's tabs
 * switched with the keyboard (every panel already in the server's HTML), the delivery estimate
 * for the car's own postcode and the spec's message for an unknown one where the site sets
 * `delivery_calculator` (vehicle-stock §5), the fuel calculator with free text where the site
 * sets `fuel_calculator` and the vehicle burns fuel (vehicle-stock §5, §9: not a caravan, not an
 * electric car), the analytics view events (vehicle-stock §7), axe-clean (WCAG 2.1 A/AA). Each
 * calculator is asserted absent where the site or the vehicle has none.
 */

/** The postcode that no Australian place has (the delivery lookup's unknown location). */
const UNKNOWN_POSTCODE = '0000';
const NOT_SERVICEABLE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

interface AnalyticsBody {
  site: string;
  event_id?: number;
  name?: string;
  payload?: { currency?: string };
}

interface StockCar {
  slug: string;
  status: string;
  simple_fuel: string | null;
  fuel?: string | null;
  item_type?: string | null;
  car_type: string | null;
  location: { address: { postcode: string | null } } | null;
  variant: { fuelconsumptioncombined?: number | null } | null;
}

/** The site's own vehicle-page copy, from its config (site-wide §1: each dealer's words). */
function siteCopy(slug: string): { whats_included: string[]; protect_your_car: string[] } {
  const config = JSON.parse(readFileSync(join(REPO_ROOT, 'configs', `${slug}.json`), 'utf8')) as {
    vdp_copy: { whats_included: string[]; protect_your_car: string[] };
  };
  return config.vdp_copy;
}

/**
 * Whether the vehicle has a fuel bill for the calculator (vehicle-stock §5): not fully electric,
 * and not a caravan, which is towed (vehicle-stock §3).
 */
function burnsFuel(car: StockCar): boolean {
  const fuel = (car.simple_fuel ?? car.fuel ?? '').trim().toLowerCase();
  return (car.item_type ?? '').trim().toLowerCase() !== 'caravan' && fuel !== 'electric';
}

/**
 * An in-stock car with a location postcode (for the delivery estimate), one that burns fuel when
 * the site has any (so the fuel calculator is shown): on a caravan dealer's site every unit is a
 * caravan, and the page must then show no fuel calculator.
 */
async function inStockCar(slug: string): Promise<StockCar> {
  const response = await fetch(`${serverUrl()}/api/sites/${slug}/stock.json`);
  expect(response.status).toBe(200);
  const { cars } = (await response.json()) as { cars: StockCar[] };
  const candidates = cars.filter(
    (candidate) =>
      candidate.status === 'in_stock' && /^\d{4}$/.test(candidate.location?.address.postcode ?? ''),
  );
  const car = candidates.find(burnsFuel) ?? candidates[0];
  expect(car, `an in-stock car on ${slug}`).toBeDefined();
  return car as StockCar;
}

describe.each(ALL_SITES)('vehicle page tabs and calculators on %s', (slug) => {
  const { features } = siteConfig(slug);
  let browser: Browser | undefined;
  let page: Page;
  let car: StockCar;

  beforeAll(async () => {
    car = await inStockCar(slug);
    const session = await openBrowser();
    browser = session.browser;
    page = session.page;
    // Chromium hands no body of a beacon to the test, so the page's own sendBeacon is watched:
    // each event body it sends is kept (as text) for the test to read.
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __beacons: string[] }).__beacons = sent;
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith('/api/analytics/events') && data instanceof Blob) {
          void data.text().then((text) => sent.push(text));
        }
        return original(url, data);
      };
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("server-renders every tab panel with the dealer's own copy and switches tabs with the keyboard (vehicle-stock §2; site-wide §1)", async () => {
    const copy = siteCopy(slug);
    const response = await page.goto(`${siteUrl(slug)}/cars/${car.slug}`);
    // The server's HTML, before any script ran: every panel's text is in it.
    const html = (await response?.text()) ?? '';
    const escaped = (text: string) => text.replaceAll("'", '&#x27;');
    for (const text of ['Dealer Comments', 'Why Buy From Us?', ...copy.protect_your_car]) {
      expect(html).toContain(escaped(text));
    }
    // No other dealer's claims (the old platform-wide copy).
    expect(html).not.toContain('60 years of experience');
    expect(html).not.toContain('community program');
    await waitForHydration(page);
    const tabs = page.getByRole('tablist', { name: 'Vehicle information' });
    const selected = tabs.getByRole('tab', { selected: true });
    const panel = page.getByRole('tabpanel');
    await selected.and(tabs.getByRole('tab', { name: 'Dealer Comments' })).waitFor();
    await tabs.getByRole('tab', { name: 'Dealer Comments' }).focus();
    await page.keyboard.press('ArrowRight');
    await selected.and(tabs.getByRole('tab', { name: "What's Included" })).waitFor();
    await panel.filter({ hasText: copy.whats_included[0] }).waitFor();
    await page.keyboard.press('End');
    await selected.and(tabs.getByRole('tab').last()).waitFor();
    await page.keyboard.press('Home');
    await selected.and(tabs.getByRole('tab', { name: 'Dealer Comments' })).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dealer Comments');
    await expectNoAxeViolations(page);
  });

  it('sends the view-content event with currency AUD, accepted by the server (vehicle-stock §7)', async () => {
    const sent = async () =>
      (await page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons)).map(
        (text) => JSON.parse(text) as AnalyticsBody,
      );
    await expect
      .poll(async () => (await sent()).some((body) => body.name === 'view_content'), {
        timeout: 10_000,
      })
      .toBe(true);
    const bodies = await sent();
    const view = bodies.find((body) => body.name === 'view_content');
    expect(view?.site).toBe(slug);
    expect(view?.payload?.currency).toBe('AUD');
    expect(bodies.some((body) => body.event_id === 4)).toBe(car.car_type === 'used');
    // The very bodies the page sent are ones the API accepts.
    for (const body of bodies) {
      const response = await fetch(`${serverUrl()}/api/analytics/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(202);
    }
  });

  it('estimates delivery to a real postcode and says so for an unknown one where the site has the calculator (vehicle-stock §4, §5)', async () => {
    const section = page.getByRole('region', { name: 'Delivery Calculator' });
    expect(await section.count()).toBe(features.delivery_calculator ? 1 : 0);
    if (!features.delivery_calculator) return;
    await section.scrollIntoViewIfNeeded();
    await section.getByText('Estimate delivery to your postcode').click();
    const postcode = section.getByLabel('Your postcode');
    await section.getByRole('button', { name: 'Get Estimate' }).click();
    await section.getByText('Please enter a postcode.').waitFor();

    await postcode.fill(car.location?.address.postcode ?? '');
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/delivery/quote')),
      section.getByRole('button', { name: 'Get Estimate' }).click(),
    ]);
    // The car's own postcode is inside the free local region.
    await section.getByText(/^Delivery to .+: Free$/).waitFor();
    await expectNoAxeViolations(page);

    await postcode.fill(UNKNOWN_POSTCODE);
    await section.getByRole('button', { name: 'Get Estimate' }).click();
    await section.getByRole('alert').filter({ hasText: NOT_SERVICEABLE }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('works out the weekly fuel cost from free text where the site and the vehicle have it (vehicle-stock §5, §9)', async () => {
    const section = page.getByRole('region', { name: 'Fuel Calculator' });
    const shown = features.fuel_calculator && burnsFuel(car);
    expect(await section.count()).toBe(shown ? 1 : 0);
    if (!shown) return;
    await section.scrollIntoViewIfNeeded();
    await section.getByText('Work out your weekly fuel cost').click();
    const price = section.getByLabel('Fuel price per litre');
    expect(await price.inputValue()).toBe('1.70');
    expect(await section.getByLabel('Kilometres driven per week').inputValue()).toBe('250');
    const economy = Number(
      /([\d.]+) L\/100 km/.exec((await section.textContent()) ?? '')?.[1] ?? Number.NaN,
    );
    expect(economy).toBeGreaterThan(0);
    await price.fill('$2.00');
    await section.getByLabel('Kilometres driven per week').fill('1,000 kms');
    const weekly = (10 * economy * 2).toLocaleString('en-AU', {
      style: 'currency',
      currency: 'AUD',
    });
    await section.getByText(`About ${weekly} a week`, { exact: false }).waitFor();
    await expectNoAxeViolations(page);
  });
});
