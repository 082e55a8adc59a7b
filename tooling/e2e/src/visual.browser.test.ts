import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../../apps/server/src/spawn-server.ts';
import { ADMIN_KEY, openBrowser, SITES, waitForHydration } from './harness.ts';
import { ALL_SITES } from './site-list.ts';
import { compareWithBaseline, MAX_DIFF_SHARE, type VisualResult } from './visual.ts';

/**
 * A platform server of this file's own, on a fresh database: the other browser tests reserve,
 * buy and sell cars on the shared one, which would change what the pages show.
 */
let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'forecourt-visual-'));
  server = await spawnServer(
    {
      FORECOURT_DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      FORECOURT_ADMIN_KEY: ADMIN_KEY,
    },
    { startTimeoutMs: 220_000 },
  );
}, 240_000);
afterAll(async () => {
  await server?.stop('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
});

function siteUrl(slug: string): string {
  return `http://${slug}.localhost:${new URL(server?.url ?? '').port}`;
}

/**
 * Visual regression (ARCHITECTURE "Visual regression"): the first screen of each page type, on
 * one demo site of each template, at a desktop and a phone width, compared with the committed
 * baselines in `tooling/e2e/visual-baselines/`. `pnpm test:visual:update` writes new baselines;
 * a failure leaves the page as it is now and a diff in `tooling/e2e/visual-diffs/`.
 */
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, options: {} },
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    options: { isMobile: true, hasTouch: true },
  },
] as const;

/** The first car the results page lists: the vehicle page's screenshot is of that car. */
async function firstCarPath(page: Page, slug: string): Promise<string> {
  await page.goto(`${siteUrl(slug)}/search`);
  const href = await page.locator('main a[href^="/cars/"]').first().getAttribute('href');
  if (!href) throw new Error(`no car on ${slug}'s results page`);
  return href;
}

/** The page types: a path, or how to find it. */
const PAGES: { name: string; path: string | ((page: Page, slug: string) => Promise<string>) }[] = [
  { name: 'home', path: '/' },
  { name: 'results', path: '/search' },
  { name: 'vehicle', path: firstCarPath },
  { name: 'location', path: '/contact' },
  { name: 'offers', path: '/special-offers' },
  { name: 'finance', path: '/finance' },
  { name: 'sign-in', path: '/sign-in' },
];

const results: VisualResult[] = [];
afterAll(() => {
  // One line per screenshot in the log, so a designer sees what moved and by how much.
  for (const result of results) {
    console.log(
      `[visual] ${result.name}: ${result.written ? 'baseline written' : `${(result.diffShare * 100).toFixed(2)}% differs`}`,
    );
  }
});

/** Screenshots `pages` of one site at one width and compares each with its baseline. */
async function expectPagesMatch(
  slug: string,
  pages: typeof PAGES,
  { name, viewport, options }: (typeof WIDTHS)[number],
): Promise<void> {
  const { browser, page } = await openBrowser(viewport, options);
  try {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const failures: string[] = [];
    for (const pageType of pages) {
      const path =
        typeof pageType.path === 'string' ? pageType.path : await pageType.path(page, slug);
      await page.goto(`${siteUrl(slug)}${path}`);
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      // Figures that move with the clock or the visitors, not with the design.
      const mask = [
        page.getByText(/cars sold today/i),
        page.getByText(/^\s*[\d,]+ (views?|people viewed)/i),
      ];
      const result = await compareWithBaseline(page, `${slug}-${pageType.name}-${name}`, mask);
      results.push(result);
      if (result.diffShare > MAX_DIFF_SHARE) {
        failures.push(`${pageType.name} (${(result.diffShare * 100).toFixed(2)}% differs)`);
      }
    }
    expect(failures, `see tooling/e2e/visual-diffs/${slug}-*-${name}.*.png`).toEqual([]);
  } finally {
    await browser.close();
  }
}

describe.each(SITES)('visual regression on %s', (slug) => {
  it.each(WIDTHS)('$name: every page type matches its baseline', (width) =>
    expectPagesMatch(slug, PAGES, width),
  );
});

/**
 * The other demo site of each template brands it its own way (a caravan yard, a truck-and-bike
 * group, a second franchise): its home page, where the brand shows most, has baselines too.
 */
const HOME = PAGES.filter((pageType) => pageType.name === 'home');
describe.each(ALL_SITES.filter((slug) => !(SITES as readonly string[]).includes(slug)))(
  'visual regression of the home page on %s',
  (slug) => {
    it.each(WIDTHS)('$name: the home page matches its baseline', (width) =>
      expectPagesMatch(slug, HOME, width),
    );
  },
);
