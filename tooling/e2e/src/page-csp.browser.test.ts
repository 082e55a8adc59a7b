import { describe, expect, it } from 'vitest';
import { SITES, serverUrl, siteUrl, useBrowser, waitForHydration } from './harness.ts';

/**
 * No Content-Security-Policy violation on the pages every shopper opens (home, results, a
 * vehicle, offers) of one demo site per template, once loaded and hydrated. The sites' policy
 * forbids eval: a library that probes for it at load (a validator building its schemas, say) is
 * reported by the browser as a violation on every page view.
 */

const session = useBrowser();

async function firstInStockPath(slug: string): Promise<string> {
  const response = await fetch(`${serverUrl()}/api/sites/${slug}/stock.json`);
  expect(response.status).toBe(200);
  const { cars } = (await response.json()) as { cars: { status: string; path: string }[] };
  const car = cars.find((candidate) => candidate.status === 'in_stock');
  expect(car, `an in-stock car on ${slug}`).toBeDefined();
  return (car as { path: string }).path;
}

describe.each(SITES)('Content-Security-Policy on %s', (slug) => {
  it('reports no violation on the home, results, vehicle and offers pages', async () => {
    const { page } = session;
    // Installed through DevTools before any page script, so the policy does not apply to it.
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        w.__cspViolations.push(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    for (const path of ['/', '/search', await firstInStockPath(slug), '/special-offers']) {
      await page.goto(`${siteUrl(slug)}${path}`);
      await waitForHydration(page);
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations, `${slug}${path}`).toEqual([]);
    }
  });
});
