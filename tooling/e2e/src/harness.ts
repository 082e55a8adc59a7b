import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { launchChromium } from '@forecourt/browser';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export { ADMIN_KEY, ALL_SITES, SITES } from './sites.ts';

const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The shared platform server (started once by global-setup.ts). */
export function serverUrl(): string {
  return inject('serverUrl');
}

/** A demo site's address on the shared server (`<slug>.localhost` resolves to it in Chromium). */
export function siteUrl(slug: string): string {
  return `http://${slug}.localhost:${new URL(serverUrl()).port}`;
}

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** The session key site-shell's `popupSeenKey(slug)` gives, up to the slug. */
const POPUP_SEEN_PREFIX = 'fc-popup-seen:';

/**
 * Plays a shopper who has already closed the site's promotional popup this session (site-wide
 * §4: shown once until closed, remembered per site): the demo sites have a popup, and a test of
 * another journey should not have a dialog open over its page a moment after load. The popup
 * itself is tested with `{ promoPopup: true }` (trust.browser.test.ts).
 */
export async function skipPromoPopup(context: BrowserContext): Promise<void> {
  await context.addInitScript((prefix) => {
    try {
      sessionStorage.setItem(`${prefix}${location.hostname.split('.')[0]}`, '1');
    } catch {
      // Storage blocked (about:blank): nothing to remember.
    }
  }, POPUP_SEEN_PREFIX);
}

/**
 * Chromium with `*.localhost` mapped to loopback; desktop viewport unless one is given. The
 * promotional popup counts as already closed unless `promoPopup` is set.
 */
export async function openBrowser(
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
  {
    promoPopup = false,
    ...options
  }: { isMobile?: boolean; hasTouch?: boolean; promoPopup?: boolean } = {},
): Promise<BrowserSession> {
  const browser = await launchChromium({
    args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  const context = await browser.newContext({ locale: 'en-AU', viewport, ...options });
  if (!promoPopup) await skipPromoPopup(context);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { browser, context, page };
}

/**
 * A browser for the test file: opened before its tests and closed after them. The returned
 * session is filled in by `beforeAll`, so read `session.page` inside tests, not at module level.
 */
export function useBrowser(...args: Parameters<typeof openBrowser>): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    Object.assign(session, await openBrowser(...args));
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

/** Resolves once React has hydrated the page: the element carries React's fiber key. */
export async function waitForHydration(page: Page, selector = 'main'): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    (sel) => {
      const element = document.querySelector(sel);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    },
    selector,
    { timeout: 15_000 },
  );
}

/** Resolves once React has hydrated this element (it carries React's props key). */
export async function waitForElementHydrated(element: Locator): Promise<void> {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(node).some((key) => key.startsWith('__reactProps$'))
            ? resolve()
            : setTimeout(check, 50);
        check();
      }),
  );
}

function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    at ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

/** axe (WCAG 2.1 A/AA) on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol: the sites' Content-Security-Policy (nonces, no
  // 'unsafe-inline') rightly refuses an injected <script>, and must stay on during the test.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(await readFile(AXE_SOURCE_PATH, 'utf8'));
  }
  const violations = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
        }
      ).axe
        .run(document, { runOnly: { type: 'tag', values: tags } })
        .then((result) => result.violations),
    WCAG_TAGS,
  );
  expect(violations, `${page.url()}\n${formatViolations(violations)}`).toEqual([]);
}

/**
 * Keeps the body of every analytics event the page sends with `navigator.sendBeacon` (Chromium
 * hands no beacon body to the test): call before the page loads, read with {@link sentEvents}.
 */
export async function watchAnalyticsBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __beacons: string[] }).__beacons = sent;
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith('/api/analytics/events') && data instanceof Blob) {
        void data.text().then((text) => sent.push(text));
      }
      return original(url, data);
    };
  });
}

/** The analytics events the page has sent by beacon so far (see {@link watchAnalyticsBeacons}). */
export async function sentEvents(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.evaluate(
    () => (window as unknown as { __beacons?: string[] }).__beacons ?? [],
  );
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}
