import { PLATFORM_DEFAULTS, TEMPLATE_PRESETS } from '@forecourt/site-config';
import { TEMPLATE_THEMES } from '@forecourt/ui-kit';
import { describe, expect, it } from 'vitest';
import { GROUP_PAGES } from './group-pages.ts';
import {
  GROUP_LAYOUT,
  GROUP_PRESET,
  GROUP_SEARCH_FILTERS,
  GROUP_STATS_BANNER,
} from './group-preset.ts';
import { GROUP_THEME, groupTheme } from './group-theme.ts';

describe('group template', () => {
  it("is site-config's group preset itself, not a copy", () => {
    expect(GROUP_PRESET).toBe(TEMPLATE_PRESETS.group);
  });

  it('lays out a brands mega-menu and a locations grid over the platform defaults (site-wide §2)', () => {
    expect(GROUP_LAYOUT).toEqual({ ...PLATFORM_DEFAULTS.layout, ...TEMPLATE_PRESETS.group.layout });
    expect(GROUP_LAYOUT.header_menu).toBe('brands');
    expect(GROUP_LAYOUT.locations_view).toBe('grid');
  });

  it('searches all stock by default and shows the 50+ / 40+ / 30+ stats banner (site-wide §1)', () => {
    expect(GROUP_SEARCH_FILTERS).toBe('');
    expect(
      GROUP_STATS_BANNER.map(
        (item) => `${'value' in item ? item.value : item.count} ${item.label}`,
      ),
    ).toEqual(['50+ Locations', '40+ Brands', '30+ Years Established']);
  });

  it('composes the home page as a portal: search, campaigns, dealerships, brands, stats, offers, stock', () => {
    expect(GROUP_PAGES.home.sections).toEqual([
      'hero-search',
      'promotions',
      'dealer-locator',
      'brand-grid',
      'stats-banner',
      'group-offers',
      'featured-stock',
      'finders',
      'feature-banner',
      'reviews',
      'blog',
      'sales-counter',
    ]);
    expect(GROUP_PAGES.search.pageSize).toBe(21);
  });

  it("uses ui-kit's group theme, with a dealer's primary colour applied", () => {
    expect(GROUP_THEME).toBe(TEMPLATE_THEMES.group);
    expect(groupTheme().colors).toEqual(TEMPLATE_THEMES.group.colors);
    const branded = groupTheme({ colors: { primary: '#1c1917' }, logo_url: '/logo.svg' });
    expect(branded.colors.primary).toBe('#1c1917');
    expect(branded.logo.url).toBe('/logo.svg');
    expect(branded.radii).toEqual(TEMPLATE_THEMES.group.radii);
  });
});
