import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  expectNoAxeViolations,
  openBrowser,
  sentEvents,
  serverUrl,
  siteUrl,
  waitForHydration,
  watchAnalyticsBeacons,
} from './harness.ts';
import { ALL_SITES, siteConfig } from './sites.ts';

/**
 * The vehicle page's shopper actions on every demo site (vehicle-stock §2, §4, §5, §7-§9): copy
 * the link and see the toast, download the PDF, book a test drive and land on /success with the
 * lead in the database, axe on the open dialog. Each optional part of the form is asserted from
 * the site's own config and the car's location: the date and time booking where the site sets
 * `test_drive_booking` (absent elsewhere), the location choice where the car's location has
 * distribution locations, the terms tick box where the site sets `terms_required`.
 */

interface StockCar {
  slug: string;
  status: string;
  name: string | null;
  location: { distribution_locations?: unknown[] } | null;
}

/** The named distribution locations of a car's location (vehicle-stock §5 test drive location). */
function distributionLocations(car: StockCar): string[] {
  return (car.location?.distribution_locations ?? []).filter(
    (name): name is string => typeof name === 'string' && name.trim() !== '',
  );
}

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, context, page } = await openBrowser());
  await watchAnalyticsBeacons(page);
});

afterAll(async () => {
  await browser?.close();
});

describe('the demo stock behind these journeys', () => {
  it('gives some demo site a location with distribution locations, so the test drive location step runs (vehicle-stock §5)', async () => {
    const withStep: string[] = [];
    for (const slug of ALL_SITES) {
      const stock = (await (await fetch(`${serverUrl()}/api/sites/${slug}/stock.json`)).json()) as {
        cars: StockCar[];
      };
      if (
        stock.cars.some(
          (entry) => entry.status === 'in_stock' && distributionLocations(entry).length > 0,
        )
      ) {
        withStep.push(slug);
      }
    }
    expect(withStep.length).toBeGreaterThan(0);
  });
});

