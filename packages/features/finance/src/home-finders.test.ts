// @vitest-environment node
import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { budgetBasis } from './budget-finder.ts';
import { loadHomeFinders } from './home-finders.ts';
import { priceQuickPicks } from './price-quick-picks.ts';

/** The site's search as the platform answers it, each query recorded. */
function setup(overrides: Record<string, unknown> = {}) {
  const queries: unknown[] = [];
  const site = publicSiteConfig(
    resolveSiteConfig({
      slug: 'sunshine-used-cars',
      name: 'Sunshine Used Cars',
      template: 'classic',
      ...overrides,
    }),
  );
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  context.set(platformFetchContext, async (request: Request) => {
    if (new URL(request.url).pathname === '/search/multi-search') {
      queries.push(await request.json());
      return Response.json({
        results: [
          {
            hits: [],
            facetDistribution: { body: { SUV: 5, Ute: 3, Sedan: 3, Hatch: 1, Van: 1 } },
            facetStats: { price: { min: 8_990, max: 64_990 } },
          },
        ],
      });
    }
    return Response.json({ error: 'Not found' }, { status: 404 });
  });
  const request = new Request('http://sunshine-used-cars.localhost/');
  return { site, context, request, queries };
}

describe('price quick-picks (site-wide §9)', () => {
  it('are $5,000 up to $70,000, 9 options, by default, each the stock up to that price', () => {
    const { site } = setup();
    const picks = priceQuickPicks(site.price_quick_picks);
    expect(picks).toHaveLength(9);
    expect(picks[0]).toEqual({
      price: 5000,
      label: 'Under $5,000',
      href: '/search?range%5Bprice%5D=0%3A5000',
    });
    expect(picks.at(-1)?.label).toBe('Under $70,000');
  });

  it("follow the site's own list ($300,000 to $800,000 on one site), sorted, duplicates dropped", () => {
    const picks = priceQuickPicks([800_000, 300_000, 500_000, 300_000, 0]);
    expect(picks.map((pick) => pick.label)).toEqual([
      'Under $300,000',
      'Under $500,000',
      'Under $800,000',
    ]);
  });
});

describe('loadHomeFinders (site-wide §2 Find cars for your budget, §7)', () => {
  it('reads the budget stock: 4 body types by count then name descending, the price range', async () => {
    const { site, context, request, queries } = setup();
    const finders = await loadHomeFinders(request, context, site, new Date('2026-01-01'));
    expect(finders.budget?.bodies).toEqual(['SUV', 'Ute', 'Sedan', 'Van']);
    expect(finders.budget?.settings).toEqual({
      finance: budgetBasis(site.finance),
      searchPath: '/search',
      vehicles: 'cars',
      priceRange: { min: 8_990, max: 64_990 },
    });
    // The budget stock filter requires price > 1000 (site-wide §7).
    expect(JSON.stringify(queries)).toContain('price>1000');
    expect(finders.quickPicks).toHaveLength(9);
  });

  it('has no budget finder, and no search, when the site turns it off', async () => {
    const { site, context, request, queries } = setup({ features: { budget_finder: false } });
    const finders = await loadHomeFinders(request, context, site);
    expect(finders.budget).toBeNull();
    expect(queries).toHaveLength(0);
  });
});
