import { parseSearchParams, resultsHeading } from '@forecourt/search';
import { vehicleNoun } from '@forecourt/vdp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  ALL_SITES,
  expectNoAxeViolations as axeCheck,
  waitForHydration as hydrated,
  openBrowser,
  serverUrl,
  siteUrl as siteUrlOf,
} from './harness.ts';
import { askSite } from './site-http.ts';
import { siteConfig } from './sites.ts';

/**
 * A new shopper's path through every demo site on the real platform server, in Chromium, each
 * site's own config and stock deciding what is asserted: home → search for the site's most
 * stocked make → refine, sort and page the results → save a favourite → a vehicle page → similar
 * vehicles (or none where the site switches them off) → the enquiry form → /success, then the
 * lead in the database through the admin API; a sold car's page; axe (WCAG 2.1 A/AA) on every
 * page type.
 */

let browser: Browser | undefined;
let page: Page;

function waitForHydration(selector = 'main'): Promise<void> {
  return hydrated(page, selector);
}

function expectNoAxeViolations(): Promise<void> {
  return axeCheck(page);
}

/**
 * After a client-side navigation on the results page: the URL changes before React commits the
 * new page (a transition), so wait until the rendered results are those of the current URL.
 */
async function waitForResults(): Promise<void> {
  await waitForHydration();
  await page.waitForFunction(
    () => document.querySelector('[data-search]')?.getAttribute('data-search') === location.search,
    undefined,
    { timeout: 15_000 },
  );
}

/** Checks the option of a facet group with the most cars, so the refined results are never empty. */
async function checkLargestOption(group: string): Promise<void> {
  const options = page
    .getByRole('form', { name: 'Filter results' })
    .getByRole('group', { name: group, exact: true })
    .getByRole('checkbox', { checked: false });
  const labels = await options.evaluateAll((inputs) =>
    inputs.map((input) => input.closest('label')?.textContent ?? ''),
  );
  expect(labels.length, `options of ${group}`).toBeGreaterThan(0);
  const counts = labels.map((label) => Number(/\((\d+)\)\s*$/.exec(label)?.[1] ?? 0));
  await options.nth(counts.indexOf(Math.max(...counts))).check();
}

async function searchParams(): Promise<URLSearchParams> {
  return new URL(page.url()).searchParams;
}

beforeAll(async () => {
  ({ browser, page } = await openBrowser());
});

afterAll(async () => {
  await browser?.close();
});