describe.each(ALL_SITES)('vehicle page actions on %s', (SLUG) => {
  const { features } = siteConfig(SLUG);
  const EMAIL = `test-drive-${SLUG}-${Date.now()}@example.com`;
  let car: StockCar;
  let title: string;

  beforeAll(async () => {
    const stock = (await (await fetch(`${serverUrl()}/api/sites/${SLUG}/stock.json`)).json()) as {
      cars: StockCar[];
    };
    // A car whose location offers test drives at its distribution locations where the site has
    // one, so the location step runs wherever a site can show it (vehicle-stock §5).
    const inStock =
      stock.cars.find(
        (entry) => entry.status === 'in_stock' && distributionLocations(entry).length > 0,
      ) ?? stock.cars.find((entry) => entry.status === 'in_stock');
    expect(inStock, `an in-stock car on ${SLUG}`).toBeDefined();
    car = inStock as StockCar;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: siteUrl(SLUG),
    });
    await page.goto(`${siteUrl(SLUG)}/cars/${car.slug}`);
    await waitForHydration(page);
    title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    expect(title).not.toBe('');
  });

  it('copies the link: Copied, then the toast naming the car (vehicle-stock §4, site-wide §4)', async () => {
    const share = page.getByRole('region', { name: 'Share this vehicle' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await share.getByRole('button', { name: 'Copied' }).waitFor();
    await page.getByText(`Copied ${title} to your clipboard!`, { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(`/cars/${car.slug}`);
    // Back to Copy link after 1.5 s.
    await share.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 5_000 });
    // Twitter/X only where the site shows it (`share_twitter`, vehicle-stock §9).
    const twitter = await share.getByRole('link', { name: 'Share on X' }).count();
    expect(twitter).toBe(features.share_twitter ? 1 : 0);
  });

  it('downloads {slug}.pdf and logs event 61 (vehicle-stock §4, §7)', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${car.slug}.pdf`);
    const file = await readFile((await download.path()) as string);
    expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // Event 61 goes by beacon, through the site-wide trackEvent (vehicle-stock §7).
    await expect
      .poll(async () => (await sentEvents(page)).filter((event) => event.event_id === 61))
      .toEqual([expect.objectContaining({ site: SLUG, event_id: 61 })]);
  });

  it('opens the printable page in a new tab, server-rendered and noindex (vehicle-stock §2 /print)', async () => {
    const print = page.getByRole('link', { name: /^Print/ });
    expect(await print.getAttribute('target')).toBe('_blank');
    const printPage = await context.newPage();
    try {
      const response = await printPage.goto(`${siteUrl(SLUG)}${await print.getAttribute('href')}`);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
      expect(html).toContain('Print this page');
      await printPage.getByRole('heading', { level: 1, name: title }).waitFor();
      await expectNoAxeViolations(printPage);
    } finally {
      await printPage.close();
    }
  });

  it('books a test drive and lands on /success with the lead saved (vehicle-stock §5, §7)', async () => {
    await page.getByRole('button', { name: 'Book a Test Drive' }).click();
    const dialog = page.getByRole('dialog', { name: /^Book a test drive of the / });
    await dialog.waitFor();
    const booking = dialog.getByRole('group', { name: 'Preferred date and time (optional)' });
    let bookedDate: string | null = null;
    let bookedTime: string | null = null;
    // The date and time booking only where the site books times (vehicle-stock §5).
    expect(await booking.count()).toBe(features.test_drive_booking ? 1 : 0);
    if (features.test_drive_booking) {
      await booking.and(page.locator('[aria-busy="false"]')).waitFor();
      // The demo stock's locations all have free slots: no "no times" or failed-load message.
      const date = booking.getByRole('combobox', { name: 'Date' });
      await date.waitFor();
      bookedDate = await date.locator('option').nth(1).getAttribute('value');
      await date.selectOption(bookedDate as string);
      const time = booking.getByRole('combobox', { name: 'Time' });
      bookedTime = await time.locator('option').nth(1).getAttribute('value');
      await time.selectOption(bookedTime as string);
      await expect(booking.textContent()).resolves.toMatch(/Times are in \w[\w ]* time/);
    }
    // The location choice only where the car's location has distribution locations (§5).
    const distribution = distributionLocations(car);
    const location = dialog.getByRole('combobox', { name: /Test drive location/ });
    expect(await location.count()).toBe(distribution.length > 0 ? 1 : 0);
    if (distribution.length > 0) {
      await expect(location.locator('option').count()).resolves.toBe(distribution.length + 1);
      await location.selectOption(distribution[0] as string);
    }
    await dialog.getByLabel('First name').fill('Sam');
    await dialog.getByLabel('Last name').fill('Driver');
    await dialog.getByLabel('Email').fill(EMAIL);
    await dialog.getByLabel('Mobile').fill('0412 345 678');
    await dialog.getByLabel('Postcode').fill('4000');
    // The terms tick box only where the site requires it (site-wide §5 `terms_required`).
    const terms = dialog.getByRole('checkbox', { name: /terms of use/ });
    expect(await terms.count()).toBe(features.terms_required ? 1 : 0);
    if (features.terms_required) await terms.check();
    await expectNoAxeViolations(page);

    await Promise.all([
      page.waitForURL((url) => url.pathname === '/success'),
      dialog.getByRole('button', { name: 'Book Test Drive' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Thank you', level: 1 }).waitFor();

    const response = await fetch(`${serverUrl()}/api/admin/leads?format=json&site=${SLUG}`, {
      headers: { Authorization: `Bearer ${ADMIN_KEY}` },
    });
    expect(response.status).toBe(200);
    const { leads } = (await response.json()) as {
      leads: {
        email: string;
        category: string;
        site: string;
        payload: Record<string, unknown>;
      }[];
    };
    const lead = leads.find((row) => row.email === EMAIL);
    expect(lead, `the test drive lead of ${EMAIL}`).toBeDefined();
    expect(lead).toMatchObject({ category: 'Test Drive', site: SLUG });
    if (features.test_drive_booking) {
      expect(lead?.payload).toMatchObject({ booking_date: bookedDate, booking_time: bookedTime });
    } else {
      expect(lead?.payload).not.toHaveProperty('booking_date');
    }
    if (distribution.length > 0) {
      expect(lead?.payload).toMatchObject({ distribution_location: distribution[0] });
    }
  });
});
