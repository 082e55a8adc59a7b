import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  serverUrl,
  siteUrl,
  useBrowser,
  waitForHydration,
} from './harness.ts';
import { siteConfig, sitesWhere } from './sites.ts';

/**
 * Buy online (`/checkout-journey?car_id={slug}`, vehicle-stock §2, site-wide §2)
 * on every demo site whose config sells and reserves online: contact, trade-in (skipped), finance
 * (the estimate), pick-up, summary and the $200 deposit with the test card, each step axe-clean; a
 * reload resumes at the step the shopper reached; the car ends RESERVED. The group site's variant
 * serves the reserve page at /cars/{slug}/buy-online (site-wide §2). One step runs without
 * JavaScript as a plain form post.
 */

/** Every demo site that sells online, with the path its config reserves at (site-wide §2). */
const SITES = sitesWhere(({ features }) => features.online_purchase && features.reserve_online).map(
  (slug) => ({
    slug,
    reservePath: siteConfig(slug).features.reserve_at_buy_online_path ? 'buy-online' : 'checkout',
  }),
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

async function freeCar(slug: string): Promise<StockCar> {
  const stock = (await (await fetch(`${serverUrl()}/api/sites/${slug}/stock.json`)).json()) as {
    cars: StockCar[];
  };
  const free = stock.cars.filter(
    (car) => car.status === 'in_stock' && car.reserved !== true && (car.price ?? 0) > 0,
  );
  // The last free car: the reserve tests take the first ones.
  const car = free.at(-1);
  expect(car, `a free in-stock car on ${slug}`).toBeDefined();
  return car as StockCar;
}

async function reservedFlag(slug: string): Promise<boolean> {
  const answer = (await (await fetch(`${serverUrl()}/api/cars/${slug}`)).json()) as {
    car: { reserved: boolean };
  };
  return answer.car.reserved;
}

const stepHeading = (name: string) => new RegExp(`^Step \\d of 6: ${name}$`);

describe.each(SITES)('buy online on $slug', ({ slug, reservePath }) => {
  it('links Buy Online and the reserve page from the vehicle page (site-wide §2)', async () => {
    const { page } = session;
    const car = await freeCar(slug);
    await page.goto(`${siteUrl(slug)}/cars/${car.slug}`);
    const buy = page.getByRole('link', { name: 'Buy Online' }).first();
    expect(await buy.getAttribute('href')).toBe(`/checkout-journey?car_id=${car.id}`);
    const reserve = page.getByRole('link', { name: 'Reserve for $200' }).first();
    expect(await reserve.getAttribute('href')).toBe(`/cars/${car.slug}/${reservePath}`);
    await page.goto(`${siteUrl(slug)}/cars/${car.slug}/${reservePath}`);
    await page.getByText('Your deposit is 100% refundable.').waitFor();
  });

  it('walks the journey to an order: each step saved, a reload resumes, the car held', async () => {
    const { page } = session;
    const car = await freeCar(slug);
    await page.goto(`${siteUrl(slug)}/checkout-journey?car_id=${car.slug}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: stepHeading('Your details') }).waitFor();
    await expectNoAxeViolations(page);
    // The shared schema checks first: the first wrong field takes focus.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('journey-name');
    await page.getByLabel('First name').fill('Alice');
    await page.getByLabel('Last name').fill('Nguyen');
    await page.getByLabel('Email').fill(`buy-${slug}@example.com`);
    await page.getByLabel('Mobile number').fill('0412 345 678');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('heading', { name: stepHeading('Trade-in') }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('No trade-in').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('heading', { name: stepHeading('Finance or cash') }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Finance', { exact: true }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('heading', { name: stepHeading('Delivery or pick-up') }).waitFor();
    await page.getByText(/Estimated repayments: \$[\d,.]+ a week/).waitFor();
    // A reload resumes where the shopper was (the journey is saved on the server).
    await page.reload();
    await page.getByRole('heading', { name: stepHeading('Delivery or pick-up') }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByLabel('Pick up from the dealer').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('heading', { name: stepHeading('Summary') }).waitFor();
    await page.getByRole('row', { name: /Deposit today/ }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm and pay the deposit' }).click();

    await page.getByRole('heading', { name: stepHeading('Deposit') }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    // The contact fields come from the journey's first step.
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(`buy-${slug}@example.com`);
    await page.getByLabel('Name on card').fill('Alice Nguyen');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Reserve for $200' }).click();

    await page.getByRole('heading', { name: 'Your order is placed' }).waitFor();
    await expectNoAxeViolations(page);
    expect(await reservedFlag(car.slug)).toBe(true);
  });
});

describe('buy online without scripts', () => {
  it('saves a step as a plain form post: the server’s field messages, then the next step', async () => {
    const { browser } = session;
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-AU' });
    try {
      const page = await context.newPage();
      const car = await freeCar('sunshine-used-cars');
      await page.goto(`${siteUrl('sunshine-used-cars')}/checkout-journey?car_id=${car.slug}`);
      await page.getByRole('heading', { name: stepHeading('Your details') }).waitFor();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByTestId('error-warning').waitFor();
      await page.getByLabel('First name').fill('Nora');
      await page.getByLabel('Last name').fill('Script');
      await page.getByLabel('Email').fill('nojs@example.com');
      await page.getByLabel('Mobile number').fill('0412 345 678');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByRole('heading', { name: stepHeading('Trade-in') }).waitFor();
      await page.getByText('nojs@example.com', { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  });
});