describe.each(ALL_SITES)('a new shopper on %s', (SLUG) => {
  const site = siteConfig(SLUG);
  const EMAIL = `shopper-${SLUG}-${Date.now()}@example.com`;
  let siteUrl: string;
  let carPath: string;
  let make: string;
  let dealershipSlug: string;

  beforeAll(async () => {
    siteUrl = siteUrlOf(SLUG);
    // The site's most stocked make: enough results to page through on any template.
    const stock = (await (await fetch(`${serverUrl()}/api/sites/${SLUG}/stock.json`)).json()) as {
      cars: { make: string | null; status: string; dealership_slug: string | null }[];
    };
    dealershipSlug = stock.cars.find((car) => car.dealership_slug)?.dealership_slug ?? '';
    const counts = new Map<string, number>();
    for (const car of stock.cars) {
      if (car.make && car.status === 'in_stock')
        counts.set(car.make, (counts.get(car.make) ?? 0) + 1);
    }
    make = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    expect(counts.get(make), `in-stock cars of ${make} on ${SLUG}`).toBeGreaterThan(21);
  });

  it('searches from the home page', async () => {
    await page.goto(`${siteUrl}/`);
    await waitForHydration();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await expectNoAxeViolations();
    // The site's own icon, so the browser never asks for a missing /favicon.ico.
    const icon = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
      const response = await fetch(href);
      return { href, status: response.status, type: response.headers.get('content-type') };
    });
    expect(icon).toMatchObject({ href: '/favicon.svg', status: 200 });
    expect(icon.type).toMatch(/^image\/svg\+xml/);

    // Every template's home page has a stock search box.
    const box = page.getByRole('search').first();
    await box.getByRole('searchbox').fill(make);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/search' && url.searchParams.has('query')),
      box.getByRole('button').first().click(),
    ]);
    expect((await searchParams()).get('query')).toBe(make);
    // The heading in the site's own words (`texts.vehicles`, its city; vehicle-stock §2), as the
    // results page builds it: `Caravans for sale in Newcastle matching "Jayco"`.
    const heading = resultsHeading(parseSearchParams(await searchParams()), site);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  });

  it('pages, refines and sorts the results; a filter goes back to page one', async () => {
    await waitForResults();
    // Page 2 of the make's results (vehicle-stock §9: 21 per page).
    await expect(
      page.getByRole('region', { name: 'Results' }).locator('article').count(),
    ).resolves.toBe(21);
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await waitForResults();
    expect((await searchParams()).get('query')).toBe(make);

    // A body type facet; a filter click resets to page one (vehicle-stock §4).
    await checkLargestOption('Body Type');
    await page.waitForURL((url) => url.searchParams.has('body'));
    await waitForResults();
    const body = (await searchParams()).get('body');
    expect(body).toBeTruthy();
    expect((await searchParams()).get('page')).toBeNull();

    // A price range facet.
    await checkLargestOption('Price');
    await page.waitForURL((url) => url.searchParams.has('price_range'));
    await waitForResults();
    expect((await searchParams()).get('body')).toBe(body);

    // The sort.
    await page.getByLabel('Sort by').selectOption({ index: 1 });
    await page.waitForURL((url) => url.searchParams.has('sortBy'));
    await waitForResults();
    const sortBy = (await searchParams()).get('sortBy');
    expect(await page.getByLabel('Sort by').inputValue()).toBe(sortBy);
    expect((await searchParams()).get('query')).toBe(make);
    expect((await searchParams()).get('body')).toBe(body);
    await expectNoAxeViolations();

    const hrefs = await page
      .getByRole('region', { name: 'Results' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const carHref = hrefs.find((href) => href.startsWith('/cars/'));
    expect(carHref, `a car link among ${hrefs.join(', ')}`).toBeDefined();
    carPath = carHref ?? '';
  });

  it('saves a car to favourites and finds it on the Saved page after a reload (vehicle-stock §4, §6)', async () => {
    const results = page.getByRole('region', { name: 'Results' });
    const save = results.getByRole('button', { name: /^Save .+ to favourites$/ }).first();
    const name = (await save.getAttribute('aria-label')) ?? (await save.textContent()) ?? '';
    const title = name.replace(/^Save /, '').replace(/ to favourites$/, '');
    await save.click();
    expect(await save.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'Saved (1)' }).waitFor();

    await page.goto(`${siteUrl}/favourites`);
    await waitForHydration();
    // The dealer's own vehicle word: "Saved caravans" (site-wide §1).
    await page.getByRole('heading', { name: `Saved ${site.texts.vehicles}`, level: 1 }).waitFor();
    await page.getByRole('link', { name: title }).first().waitFor();
    await expectNoAxeViolations();
    await page.goBack();
    await waitForHydration();
  });

  it('opens a car and sees its price and specifications', async () => {
    await page.goto(`${siteUrl}${carPath}`);
    await waitForHydration();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    expect(await page.locator('.vdp__sidebar').textContent()).toMatch(/\$\s?\d/);
    await page.getByRole('heading', { name: 'Specifications' }).waitFor();
    await expectNoAxeViolations();
  });

  it('loads similar vehicles only when scrolled near them, none where switched off (vehicle-stock §2, §9)', async () => {
    const similar = page.getByRole('region', { name: 'Similar vehicles' });
    if (!site.features.similar_vehicles) {
      // No carousel on the page, down to the footer, and no similar vehicles to ask for.
      await page.locator('footer').last().scrollIntoViewIfNeeded();
      expect(await similar.count()).toBe(0);
      expect((await askSite(SLUG, `${carPath}/similar`)).status).toBe(404);
      return;
    }
    expect(await similar.getAttribute('aria-busy')).toBe('true');
    await Promise.all([
      page.waitForResponse((response) => response.url().includes('/similar')),
      similar.scrollIntoViewIfNeeded(),
    ]);
    await similar.and(page.locator('[aria-busy="false"]')).waitFor();
    const links = await similar
      .getByRole('link')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    // Up to the site's own count (`rules.similar_vehicles_count`, 6 by default; vehicle-stock §9).
    expect(links.length).toBeLessThanOrEqual(site.rules.similar_vehicles_count);
    expect(links).not.toContain(carPath);
    await expectNoAxeViolations();
  });

  it('sends an enquiry that lands in the database', async () => {
    const slug = decodeURIComponent(carPath.replace(/^\/cars\//, ''));
    const carResponse = await fetch(
      `${serverUrl()}/api/cars/${encodeURIComponent(slug)}?site=${SLUG}`,
    );
    expect(carResponse.status).toBe(200);
    const { car } = (await carResponse.json()) as { car: { id: number; item_type: string | null } };
    // The form names the vehicle by its kind (`item_type`): a truck, a motorcycle, a caravan.
    const noun = vehicleNoun(car.item_type).singular.toLowerCase();
    const form = page.getByRole('region', { name: `Enquire about this ${noun}`, exact: true });
    await form.getByLabel('First name').fill('Alex');
    await form.getByLabel('Last name').fill('Shopper');
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByLabel('Mobile').fill('0412 345 678');
    await form.getByLabel('Postcode').fill('4000');
    await form.getByLabel('Message').fill(`Is this ${noun} still available for a test drive?`);
    // The terms tick box only where the site requires it (site-wide §5 `terms_required`).
    const terms = form.getByRole('checkbox', { name: /terms of use/ });
    expect(await terms.count()).toBe(site.features.terms_required ? 1 : 0);
    if (site.features.terms_required) await terms.check();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/success'),
      form.getByRole('button', { name: 'Send Enquiry' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Thank you', level: 1 }).waitFor();

    const leadsResponse = await fetch(`${serverUrl()}/api/admin/leads?format=json`, {
      headers: { Authorization: `Bearer ${ADMIN_KEY}` },
    });
    expect(leadsResponse.status).toBe(200);
    const { leads } = (await leadsResponse.json()) as {
      leads: { email: string; car_id: number | string | null; site: string; phone: string }[];
    };
    const lead = leads.find((row) => row.email === EMAIL);
    expect(lead).toBeDefined();
    expect(Number(lead?.car_id)).toBe(car.id);
    expect(lead?.site).toBe(SLUG);
  });

  it('sees only the sold message, and similar vehicles where the site shows them, on a sold car (vehicle-stock §2, §4)', async () => {
    const stock = (await (await fetch(`${serverUrl()}/api/sites/${SLUG}/stock.json`)).json()) as {
      cars: { slug: string; status: string }[];
    };
    const sold = stock.cars.find((car) => car.status === 'sold');
    expect(sold, 'a sold car in the demo stock').toBeDefined();
    await page.goto(`${siteUrl}/cars/${sold?.slug}`);
    await waitForHydration();
    await page.getByText('SOLD: this vehicle recently sold').waitFor();
    await page.getByText('Like this and want something similar?').waitFor();
    const similar = page.getByRole('region', { name: 'Similar vehicles' });
    if (site.features.similar_vehicles) {
      // Server-rendered, not lazy: the similar vehicles are the page's content.
      expect(await similar.getAttribute('aria-busy')).toBe('false');
      expect(await similar.getByRole('link').count()).toBeGreaterThan(0);
    } else {
      // Switched off (vehicle-stock §2): the sold message and the enquiry only.
      expect(await similar.count()).toBe(0);
    }
    expect(await page.getByRole('region', { name: 'Vehicle photos' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Specifications' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Enquire now' }).count()).toBe(0);
    await expectNoAxeViolations();

    await page.getByRole('link', { name: 'Find Me Something Similar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find Me Something Similar' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Message').inputValue()).toMatch(/similar/i);
  });
  it('finds the dealer locator, a location and the offers, each accessible (site-wide §2)', async () => {
    await page.goto(`${siteUrl}/dealer-locator`);
    await waitForHydration();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations();
    // A dealership's location page (/locations/{dealership_slug}, site-wide §2): manufacturer
    // sites link their locations to /contact, so the page is reached by its address.
    const location = await page.goto(`${siteUrl}/locations/${dealershipSlug}`);
    expect(location?.status()).toBe(200);
    await waitForHydration();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations();

    const offers = await page.goto(`${siteUrl}/special-offers`);
    expect(offers?.status()).toBe(200);
    await waitForHydration();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations();
    // Every offer the platform lists for the site is linked from the list, and the first one's
    // page opens (site-wide §2 /offers/{manufacturer}/{id} or /offers/{id}): the demo data has
    // current offers on every site, so the step is never skipped.
    const listed = (await (await fetch(`${serverUrl()}/api/sites/${SLUG}/offers`)).json()) as {
      offers: { id: number | string; manufacturer?: { slug?: string | null } | null }[];
    };
    const hrefs = listed.offers.map((offer) =>
      offer.manufacturer?.slug
        ? `/offers/${encodeURIComponent(offer.manufacturer.slug)}/${offer.id}`
        : `/offers/${offer.id}`,
    );
    expect(hrefs.length, `current offers of ${SLUG}`).toBeGreaterThan(0);
    const linked = await page
      .locator('main a[href^="/offers/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(linked)).toEqual(new Set(hrefs));
    const offer = await page.goto(`${siteUrl}${hrefs[0]}`);
    expect(offer?.status()).toBe(200);
    await waitForHydration();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations();
  });
});
