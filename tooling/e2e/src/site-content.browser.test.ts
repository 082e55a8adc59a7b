import { describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  ALL_SITES,
  expectNoAxeViolations,
  serverUrl,
  siteUrl,
  useBrowser,
  waitForHydration,
} from './harness.ts';
import { siteConfig } from './sites.ts';

/**
 * Site-wide content on every demo site, each by its own config (site-wide §2, §5): open the
 * Vehicles menu (the brands mega-menu or the models dropdown, `layout.header_menu`) by keyboard
 * and follow a model link to its results, visit two content pages (breadcrumbs and their
 * JSON-LD), send the careers enquiry and land on /success with the lead saved as General
 * Enquiry / Career Enquiry; axe on each page.
 */

const session = useBrowser();

describe.each(ALL_SITES)('site-wide content on %s', (SLUG) => {
  const site = siteConfig(SLUG);
  const { features, dealerships } = site;
  const EMAIL = `careers-${SLUG}-${Date.now()}@example.com`;

  it('opens the Vehicles mega-menu by keyboard and follows a model link to its results', async () => {
    const { page } = session;
    await page.goto(`${siteUrl(SLUG)}/`);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Vehicles menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await panel.waitFor({ state: 'visible' });
    await expectNoAxeViolations(page);

    // Escape closes it and gives focus back to the button (disclosure pattern).
    await page.keyboard.press('Escape');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );

    await page.keyboard.press('Enter');
    // The brands mega-menu lists each make's models under it; the models dropdown lists models
    // (layout.header_menu, site-wide §2 Header navigation).
    const modelLink = panel
      .locator(
        site.layout.header_menu === 'brands' ? '.site-nav__sublist a' : '.site-nav__list > li > a',
      )
      .first();
    const href = (await modelLink.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/search\/[a-z0-9-]+\/[a-z0-9-]+$/);
    // The link's name without its stock count: `FRR 110-240`, `Toyota HiLux`.
    const model = (await modelLink.evaluate((link) => link.firstChild?.textContent ?? '')).trim();
    expect(model).not.toBe('');
    await modelLink.focus();
    await Promise.all([
      page.waitForURL((url) => url.pathname === href),
      page.keyboard.press('Enter'),
    ]);
    // The model's results page is shown (its heading names the model; the URL changes before
    // the new page's code has loaded and rendered), and the navigation closed the dropdown.
    await page.getByRole('heading', { level: 1, name: model }).waitFor();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  });

  for (const [path, title] of [
    ['/warranty', 'Warranty'],
    ['/book-test-drive/', 'Book a Test Drive'],
  ] as const) {
    it(`shows ${path} with its breadcrumbs and BreadcrumbList (site-wide §2)`, async () => {
      const { page } = session;
      const response = await page.goto(`${siteUrl(SLUG)}${path}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Home' }).getAttribute('href')).resolves.toBe(
        '/',
      );
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
      await expectNoAxeViolations(page);
    });
  }

  it('answers 404 for a content page that does not exist', async () => {
    const { page } = session;
    const response = await page.goto(`${siteUrl(SLUG)}/privacy-policy/extra`);
    expect(response?.status()).toBe(404);
  });

  it('sends the careers enquiry and lands on /success (site-wide §5)', async () => {
    const { page } = session;
    await page.goto(`${siteUrl(SLUG)}/careers`);
    await waitForHydration(page);
    const form = page.getByRole('region', { name: 'Careers enquiry' });
    await form.getByLabel('First name').fill('Casey');
    await form.getByLabel('Last name').fill('Applicant');
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByLabel('Mobile').fill('0412 345 678');
    await form.getByLabel('Postcode').fill('4000');
    await form.getByLabel(/^Message/).fill('I would love to join your service team.');
    // The dealership choice only above one dealership (site-wide §5).
    const dealership = form.getByRole('combobox', { name: /Preferred dealership/ });
    expect(await dealership.count()).toBe(dealerships.length > 1 ? 1 : 0);
    if (dealerships.length > 1) {
      await dealership.click();
      await page.getByRole('option').first().click();
    }
    // The terms tick box only where the site requires it (site-wide §5 `terms_required`).
    const terms = form.getByRole('checkbox', { name: /terms of use/ });
    expect(await terms.count()).toBe(features.terms_required ? 1 : 0);
    if (features.terms_required) await terms.check();
    await expectNoAxeViolations(page);

    await Promise.all([
      page.waitForURL((url) => url.pathname === '/success'),
      form.getByRole('button', { name: 'Send Enquiry' }).click(),
    ]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);

    const response = await fetch(`${serverUrl()}/api/admin/leads?format=json&site=${SLUG}`, {
      headers: { Authorization: `Bearer ${ADMIN_KEY}` },
    });
    const { leads } = (await response.json()) as {
      leads: { email: string; category: string; payload: Record<string, unknown> }[];
    };
    const lead = leads.find((row) => row.email === EMAIL);
    expect(lead, `the careers lead of ${EMAIL}`).toBeDefined();
    expect(lead?.category).toBe('General Enquiry');
    expect(lead?.payload).toMatchObject({ subcategory: 'Career Enquiry' });
  });
});
