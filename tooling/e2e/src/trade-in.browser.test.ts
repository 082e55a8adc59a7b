import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  expectNoAxeViolations,
  SITES,
  serverUrl,
  siteUrl,
  useBrowser,
  waitForHydration,
} from './harness.ts';

/**
 * The trade-in (site-wide §2, §3, §9; vehicle-stock §2, §3, §7) on one demo
 * site per template: value a trade-in against a car being bought, see reducedPrice, accept the
 * offer (event 18) and land on /success with offer_accepted on the lead; a car over 7 years and
 * 100,000 km gets the enquiry instead. Axe on each step.
 */

const session = useBrowser();
const THIS_YEAR = new Date().getUTCFullYear();
const QUESTIONS = [
  'Has the vehicle been in an accident or does it have body damage?',
  'Does it have mechanical problems or warning lights on?',
  'Does it have a full service history?',
  'Do the tyres need replacing soon?',
];

interface AdminLead {
  email: string;
  category: string;
  site: string;
  kind: string;
  payload: Record<string, unknown>;
}

async function leadOf(slug: string, email: string): Promise<AdminLead | undefined> {
  const response = await fetch(`${serverUrl()}/api/admin/leads?format=json&site=${slug}`, {
    headers: { Authorization: `Bearer ${ADMIN_KEY}` },
  });
  expect(response.status).toBe(200);
  const { leads } = (await response.json()) as { leads: AdminLead[] };
  return leads.find((lead) => lead.email === email);
}

async function step(page: Page, heading: string) {
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
  await expectNoAxeViolations(page);
}

