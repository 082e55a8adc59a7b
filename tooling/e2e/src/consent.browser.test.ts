import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowserSession,
  openBrowser,
  siteUrl,
  useBrowser,
  waitForHydration,
} from './harness.ts';
import { ALL_SITES, sitesWhere } from './sites.ts';

/**
 * What every demo site owes the shopper, on all six: the marketing opt-in starts unticked on the
 * lead forms (consent is given, never assumed), the footer links a Privacy Policy and Terms and
 * Conditions page that answer 200, and the promotional popup closes with its button, Escape and
 * a click on its backdrop (site-wide §4 Popup) on the sites that show one.
 */

const session = useBrowser();

/** The sites with `features.popup` on (configs/*.json). */
const POPUP_SITES = sitesWhere(({ features }) => features.popup);

describe.each(ALL_SITES)('consent and legal links on %s', (SLUG) => {
  it('leaves the marketing opt-in unticked on the contact and finance forms', async () => {
    const { page } = session;
    for (const path of ['/contact', '/finance-pre-approval']) {
      await page.goto(`${siteUrl(SLUG)}${path}`);
      await waitForHydration(page);
      const optIns = page.getByRole('checkbox', { name: /news and offers/i });
      const count = await optIns.count();
      expect(count, `${path} has an opt-in`).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        await expect(optIns.nth(index).isChecked(), path).resolves.toBe(false);
      }
    }
  });

  it('links Privacy Policy and Terms and Conditions from the footer, both answering 200', async () => {
    const { page } = session;
    await page.goto(`${siteUrl(SLUG)}/`);
    const footer = page.locator('footer');
    const hrefs: string[] = [];
    for (const name of ['Privacy Policy', 'Terms and Conditions']) {
      const href = await footer.getByRole('link', { name, exact: true }).getAttribute('href');
      expect(href, name).toBeTruthy();
      hrefs.push(new URL(href ?? '', page.url()).toString());
    }
    for (const href of hrefs) {
      const answer = await page.goto(href);
      expect(answer?.status(), href).toBe(200);
    }
  });
});

describe('the promotional popup closes every way (site-wide §4 Popup)', () => {
  let popup: BrowserSession;
  beforeAll(async () => {
    popup = await openBrowser(
      { width: 390, height: 844 },
      { isMobile: true, hasTouch: true, promoPopup: true },
    );
  });
  afterAll(async () => {
    await popup?.browser.close();
  });

  it.each(POPUP_SITES)('%s: by its button, by Escape and by its backdrop', async (SLUG) => {
    const { page } = popup;
    const dialog = page.locator('dialog.site-popup');
    // The first page of a visit never shows it; the next ones do until it is closed.
    await page.goto(`${siteUrl(SLUG)}/`);
    await waitForHydration(page);
    const closes: [string, () => Promise<void>][] = [
      ['button', () => dialog.getByRole('button', { name: 'Close' }).click()],
      ['Escape', () => page.keyboard.press('Escape')],
      // The backdrop: the top-left corner of the screen, outside the centred dialog.
      ['backdrop', () => page.mouse.click(4, 4)],
    ];
    for (const [way, close] of closes) {
      await page.evaluate((slug) => sessionStorage.removeItem(`fc-popup-seen:${slug}`), SLUG);
      await page.goto(`${siteUrl(SLUG)}/special-offers?via=${way}`);
      await waitForHydration(page);
      await dialog.waitFor({ state: 'visible' });
      await expect(dialog.textContent(), way).resolves.toMatch(/\w+ \w+ \w+/);
      await close();
      await dialog.waitFor({ state: 'hidden' });
    }
  });
});
