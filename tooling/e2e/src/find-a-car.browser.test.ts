import { budgetFromRepayment, feesTotal, feeText, financedFees } from '@forecourt/finance-math';
import { formatCurrency } from '@forecourt/format';
import { brandOverviewPath, isContentPageServed, siteBrandPages } from '@forecourt/site-config';
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
 * Finding a car on every demo site, each by its own config (site-wide §2, §3, §5, §7, §9): the
 * home page's budget finder (hydrated on first use) on the site's finance basis to a matching
 * results page and its price quick-picks, /brands → a brand's overview → its stock, the general
 * enquiry on /contact with the lead in the database, and the sitemap listing the site's pages;
 * axe on each page.
 */

const session = useBrowser();

describe.each(ALL_SITES)('finding a car on %s', (SLUG) => {
  const site = siteConfig(SLUG);
  const { features, finance } = site;
  const EMAIL = `contact-${SLUG}-${Date.now()}@example.com`;

  it('uses the home budget finder to land on a matching results page (site-wide §2, §7, §9)', async () => {
    const { page } = session;
    await page.goto(`${siteUrl(SLUG)}/`);
    await waitForHydration(page);
    // Named in the site's own word: "Find caravans for your budget" (site-wide §1, §2).
    const finder = page.getByRole('region', {
      name: `Find ${site.texts.vehicles} for your budget`,
    });
    // The budget a repayment pays off on the site's own finance basis: its rate, term, final
    // payment and fees (site-wide §9), the basis every estimate on the site uses.
    const budget = (repayment: number, frequency: 'weekly' | 'monthly') =>
      budgetFromRepayment({ repayment, frequency, deposit: 2_000, finance });
    // Server-rendered with the defaults: $200 a week + $2,000 deposit.
    await expect(finder.getByTestId('budget').textContent()).resolves.toBe(
      formatCurrency(budget(200, 'weekly')),
    );
    const disclaimer = finder.getByText(
      `Budget based on ${finance.interest_rate}% p.a. over ${finance.term_years} years with your deposit`,
    );
    await disclaimer.waitFor();
    // The fees the site lists are in the basis, and said so (the truck group's, the caravans').
    const fees = feesTotal(financedFees(finance));
    const basis = (await disclaimer.textContent()) ?? '';
    if (fees > 0) expect(basis).toContain(` and ${feeText(fees)} in fees,`);
    else expect(basis).not.toContain(' in fees');
    // The shopper picks Monthly at once, before the widget's code has arrived: reaching it
    // loads the code, and the choice made on the server's HTML is kept when it hydrates.
    await finder.getByRole('radio', { name: 'Monthly' }).click();
    await page.waitForFunction(
      () => {
        const element = document.querySelector('.fc-budget-finder');
        return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      },
      null,
      { timeout: 15_000 },
    );
    const repayment = finder.getByRole('textbox', { name: 'Repayment' });
    await repayment.fill('700');
    // $700 a month on the same basis (never $700 a week).
    const monthly = budget(700, 'monthly');
    await expect
      .poll(() => finder.getByTestId('budget').textContent())
      .toBe(formatCurrency(monthly));
    await expect(finder.getByRole('radio', { name: 'Monthly' }).isChecked()).resolves.toBe(true);
    await expectNoAxeViolations(page);

    // The price quick-picks (the site's `price_quick_picks`): links to the stock up to each price.
    const picks = page.getByRole('navigation', { name: 'Shop by price' });
    await expect(picks.getByRole('link').count()).resolves.toBe(site.price_quick_picks.length);
    const top = Math.max(...site.price_quick_picks);
    await expect(
      picks.getByRole('link', { name: `Under ${formatCurrency(top)}` }).getAttribute('href'),
    ).resolves.toBe(`/search?range%5Bprice%5D=0%3A${top}`);

    const link = finder.getByRole('link', { name: /^View \w[\w ]*s In This Range$/ });
    await Promise.all([page.waitForURL((url) => url.pathname === '/search'), link.click()]);
    const range = new URL(page.url()).searchParams.get('range[price]') ?? '';
    expect(range).toMatch(/^0:\d+$/);
    expect(Number(range.split(':')[1])).toBeLessThanOrEqual(monthly);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
  });

  it(`shows a car's results-card estimate on its vehicle page${features.sticky_header ? ' and sticky header' : ''} (site-wide §9)`, async () => {
    const { page } = session;
    await page.goto(`${siteUrl(SLUG)}/search`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Cards with an estimate: their figure and their vehicle page.
    const cards = await page.$$eval('.fc-result-card', (elements) =>
      elements
        .map((card) => ({
          weekly: card.querySelector('.fc-result-card__weekly')?.textContent ?? null,
          href: card.querySelector('a[href^="/cars/"]')?.getAttribute('href') ?? null,
        }))
        .filter((card) => card.weekly && card.href),
    );
    expect(cards.length).toBeGreaterThan(0);
    let compared = 0;
    for (const card of cards.slice(0, 6)) {
      const weekly = /^(\$[\d,]+) \/ week est\.$/.exec(card.weekly ?? '')?.[1];
      expect(weekly, card.weekly ?? '').toBeDefined();
      await page.goto(`${siteUrl(SLUG)}${card.href}`);
      const estimate = page.getByTestId('finance-estimate');
      // Finance shows where the site's provider finances the car (vehicle-stock §5).
      if ((await estimate.count()) === 0) continue;
      await expect(estimate.locator('strong').textContent()).resolves.toBe(weekly);
      // The sticky header where the site has it (vehicle-stock §2, `sticky_header`).
      if (features.sticky_header) {
        await expect(
          page.locator('.fc-vdp-sticky-header__weekly').first().textContent(),
        ).resolves.toContain(weekly);
      } else {
        await expect(page.locator('.fc-vdp-sticky-header').count()).resolves.toBe(0);
      }
      compared += 1;
      if (compared === 2) break;
    }
    expect(compared, `a financed car on ${SLUG}`).toBeGreaterThan(0);
  });

  it("opens /brands, a brand's overview and its stock (site-wide §3)", async () => {
    const { page } = session;
    const response = await page.goto(`${siteUrl(SLUG)}/brands`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Our brands' }).waitFor();
    await expectNoAxeViolations(page);
    const stocked = page.getByRole('list', { name: 'Brands in stock' });
    const brand = stocked.getByRole('link').first();
    const href = (await brand.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/[a-z0-9-]+\/overview$/);
    const name = (await brand.locator('.brand-grid__name').textContent()) ?? '';
    await Promise.all([page.waitForURL((url) => url.pathname === href), brand.click()]);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Brands' }).getAttribute('href')).resolves.toBe(
      '/brands',
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
    await expectNoAxeViolations(page);

    const stock = page.getByRole('link', { name: new RegExp(`^View ${name} stock \\(\\d+\\)$`) });
    const stockHref = (await stock.getAttribute('href')) ?? '';
    await Promise.all([page.waitForURL((url) => url.pathname === stockHref), stock.click()]);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(name);
    // The results trail (site-wide §2): Home → stock → the make's page.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Home' })
      .waitFor();
    await expectNoAxeViolations(page);

    // A make without an overview page (skipPage) is a 404.
    expect((await page.goto(`${siteUrl(SLUG)}/holden/overview`))?.status()).toBe(404);
  });

  it('sends a general enquiry from /contact with the lead saved (site-wide §5)', async () => {
    const { page } = session;
    await page.goto(`${siteUrl(SLUG)}/contact`);
    await waitForHydration(page);
    const form = page.getByRole('region', { name: 'Send us an enquiry' });
    await form.getByLabel('First name').fill('Jordan');
    await form.getByLabel('Last name').fill('Shopper');
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByLabel('Mobile').fill('0412 345 678');
    await form.getByLabel('Postcode').fill('4000');
    await form.getByLabel(/^Message/).fill('Are you open on the public holiday?');
    for (const select of [/Enquiry type/, /^Location/, /Preferred dealership/]) {
      const combobox = form.getByRole('combobox', { name: select });
      if ((await combobox.count()) === 0) continue;
      await combobox.click();
      await page.getByRole('option').first().click();
    }
    await form.getByRole('checkbox', { name: 'Finance' }).check();
    // The opt-in starts unticked (consent is never assumed); this shopper ticks it.
    const optIn = form.getByRole('checkbox', { name: /news|offers|marketing/i }).first();
    await expect(optIn.isChecked()).resolves.toBe(false);
    await optIn.check();
    // The terms tick box only where the site requires it (site-wide §5 `terms_required`).
    const terms = form.getByRole('checkbox', { name: /terms of use/ });
    expect(await terms.count()).toBe(features.terms_required ? 1 : 0);
    if (features.terms_required) await terms.check();
    await expectNoAxeViolations(page);

    await Promise.all([
      page.waitForURL((url) => url.pathname === '/success'),
      form.getByRole('button', { name: 'Send Enquiry' }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get('lead')).toBe('general_enquiry');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);

    const response = await fetch(`${serverUrl()}/api/admin/leads?format=json&site=${SLUG}`, {
      headers: { Authorization: `Bearer ${ADMIN_KEY}` },
    });
    const { leads } = (await response.json()) as {
      leads: { email: string; category: string; payload: Record<string, unknown> }[];
    };
    const lead = leads.find((row) => row.email === EMAIL);
    expect(lead, `the general enquiry of ${EMAIL}`).toBeDefined();
    expect(lead?.category).toBe('General Enquiry');
    expect(lead?.payload).toMatchObject({ additional_services: ['Finance'], opt_in: true });
  });

  it('lists the brand, content, location and offer pages in sitemap.xml (site-wide §2)', async () => {
    const response = await session.page.goto(`${siteUrl(SLUG)}/sitemap.xml`);
    expect(response?.status()).toBe(200);
    const paths = [...((await response?.text()) ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    // The overview of every make the site sells (its `makes`, else the catalogue; site-wide §3).
    const brands = siteBrandPages(site).map((make) => brandOverviewPath(make.slug));
    expect(brands.length).toBeGreaterThan(0);
    expect(paths).toEqual(expect.arrayContaining(['/', '/brands', '/special-offers', ...brands]));
    expect(paths.includes('/about-us')).toBe(isContentPageServed(site, 'about-us'));
    expect(paths.some((path) => path.startsWith('/locations/'))).toBe(true);
    expect(paths).not.toContain('/holden/overview');
    expect(new Set(paths).size).toBe(paths.length);
  });
});
