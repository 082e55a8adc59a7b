import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SITES, siteUrl, useBrowser, waitForHydration } from './harness.ts';

/**
 * The results page and react-instantsearch, one demo site per template: a filter, a
 * page link and the sort with JavaScript and without, in today's URL format, and Back.
 */

const session = useBrowser();

/** The rendered results are those of the current URL. */
async function resultsOfUrl(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-search]')?.getAttribute('data-search') === location.search,
    undefined,
    { timeout: 15_000 },
  );
}

/** The unchecked option of a facet group with the most cars. */
async function largestOption(page: Page, group: string) {
  const options = page
    .getByRole('form', { name: 'Filter results' })
    .getByRole('group', { name: group, exact: true })
    .getByRole('checkbox', { checked: false });
  const labels = await options.evaluateAll((inputs) =>
    inputs.map((input) => input.closest('label')?.textContent ?? ''),
  );
  expect(labels.length, `options of ${group}`).toBeGreaterThan(0);
  const counts = labels.map((label) => Number(/\((\d+)\)\s*$/.exec(label)?.[1] ?? 0));
  return options.nth(counts.indexOf(Math.max(...counts)));
}

const articles = (page: Page) =>
  page.getByRole('region', { name: 'Results' }).locator('article').count();

/*
 * The InstantSearch island (packages/features/search/src/instantsearch) is loaded on the
 * shopper's first touch of the results; from then on every `/search` change React Router makes
 * (a filter, a page link, the sort, Back) is searched through the Algolia protocol at the site's
 * `/search/1/indexes/*\/queries` and the route's loader is not asked. Before that,
 * and without JavaScript, the same URLs go through the loader.
 */

describe.each(SITES)('the results page on InstantSearch, %s', (slug) => {
  it('refines, pages and sorts client side with JavaScript; Back restores', async () => {
    const { page } = session;
    const requests: string[] = [];
    const onRequest = (request: Request) => requests.push(request.url());
    page.on('request', onRequest);
    try {
      await page.goto(`${siteUrl(slug)}/search`);
      await waitForHydration(page);
      // Not in the first load: no InstantSearch request before the shopper touches the results.
      expect(requests.filter((url) => url.includes('/search/1/indexes/'))).toEqual([]);
      // The island's chunk loads on the hover and searches the page's URL once.
      const firstAnswer = page.waitForResponse((response) =>
        response.url().includes('/search/1/indexes/'),
      );
      await page.getByRole('region', { name: 'Results' }).hover();
      await page.waitForSelector('[data-search][data-island]', { timeout: 15_000 });
      await firstAnswer;
      requests.length = 0;
      // Each change is answered by an Algolia-protocol request, never by the loader's `.data`.
      const algolia = () => requests.filter((url) => url.includes('/search/1/indexes/')).length;
      const loader = () => requests.filter((url) => /\/search(\/[^?]*)?\.data/.test(url));
      let asked = 0;
      const answeredByIsland = (step: string) => {
        expect(algolia(), `${step}: an Algolia-protocol request`).toBeGreaterThan(asked);
        expect(loader(), `${step}: no loader request`).toEqual([]);
        asked = algolia();
      };
      // One document throughout: every change below is client side.
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });

      // A filter: searched through the Algolia protocol, written as today's URL.
      const option = await largestOption(page, 'Body Type');
      const body = await option.getAttribute('value');
      await option.click();
      await page.waitForURL((url) => url.searchParams.get('body') === body);
      await resultsOfUrl(page);
      expect(
        await page
          .getByRole('form', { name: 'Filter results' })
          .locator(`input[name="body"][value="${body}"]`)
          .isChecked(),
      ).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/search');
      expect(await articles(page)).toBeGreaterThan(0);
      answeredByIsland('filter');

      // Another page, when there is one; then the sort (back to page one, vehicle-stock §4).
      const next = page.getByRole('link', { name: 'Next page' });
      const paged = (await next.count()) > 0;
      if (paged) {
        await next.click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        await resultsOfUrl(page);
        expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
          'page',
        );
        answeredByIsland('page link');
      }
      await page.getByLabel('Sort by').selectOption({ index: 3 });
      await page.waitForURL((url) => url.searchParams.get('sortBy') === 'cars:price:asc');
      await resultsOfUrl(page);
      answeredByIsland('sort');
      expect(new URL(page.url()).searchParams.get('page')).toBeNull();
      expect(new URL(page.url()).searchParams.get('body')).toBe(body);
      const prices = await page
        .getByRole('region', { name: 'Results' })
        .locator('article')
        .evaluateAll((cards) =>
          cards
            .map((card) => /\$([\d,]+)/.exec(card.textContent ?? '')?.[1])
            .filter((text): text is string => text !== undefined)
            .map((text) => Number(text.replaceAll(',', ''))),
        );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      // Back: the earlier URL and its results, still the same document.
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('sortBy'));
      await resultsOfUrl(page);
      expect(new URL(page.url()).searchParams.get('body')).toBe(body);
      expect(new URL(page.url()).searchParams.get('page')).toBe(paged ? '2' : null);
      expect(loader(), 'Back: no loader request').toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
    } finally {
      page.off('request', onRequest);
    }
  });

  it('refines, pages and sorts with the same URLs without JavaScript', async () => {
    const context = await session.browser.newContext({
      javaScriptEnabled: false,
      locale: 'en-AU',
    });
    const page = await context.newPage();
    // Each step is a full document: its HTML is what is checked, so no step waits for the
    // result cards' images (a first request of each size is resized on the platform, which
    // under CI load pushed the load events past the navigation timeout).
    const dom = { waitUntil: 'domcontentloaded' } as const;
    try {
      await page.goto(`${siteUrl(slug)}/search`, dom);
      const option = await largestOption(page, 'Body Type');
      const body = await option.getAttribute('value');
      await option.check();
      await page
        .getByRole('form', { name: 'Filter results' })
        .getByRole('button', { name: 'Apply filters' })
        .click();
      await page.waitForURL((url) => url.searchParams.get('body') === body, dom);
      expect(await articles(page)).toBeGreaterThan(0);
      const next = page.getByRole('link', { name: 'Next page' });
      if ((await next.count()) > 0) {
        await next.click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2', dom);
      }
      await page.getByLabel('Sort by').selectOption({ index: 3 });
      await page.getByRole('button', { name: 'Sort' }).click();
      await page.waitForURL((url) => url.searchParams.get('sortBy') === 'cars:price:asc', dom);
      expect(new URL(page.url()).searchParams.get('body')).toBe(body);
      expect(new URL(page.url()).searchParams.get('page')).toBeNull();
      await page.goBack(dom);
      await page.waitForURL((url) => !url.searchParams.has('sortBy'), dom);
      expect(new URL(page.url()).searchParams.get('body')).toBe(body);
    } finally {
      await context.close();
    }
  });
});
