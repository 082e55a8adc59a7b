import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  serverUrl,
  siteUrl,
  useBrowser,
  waitForHydration,
} from './harness.ts';
import { sitesWhere } from './sites.ts';

/**
 * Reserve online (vehicle-stock §2, §4, §9) on every demo site that reserves at
 * /cars/{slug}/checkout (`reserve_online` without `reserve_at_buy_online_path`, whose path
 * buy-online.browser.test.ts covers):
 * pay the $200 deposit with the test card and see the car RESERVED on the results page; a
 * declined card leaves the car free; the card-check card waits for the shopper's confirmation;
 * axe on the form, the card check and the confirmation.
 */

const RESERVE_SITES = sitesWhere(
  ({ features }) => features.reserve_online && !features.reserve_at_buy_online_path,
);

interface StockCar {
  id: number;
  slug: string;
  status: string;
  name: string;
  price: number | null;
  reserved: boolean | null;
}

const session = useBrowser();

async function freeCars(slug: string): Promise<StockCar[]> {
  const stock = (await (await fetch(`${serverUrl()}/api/sites/${slug}/stock.json`)).json()) as {
    cars: StockCar[];
  };
  return stock.cars.filter(
    (car) => car.status === 'in_stock' && car.reserved !== true && (car.price ?? 0) > 0,
  );
}

async function reservedFlag(slug: string): Promise<boolean> {
  const answer = (await (await fetch(`${serverUrl()}/api/cars/${slug}`)).json()) as {
    car: { reserved: boolean };
  };
  return answer.car.reserved;
}

async function fillForm(cardNumber: string, email: string) {
  const { page } = session;
  await page.getByLabel('First name').fill('Alice');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill('0412 345 678');
  await page.getByLabel('Name on card').fill('Alice Nguyen');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
}

describe.each(RESERVE_SITES)('reserve online on %s', (SLUG) => {
  it('a declined card shows the message and leaves the car unreserved', async () => {
    const { page } = session;
    const [car] = await freeCars(SLUG);
    expect(car, `a free in-stock car on ${SLUG}`).toBeDefined();
    const target = car as StockCar;
    await page.goto(`${siteUrl(SLUG)}/cars/${target.slug}/checkout`);
    await waitForHydration(page);
    await page.getByText('Your deposit is 100% refundable.').waitFor();
    await expectNoAxeViolations(page);
    // The shared schema checks first: the first wrong field takes focus.
    await page.getByRole('button', { name: 'Reserve for $200' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('reserve-name');
    await fillForm('4000 0000 0000 0002', `declined-${SLUG}@example.com`);
    await page.getByRole('button', { name: 'Reserve for $200' }).click();
    await page.getByText('Your card was declined.', { exact: false }).first().waitFor();
    expect(await reservedFlag(target.slug)).toBe(false);
  });

  it('reserves a car with the test card: confirmation, then RESERVED on the results page', async () => {
    const { page } = session;
    const [car] = await freeCars(SLUG);
    const target = car as StockCar;
    await page.goto(`${siteUrl(SLUG)}/cars/${target.slug}/checkout`);
    await waitForHydration(page);
    await fillForm('4242 4242 4242 4242', `reserved-${SLUG}@example.com`);
    await page.getByRole('button', { name: 'Reserve for $200' }).click();
    await page.getByRole('heading', { name: 'Your car is reserved' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/cars/${target.slug}/checkout`);
    expect(await page.getByRole('status').first().textContent()).toContain(
      'deposit is 100% refundable',
    );
    await expectNoAxeViolations(page);
    expect(await reservedFlag(target.slug)).toBe(true);

    // The search document was refreshed when the hold started: the card shows RESERVED.
    await page.goto(`${siteUrl(SLUG)}/search?query=${encodeURIComponent(target.name)}`);
    await waitForHydration(page);
    const link = page.locator(`a[href$="/cars/${target.slug}"]`).first();
    await link.waitFor();
    const card = page.locator('article, li').filter({ has: link }).last();
    await expect.poll(async () => (await card.textContent()) ?? '').toContain('RESERVED');

    // A second shopper finds it taken.
    await page.goto(`${siteUrl(SLUG)}/cars/${target.slug}/checkout`);
    await page.getByRole('heading', { name: 'This car cannot be reserved' }).waitFor();
  });

  it('the card-check card asks the shopper to confirm, then holds the car', async () => {
    const { page } = session;
    const [car] = await freeCars(SLUG);
    const target = car as StockCar;
    await page.goto(`${siteUrl(SLUG)}/cars/${target.slug}/checkout`);
    await waitForHydration(page);
    await fillForm('4000 0000 0000 3220', `challenge-${SLUG}@example.com`);
    await page.getByRole('button', { name: 'Reserve for $200' }).click();
    await page.getByRole('heading', { name: 'Confirm your payment' }).waitFor();
    expect(await reservedFlag(target.slug)).toBe(false);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByRole('heading', { name: 'Your car is reserved' }).waitFor();
    expect(await reservedFlag(target.slug)).toBe(true);
  });
});
