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
 * Accounts on one demo site of each template (site-wide §2 /sign-in, /my-garage; vehicle-stock
 * §2, §4, §6 watchlist): an anonymous Save to My Garage goes to sign-in (type watchlist); the
 * shopper signs in with the code from the development endpoint, comes back to the car with it
 * saved, finds it in My Garage — with the car among the recently viewed and the shopper's own
 * enquiry listed — and signs out. The site that configures a dealer alias of
 * My Garage serves it; the others answer 404 there. axe on the sign-in page and on My Garage.
 */

/** The demo site that names a dealer alias of My Garage (sample-data `garage_aliases`). */
const ALIAS_SITE = 'metro-auto-group';
const ALIAS_PATH = '/mymotorama';

interface StockCar {
  id: number;
  slug: string;
  status: string;
}

const session = useBrowser();

/** A fresh Australian mobile per site and run: codes are limited to 3 per 10 minutes each. */
function mobileFor(index: number): string {
  const digits = String(Date.now() + index * 7919).slice(-8);
  return `04${digits}`;
}

async function latestCode(mobile: string): Promise<string> {
  const response = await fetch(
    `${serverUrl()}/api/dev/sign-in-codes/latest?to=${encodeURIComponent(mobile)}`,
    // The code endpoint answers the admin key only.
    { headers: { Authorization: `Bearer ${ADMIN_KEY}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { code: string }).code;
}

describe.each(SITES.map((slug, index) => [slug, index] as const))(
  'accounts on %s',
  (SLUG, index) => {
    const MOBILE = mobileFor(index);

    it('saves a car through sign-in and finds it in My Garage (vehicle-stock §4, site-wide §2)', async () => {
      const { page } = session;
      const stock = (await (await fetch(`${serverUrl()}/api/sites/${SLUG}/stock.json`)).json()) as {
        cars: StockCar[];
      };
      const car = stock.cars.find((entry) => entry.status === 'in_stock') as StockCar;
      expect(car, `an in-stock car on ${SLUG}`).toBeDefined();
      const carPath = `/cars/${car.slug}`;

      await page.goto(`${siteUrl(SLUG)}${carPath}`);
      await waitForHydration(page);
      const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
      await page.getByRole('button', { name: 'Save to My Garage' }).click();

      // Sign-in, type watchlist: a mobile number, then the code.
      await page.waitForURL((url) => url.pathname === '/sign-in');
      const signInUrl = new URL(page.url());
      expect(signInUrl.searchParams.get('type')).toBe('watchlist');
      expect(signInUrl.searchParams.get('back')).toBe(carPath);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page.getByRole('textbox', { name: /Mobile number/ }).fill(MOBILE);
      await page.getByRole('button', { name: 'Send my code' }).click();
      const codeField = page.getByRole('textbox', { name: /6-digit code/ });
      await codeField.waitFor();
      await page.getByText(`We have texted a 6-digit code to ${MOBILE}.`).waitFor();
      await expectNoAxeViolations(page);
      await codeField.fill(await latestCode(MOBILE));
      // Back on the car, signed in, the page records the view after hydration.
      const viewRecorded = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/me/recently-viewed') &&
          response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Sign in' }).click();

      // Back on the car, saved.
      await page.waitForURL((url) => url.pathname === carPath);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Saved to My Garage' }).waitFor();
      expect((await viewRecorded).status()).toBe(204);

      // An enquiry about the car from the same mobile number: the shopper's own enquiry.
      const lead = await fetch(`${serverUrl()}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          site: SLUG,
          category: 'Car Enquiry',
          car_id: car.id,
          name: 'Garage',
          last_name: 'Tester',
          email: `garage-${index}@example.com`,
          phone: MOBILE,
          postcode: '4000',
          message: 'Is this car still available?',
        }),
      });
      expect(lead.status, await lead.clone().text()).toBe(201);

      // In My Garage, with its live price.
      await page.getByRole('link', { name: 'My Garage' }).click();
      await page.waitForURL((url) => url.pathname === '/my-garage');
      const saved = page.getByRole('list', { name: 'Saved cars' });
      await saved.getByRole('link', { name: title }).waitFor();
      expect(await saved.textContent()).toMatch(/\$[\d,]+/);
      const recent = page.getByRole('list', { name: 'Recently viewed cars' });
      await recent.getByRole('link', { name: title }).waitFor();
      expect(await recent.textContent()).toMatch(/In stock/);
      const enquiries = page.getByRole('list', { name: 'My enquiries' });
      await enquiries.getByRole('heading', { name: 'Car enquiry' }).waitFor();
      await enquiries.getByRole('link', { name: title }).waitFor();
      await waitForHydration(page);
      await expectNoAxeViolations(page);

      // The dealer alias of My Garage (site-wide §2): served where configured, else a 404.
      const alias = await page.goto(`${siteUrl(SLUG)}${ALIAS_PATH}`);
      if (SLUG === ALIAS_SITE) {
        expect(alias?.status()).toBe(200);
        await page
          .getByRole('list', { name: 'Saved cars' })
          .getByRole('link', { name: title })
          .waitFor();
        await page.getByRole('list', { name: 'Recently viewed cars' }).waitFor();
      } else {
        expect(alias?.status()).toBe(404);
        await page.goto(`${siteUrl(SLUG)}/my-garage`);
      }
      await waitForHydration(page);

      // Sign out: the header offers Sign in again and My Garage is gated.
      await page.getByRole('button', { name: 'Sign out' }).first().click();
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
      await page.goto(`${siteUrl(SLUG)}/my-garage`);
      expect(new URL(page.url()).pathname).toBe('/sign-in');
      if (SLUG === ALIAS_SITE) {
        // The alias is in the my-garage family: always gated.
        await page.goto(`${siteUrl(SLUG)}${ALIAS_PATH}`);
        const gate = new URL(page.url());
        expect(gate.pathname).toBe('/sign-in');
        expect(gate.searchParams.get('type')).toBe('my-garage');
        expect(gate.searchParams.get('redirect')).toBe(ALIAS_PATH);
      }
    });

    it('refuses an open redirect after signing in (site-wide §2)', async () => {
      const { page } = session;
      const mobile = mobileFor(index + 10);
      await page.goto(
        `${siteUrl(SLUG)}/sign-in?type=my-garage&redirect=${encodeURIComponent('//evil.example/x')}`,
      );
      await page.getByRole('textbox', { name: /Mobile number or email address/ }).fill(mobile);
      await page.getByRole('button', { name: 'Send my code' }).click();
      const codeField = page.getByRole('textbox', { name: /6-digit code/ });
      await codeField.waitFor();
      await codeField.fill(await latestCode(mobile));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/my-garage');
      expect(new URL(page.url()).host).toBe(new URL(siteUrl(SLUG)).host);
      await page.getByRole('button', { name: 'Sign out' }).first().click();
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
    });
  },
);
