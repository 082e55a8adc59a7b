import { budgetFromRepayment } from '@forecourt/finance-math';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  expectNoAxeViolations,
  serverUrl,
  siteUrl,
  useBrowser,
  waitForHydration,
} from './harness.ts';
import { siteConfig, sitesPerTemplateAnd } from './sites.ts';

/**
 * Finance applications on one demo site per template, and on every other site with more than one
 * dealership, where the form adds the dealership choice (vehicle-stock §2, §7; site-wide §2, §4,
 * §5, §8, §9): open a car, follow its finance application link to the finance page's
 * #finance-form, see the form pre-filled from the car's parameters, be stopped by the schema on an
 * empty submit (banner, focus), send it and land on /success with the finance lead (car_id,
 * vehiclePriceBudget) in the database; the budget finder computes the budget and links to the
 * results up to it; axe on the page.
 */

interface StockCar {
  id: number;
  slug: string;
  status: string;
  price: number | null;
  dealership_slug: string | null;
}

const session = useBrowser();

describe.each(sitesPerTemplateAnd(({ dealerships }) => dealerships.length > 1))(
  'finance application on %s',
  (SLUG) => {
    const { dealerships } = siteConfig(SLUG);
    it("follows a car's finance link, sends the pre-filled form and saves a finance lead", async () => {
      const { page } = session;
      const EMAIL = `finance-${SLUG}-${Date.now()}@example.com`;
      const stock = (await (await fetch(`${serverUrl()}/api/sites/${SLUG}/stock.json`)).json()) as {
        cars: StockCar[];
      };
      const car = stock.cars.find((entry) => entry.status === 'in_stock' && (entry.price ?? 0) > 0);
      if (!car) throw new Error(`no in-stock car with a price on ${SLUG}`);

      await page.goto(`${siteUrl(SLUG)}/cars/${car.slug}`);
      await waitForHydration(page);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/finance'),
        page.getByRole('link', { name: 'Apply for Finance' }).click(),
      ]);
      const url = new URL(page.url());
      expect(url.hash).toBe('#finance-form');
      expect(url.searchParams.get('car_id')).toBe(String(car.id));
      expect(url.searchParams.get('vehiclePriceBudget')).toBe(String(car.price));
      await waitForHydration(page);

      const form = page.getByRole('form', { name: 'Finance application' });
      await expect(form.getByLabel(/Vehicle price budget/).inputValue()).resolves.toBe(
        String(car.price),
      );
      await expect(form.locator('input[name="car_id"]').inputValue()).resolves.toBe(String(car.id));
      const dealership = form.getByRole('combobox', { name: /Preferred dealership/ });
      // The select shows above one dealership only (site-wide §5).
      expect(await dealership.count()).toBe(dealerships.length > 1 ? 1 : 0);
      if (dealerships.length > 1) {
        await expect(dealership.inputValue()).resolves.toBe(car.dealership_slug ?? '');
      }

      // An empty submit: the banner lists the errors and focus goes to the first field in error.
      await form.getByRole('button', { name: 'Apply for Finance' }).click();
      await page.getByTestId('error-warning').waitFor();
      await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe(
        'name',
      );
      await expectNoAxeViolations(page);

      await form.getByLabel('First name').fill('Fin');
      await form.getByLabel('Last name').fill('Applicant');
      await form.getByLabel('Email').fill(EMAIL);
      await form.getByLabel('Mobile').fill('0412 345 678');
      await form.getByLabel('Postcode').fill('4000');
      await Promise.all([
        page.waitForURL((next) => next.pathname === '/success'),
        form.getByRole('button', { name: 'Apply for Finance' }).press('Enter'),
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
      expect(lead, `the finance lead of ${EMAIL}`).toBeDefined();
      expect(lead).toMatchObject({ category: 'Finance Enquiry', site: SLUG });
      expect(lead?.payload).toMatchObject({ car_id: car.id, vehiclePriceBudget: car.price });
    });

    it('computes a budget and links to the results up to it (site-wide §2, §7, §9)', async () => {
      const { page } = session;
      await page.goto(`${siteUrl(SLUG)}/finance`);
      await waitForHydration(page);
      const finder = page.getByRole('region', {
        name: `Find ${siteConfig(SLUG).texts.vehicles} for your budget`,
      });
      // The budget the repayment pays off on the site's own finance basis: its rate, term, final
      // payment and fees (site-wide §9), the basis every estimate on the site uses.
      const { finance } = siteConfig(SLUG);
      const budget = (repayment: number, frequency: 'weekly' | 'monthly') =>
        budgetFromRepayment({ repayment, frequency, deposit: 2_000, finance });
      const dollars = (amount: number) => `$${amount.toLocaleString('en-AU')}`;
      // Defaults: $200 a week + $2,000 deposit.
      await expect(finder.getByTestId('budget').textContent()).resolves.toBe(
        dollars(budget(200, 'weekly')),
      );
      await finder.getByRole('radio', { name: 'Monthly' }).click();
      const repayment = finder.getByRole('textbox', { name: 'Repayment' });
      await repayment.fill('700');
      // $700 a month on the same basis.
      const monthly = budget(700, 'monthly');
      await expect(finder.getByTestId('budget').textContent()).resolves.toBe(dollars(monthly));
      await expectNoAxeViolations(page);
      const link = finder.getByRole('link', { name: /^View \w[\w ]*s In This Range$/ });
      await Promise.all([page.waitForURL((url) => url.pathname === '/search'), link.click()]);
      const range = new URL(page.url()).searchParams.get('range[price]') ?? '';
      expect(range).toMatch(/^0:\d+$/);
      expect(Number(range.split(':')[1])).toBeLessThanOrEqual(monthly);
    });
  },
);
