import { describe, expect, it } from 'vitest';
import { serverUrl, siteUrl, useBrowser, waitForHydration } from './harness.ts';

/**
 * A reserved or coming-soon car's page says so and offers only what the shopper can do
 * (vehicle-stock §4 Availability and tag priority, §5 reserve and online purchase): a reserved car
 * reads RESERVED with why it cannot be reserved or bought, and still takes an enquiry; a
 * coming-soon car reads COMING SOON, can be reserved but not bought online (the buy-online
 * journey refuses a car that has not arrived).
 */

const SLUG = 'sunshine-used-cars';

interface StockCar {
  slug: string;
  status: string;
  reserved: boolean | null;
  price: number | null;
}

async function stockCar(match: (car: StockCar) => boolean): Promise<StockCar> {
  const response = await fetch(`${serverUrl()}/api/sites/${SLUG}/stock.json`);
  const { cars } = (await response.json()) as { cars: StockCar[] };
  const car = cars.find(match);
  expect(car, `a matching car on ${SLUG}`).toBeDefined();
  return car as StockCar;
}

describe(`a car's status on its page (vehicle-stock §4, §5) on ${SLUG}`, () => {
  const session = useBrowser();

  it('a reserved car reads RESERVED, offers no Reserve or Buy Online, and takes an enquiry', async () => {
    const { page } = session;
    const car = await stockCar(
      (entry) => entry.status === 'in_stock' && entry.reserved === true && (entry.price ?? 0) > 0,
    );
    await page.goto(`${siteUrl(SLUG)}/cars/${car.slug}`);
    await waitForHydration(page);
    const sidebar = page.locator('.vdp__sidebar');
    await sidebar.getByText('RESERVED', { exact: true }).waitFor();
    await sidebar.getByText(/This vehicle is reserved/).waitFor();
    expect(await sidebar.getByRole('link', { name: /^Reserve for/ }).count()).toBe(0);
    expect(await sidebar.getByRole('link', { name: 'Buy Online' }).count()).toBe(0);
    await sidebar.getByRole('button', { name: 'Enquire now' }).waitFor();
  });

  it('a coming-soon car reads COMING SOON and can be reserved, not bought online', async () => {
    const { page } = session;
    const car = await stockCar(
      (entry) =>
        entry.status === 'coming_soon' && entry.reserved !== true && (entry.price ?? 0) > 0,
    );
    await page.goto(`${siteUrl(SLUG)}/cars/${car.slug}`);
    await waitForHydration(page);
    const sidebar = page.locator('.vdp__sidebar');
    await sidebar.getByText('COMING SOON', { exact: true }).waitFor();
    await sidebar.getByText(/This vehicle is coming soon/).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Buy Online' }).count()).toBe(0);
    const reserve = sidebar.getByRole('link', { name: /^Reserve for/ });
    expect(await reserve.getAttribute('href')).toMatch(/^\/cars\/.+\/(checkout|buy-online)$/);

    // The reserve page takes the car (no dead end).
    const answer = await page.goto(`${siteUrl(SLUG)}${await reserve.getAttribute('href')}`);
    expect(answer?.status()).toBe(200);
    expect(await page.getByText('This car cannot be reserved').count()).toBe(0);
  });
});
