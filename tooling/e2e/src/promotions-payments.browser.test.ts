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
 * Online payment and spin-to-win (site-wide §2 /online-payment, /spin-to-win, sign-in gating) on
 * one demo site of each template — all three enable both: an anonymous shopper on
 * /online-payment goes to sign-in (type online-payment), signs in with the development code,
 * comes back, pays with the test card and sees the receipt; spin-to-win needs sign-in only on
 * metro-auto-group (its config gates it), elsewhere a name and email spin; the drawn prize shows
 * with its terms and is announced. axe on the form, the receipt, the wheel and the prize.
 */

const SPIN_SIGN_IN = new Set<string>(['metro-auto-group']);

const session = useBrowser();

/** A fresh Australian mobile per site and run: codes are limited to 3 per 10 minutes each. */
function mobileFor(index: number): string {
  const digits = String(Date.now() + 104_729 + index * 7919).slice(-8);
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

async function signInHere(page: Page, mobile: string, type: string, redirect: string) {
  await page.waitForURL((url) => url.pathname === '/sign-in');
  const url = new URL(page.url());
  expect(url.searchParams.get('type')).toBe(type);
  expect(url.searchParams.get('redirect')).toBe(redirect);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: /Mobile number/ }).fill(mobile);
  await page.getByRole('button', { name: 'Send my code' }).click();
  const codeField = page.getByRole('textbox', { name: /6-digit code/ });
  await codeField.waitFor();
  await codeField.fill(await latestCode(mobile));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((next) => next.pathname === redirect);
  await waitForHydration(page);
}

describe.each(SITES.map((slug, index) => [slug, index] as const))(
  'online payment and spin-to-win on %s',
  (SLUG, index) => {
    const MOBILE = mobileFor(index);

    it('pays the dealership after signing in and shows the receipt (site-wide §2)', async () => {
      const { page } = session;
      await session.context.clearCookies();
      await page.goto(`${siteUrl(SLUG)}/online-payment`);
      await signInHere(page, MOBILE, 'online-payment', '/online-payment');
      await page.getByRole('heading', { level: 1, name: 'Make a payment' }).waitFor();
      await expectNoAxeViolations(page);

      // The shared schema checks first: the banner lists the fields, the first takes focus.
      await page.getByRole('button', { name: 'Pay now' }).click();
      const firstField = SLUG === 'metro-auto-group' ? 'pay-dealership_id' : 'pay-purpose';
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(firstField);
      await page.getByTestId('error-warning').waitFor();

      if (SLUG === 'metro-auto-group') {
        await page.locator('#pay-dealership_id').selectOption({ label: 'Metro Kia' });
      }
      await page.locator('#pay-purpose').selectOption('service');
      await page.getByLabel('Invoice or stock number').fill('INV-1042');
      await page.getByLabel('Amount (AUD)').fill('250.50');
      await page.getByLabel('Name on card').fill('Alice Nguyen');
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/39');
      await page.getByLabel('Security code (CVC)').fill('123');
      // A double click pays once: the key is the page load's.
      await page.getByRole('button', { name: 'Pay now' }).dblclick();

      await page.getByRole('heading', { name: 'Payment received' }).waitFor();
      const receipt = (await page.locator('.fc-pay-receipt').textContent()) ?? '';
      expect(receipt).toContain('$250.50');
      expect(receipt).toContain('INV-1042');
      expect(receipt).toContain('Service invoice');
      expect(receipt).toMatch(/testpay_[0-9a-f]{24}/);
      if (SLUG === 'metro-auto-group') expect(receipt).toContain('Metro Kia');
      const paymentId = new URL(page.url()).searchParams.get('payment');
      expect(paymentId).toMatch(/^[0-9a-f-]{36}$/);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });

    it('spins once and shows the prize with its terms, announced (site-wide §2)', async () => {
      const { page } = session;
      await session.context.clearCookies();
      await page.goto(`${siteUrl(SLUG)}/spin-to-win`);
      if (SPIN_SIGN_IN.has(SLUG)) {
        await signInHere(page, MOBILE, 'spin-to-win', '/spin-to-win');
      } else {
        await waitForHydration(page);
        expect(new URL(page.url()).pathname).toBe('/spin-to-win');
      }
      await page.getByRole('list', { name: 'Prizes' }).waitFor();
      const prizes = await page
        .getByRole('list', { name: 'Prizes' })
        .getByRole('listitem')
        .allTextContents();
      expect(prizes.length).toBeGreaterThanOrEqual(3);
      await expectNoAxeViolations(page);

      if (!SPIN_SIGN_IN.has(SLUG)) {
        await page.getByLabel('First name').fill('Zoe');
        await page.getByLabel('Email').fill(`spin-${SLUG}-${Date.now()}@example.com`);
      }
      const wheel = page.getByTestId('spin-wheel');
      // Where the wheel sits in the document (not the viewport: the page may scroll to the result).
      const box = () =>
        wheel.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return [rect.left + scrollX, rect.top + scrollY, rect.width, rect.height];
        });
      const before = await box();
      await page.getByRole('button', { name: 'Spin the wheel' }).click();
      await page.getByRole('heading', { name: 'You won!' }).waitFor();
      const status = (await page.locator('.fc-spin-live').textContent()) ?? '';
      expect(status).toMatch(/^You won: .+\.$/);
      const prize = status.replace(/^You won: /, '').replace(/\.$/, '');
      expect(prizes).toContain(prize);
      expect(await page.locator('.fc-spin-prizes li[aria-current="true"]').textContent()).toBe(
        prize,
      );
      await page.getByRole('heading', { name: 'Prize terms' }).waitFor();
      // The wheel keeps its box: no layout shift from the spin.
      expect(await box()).toEqual(before);
      await expectNoAxeViolations(page);

      // Reduced motion: no animation on the wheel.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      const animation = await page
        .locator('.fc-spin-wheel__disc')
        .evaluate((element) => getComputedStyle(element).animationName);
      expect(animation).toBe('none');
      await page.emulateMedia({ reducedMotion: 'no-preference' });
    });
  },
);
