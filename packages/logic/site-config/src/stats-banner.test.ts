import { describe, expect, it } from 'vitest';
import { safeResolveSiteConfig } from './resolve-site-config.ts';
import { statsBannerItems } from './stats-banner.ts';

describe('stats banner counts from data (site-wide §1 stats banner)', () => {
  it('shows a count item as the number worked out from the data, a value item as written', () => {
    expect(
      statsBannerItems(
        [
          { count: 'dealerships', label: 'Dealerships' },
          { count: 'brands', label: 'Brands' },
          { value: '30+', label: 'Years Established' },
        ],
        { dealerships: 10, brands: 11 },
      ),
    ).toEqual([
      { value: '10', label: 'Dealerships' },
      { value: '11', label: 'Brands' },
      { value: '30+', label: 'Years Established' },
    ]);
  });

  it('leaves out a count the page has no number for rather than showing 0', () => {
    expect(statsBannerItems([{ count: 'brands', label: 'Brands' }], { locations: 3 })).toEqual([]);
  });

  it('accepts count items in the site config and names the field of an unknown count', () => {
    const minimal = { slug: 'acme', name: 'Acme Motors', template: 'group' } as const;
    const ok = safeResolveSiteConfig({
      ...minimal,
      stats_banner: [{ count: 'locations', label: 'Locations' }],
    });
    expect(ok.success && ok.data.stats_banner).toEqual([
      { count: 'locations', label: 'Locations' },
    ]);
    const bad = safeResolveSiteConfig({
      ...minimal,
      stats_banner: [{ count: 'cars', label: 'Cars' }],
    });
    expect(bad.success).toBe(false);
    expect(!bad.success && bad.error.issues.map((issue) => issue.path)).toEqual([
      expect.stringMatching(/^stats_banner\[0\]/),
    ]);
  });
});