/** Fills the steps up to the contact details. */
async function fillVehicle(page: Page, vehicle: { year: number; kms: string }) {
  await page.getByLabel('Registration number').fill(`E2E${Date.now() % 100_000}`);
  await page.getByLabel('State registered in').selectOption('QLD');
  await page.getByRole('button', { name: 'Look up my vehicle' }).click();
  await step(page, 'Your vehicle');
  await page.getByRole('status').filter({ hasText: "couldn't find that registration" }).waitFor();
  await page.getByLabel('Year built').fill(String(vehicle.year));
  await page.getByLabel('Make').fill('Toyota');
  await page.getByLabel('Model', { exact: false }).first().fill('Corolla');
  await page.getByRole('button', { name: 'Next' }).click();
  await step(page, 'Odometer');
  await page.getByLabel('Odometer (km)').fill(vehicle.kms);
  await page.getByRole('button', { name: 'Next' }).click();
  await step(page, 'Condition');
  for (const question of QUESTIONS) {
    const answer = question.includes('service history') ? 'Yes' : 'No';
    await page.getByRole('group', { name: question }).getByRole('radio', { name: answer }).check();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await step(page, 'Your details');
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Tess');
  await page.getByLabel('Last Name').fill('Trader');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel('Postcode').fill('4000');
  // PreferredContactMethod defaults to Phone (site-wide §3).
  await expect(
    page
      .getByRole('group', { name: 'How should we contact you?' })
      .getByRole('radio', { name: 'Phone' })
      .isChecked(),
  ).resolves.toBe(true);
  await page
    .getByRole('group', { name: 'Do you need finance for your next car?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
}

describe.each(SITES)('trade-in on %s', (SLUG) => {
  it('values a trade-in against the car being bought, accepts the offer and lands on /success', async () => {
    const { page } = session;
    const EMAIL = `trade-in-${SLUG}-${Date.now()}@example.com`;
    const stock = (await (await fetch(`${serverUrl()}/api/sites/${SLUG}/stock.json`)).json()) as {
      cars: { slug: string; status: string }[];
    };
    const slug = stock.cars.find((car) => car.status === 'in_stock')?.slug as string;
    const { car } = (await (
      await fetch(`${serverUrl()}/api/cars/${slug}?site=${SLUG}`)
    ).json()) as {
      car: { id: number; price: number | null };
    };

    await page.goto(`${siteUrl(SLUG)}/cars/trade-in?car_id=${car.id}`);
    await waitForHydration(page);
    await step(page, 'Your registration');
    await page.getByRole('complementary', { name: 'The car you are buying' }).waitFor();
    // The form's own check: banner, and focus on the first wrong field (site-wide §8).
    await page.getByRole('button', { name: 'Look up my vehicle' }).click();
    await page.getByTestId('error-warning').waitFor();
    await expect(
      page.getByLabel('Registration number').evaluate((input) => input === document.activeElement),
    ).resolves.toBe(true);

    await fillVehicle(page, { year: THIS_YEAR - 2, kms: '30,000' });
    await fillContact(page, EMAIL);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Get my valuation' }).click();
    await step(page, 'Your trade-in offer');
    const offer = Number(
      ((await page.getByTestId('offer-price').textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(offer).toBeGreaterThan(0);
    if (car.price !== null && car.price > 0) {
      // reducedPrice = car price − offer (vehicle-stock §3).
      const reduced = Number(
        ((await page.getByTestId('reduced-price').textContent()) ?? '').replace(/\D/g, ''),
      );
      expect(reduced).toBe(Math.max(0, Math.round(car.price) - offer));
    }

    // The event goes as a beacon, whose body only an intercepted request shows.
    const events: unknown[] = [];
    await page.route('**/api/analytics/events', async (route) => {
      events.push(route.request().postDataJSON());
      await route.continue();
    });
    const [analytics] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/analytics/events') &&
          response.request().method() === 'POST',
      ),
      page.waitForURL((url) => url.pathname === '/success'),
      page.getByRole('button', { name: 'Accept offer' }).click(),
    ]);
    await page.unroute('**/api/analytics/events');
    // Event 18, offer accepted (vehicle-stock §7).
    expect(analytics.status()).toBe(202);
    expect(events).toContainEqual(expect.objectContaining({ site: SLUG, event_id: 18 }));
    await page.getByRole('heading', { name: 'Thank you', level: 1 }).waitFor();

    const lead = await leadOf(SLUG, EMAIL);
    expect(lead, `the trade-in lead of ${EMAIL}`).toBeDefined();
    expect(lead).toMatchObject({ category: 'Trade-In', kind: 'trade_in', site: SLUG });
    expect(lead?.payload).toMatchObject({
      offer_price: offer,
      offer_accepted: true,
      form_completed: true,
      PreferredContactMethod: 'Phone',
      finance: 'Yes',
      car_id: car.id,
    });
  });

  it('turns a car over 7 years and 100,000 km into an enquiry (site-wide §9)', async () => {
    const { page } = session;
    const EMAIL = `trade-in-old-${SLUG}-${Date.now()}@example.com`;
    await page.goto(`${siteUrl(SLUG)}/sell-my-car`);
    await waitForHydration(page);
    await fillVehicle(page, { year: THIS_YEAR - 10, kms: '150000' });
    await page.getByTestId('no-online-estimate').waitFor();
    await fillContact(page, EMAIL);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/success'),
      page.getByRole('button', { name: 'Send enquiry' }).click(),
    ]);
    const lead = await leadOf(SLUG, EMAIL);
    expect(lead?.payload).toMatchObject({
      valuation: { online_estimate: false },
      offer_accepted: false,
    });
  });
});

describe('trade-in without scripts', () => {
  it('walks a step as a plain form post and keeps the answers (server-rendered steps)', async () => {
    const { browser } = session;
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-AU' });
    try {
      const page = await context.newPage();
      await page.goto(`${siteUrl(SITES[0])}/trade-in`);
      await page.getByRole('button', { name: 'Look up my vehicle' }).click();
      // The server's check of the same schema: the banner and the field messages.
      await page.getByTestId('error-warning').waitFor();
      await page.getByLabel('Registration number').fill('NOJS1');
      await page.getByLabel('State registered in').selectOption('NSW');
      await page.getByRole('button', { name: 'Look up my vehicle' }).click();
      await page.getByRole('heading', { level: 2, name: 'Your vehicle' }).waitFor();
      await expect(page.locator('input[type=hidden][name=rego]').inputValue()).resolves.toBe(
        'NOJS1',
      );
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('heading', { level: 2, name: 'Your registration' }).waitFor();
      await expect(page.getByLabel('Registration number').inputValue()).resolves.toBe('NOJS1');
    } finally {
      await context.close();
    }
  });
});
