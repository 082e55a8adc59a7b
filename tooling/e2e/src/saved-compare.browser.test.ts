import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, serverUrl, siteUrl, useBrowser, waitForHydration } from './harness.ts';

/**
 * One saved list with one count in the header, and a compare flow that works from the results
 * page (vehicle-stock §4 Watchlist save, Compare and Favourite toggles; §6): anonymous, the cards'
 * Save keeps cars locally and the header counts them; Compare on three cards puts a Compare (3)
 * link in the header whose page shows the three, as does a bare /compare. Signing in moves the
 * cars saved in the browser onto the account's watchlist (one list, one count); signed in, the
 * cards' Save and Save to My Garage keep cars on that watchlist, and the header counts it.
 */

const SLUG = 'sunshine-used-cars';

/** A fresh mobile for this run: sign-in codes are limited per number. */
const MOBILE = `04${String(Date.now() + 4242).slice(-8)}`;

async function latestCode(mobile: string): Promise<string> {
  const response = await fetch(
    `${serverUrl()}/api/dev/sign-in-codes/latest?to=${encodeURIComponent(mobile)}`,
    { headers: { authorization: `Bearer ${ADMIN_KEY}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { code: string }).code;
}

describe(`saved cars and compare on ${SLUG} (vehicle-stock §4, §6)`, () => {
  const session = useBrowser();

  it('compares three cars picked on the results page, from the header and from a bare /compare', async () => {
    const { page } = session;
    await page.goto(`${siteUrl(SLUG)}/search/used-cars`);
    await waitForHydration(page);
    const results = page.getByRole('region', { name: 'Results' });
    const compareToggles = results.getByRole('button', { name: /^Compare / });
    await compareToggles.first().and(page.locator(':enabled')).waitFor();
    const picked: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const toggle = compareToggles.nth(index);
      picked.push(((await toggle.getAttribute('aria-label')) ?? '').replace(/^Compare /, ''));
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    }

    const header = page.locator('header').first();
    await header.getByRole('link', { name: 'Compare (3)' }).click();
    await page.waitForURL((url) => url.pathname === '/compare' && url.searchParams.has('cars'));
    await waitForHydration(page);
    for (const title of picked) await page.getByRole('link', { name: title }).first().waitFor();

    await page.goto(`${siteUrl(SLUG)}/compare`);
    await page.waitForURL((url) => url.searchParams.has('cars'));
    await waitForHydration(page);
    for (const title of picked) await page.getByRole('link', { name: title }).first().waitFor();
  });

  it('counts the local list anonymous, moves it to the account at sign-in, and counts the watchlist signed in, in one Saved link', async () => {
    const { page } = session;
    await page.goto(`${siteUrl(SLUG)}/search/used-cars`);
    await waitForHydration(page);
    const results = page.getByRole('region', { name: 'Results' });
    const saves = results.getByRole('button', { name: /^Save .+ to favourites$/ });
    await saves.first().and(page.locator(':enabled')).waitFor();
    await saves.first().click();
    const header = page.locator('header').first();
    await header.getByRole('link', { name: 'Saved (1)' }).waitFor();

    // Signed in: the saved list is the account's, and the car saved in the browser joined it.
    await page.goto(
      `${siteUrl(SLUG)}/sign-in?${new URLSearchParams({ type: 'my-garage', redirect: '/my-garage' })}`,
    );
    await waitForHydration(page);
    await page.getByRole('textbox', { name: /Mobile number/ }).fill(MOBILE);
    await page.getByRole('button', { name: 'Send my code' }).click();
    const codeField = page.getByRole('textbox', { name: /6-digit code/ });
    await codeField.waitFor();
    await codeField.fill(await latestCode(MOBILE));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/my-garage');
    await waitForHydration(page);
    // The same count as before signing in, now the account's: it links My Garage.
    const accountSaved = (count: number) =>
      header
        .getByRole('link', { name: `Saved (${count})` })
        .and(page.locator('[href="/my-garage"]'));
    await accountSaved(1).waitFor();
    // The browser's list is emptied, so signing out later does not count the car twice.
    await expect
      .poll(async () => {
        const stored = await page.evaluate(
          (key) => localStorage.getItem(key),
          `forecourt:${SLUG}:favourites`,
        );
        return (JSON.parse(stored ?? '{}') as { favourites?: unknown[] }).favourites;
      })
      .toEqual([]);

    // A card's Save and the car page's Save to My Garage both add to that one count.
    await page.goto(`${siteUrl(SLUG)}/search/used-cars`);
    await waitForHydration(page);
    await saves.first().and(page.locator(':enabled')).waitFor();
    await accountSaved(1).waitFor();
    // The car saved before signing in shows as saved: it is on the watchlist now.
    await saves.first().and(page.locator('[aria-pressed="true"]')).waitFor();
    await saves.nth(1).click();
    await accountSaved(2).waitFor();
    const carHref = await results.getByRole('link').evaluateAll(
      (links) =>
        links
          .map((link) => link.getAttribute('href') ?? '')
          .filter((href) => href.startsWith('/cars/'))
          .at(-1) ?? '',
    );
    expect(carHref).toMatch(/^\/cars\//);
    await page.goto(`${siteUrl(SLUG)}${carHref}`);
    await waitForHydration(page);
    await accountSaved(2).waitFor();
    await page.getByRole('button', { name: 'Save to My Garage' }).click();
    await page.getByRole('button', { name: 'Saved to My Garage' }).waitFor();
    await accountSaved(3).waitFor();
  });
});
