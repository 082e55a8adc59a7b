import { PLATFORM_DEFAULTS, TEMPLATE_PRESETS } from '@forecourt/site-config';
import { TEMPLATE_THEMES } from '@forecourt/ui-kit';
import { describe, expect, it } from 'vitest';
import { OEM_PAGES } from './oem-pages.ts';
import { OEM_LAYOUT, OEM_PRESET, OEM_SEARCH_FILTERS } from './oem-preset.ts';
import { OEM_THEME, oemTheme } from './oem-theme.ts';

describe('oem template', () => {
  it("is site-config's oem preset itself, not a copy", () => {
    expect(OEM_PRESET).toBe(TEMPLATE_PRESETS.oem);
  });

  it('links locations to /contact and shows the brand mega-menu (site-wide §2)', () => {
    expect(OEM_LAYOUT).toEqual({ ...PLATFORM_DEFAULTS.layout, ...TEMPLATE_PRESETS.oem.layout });
    expect(OEM_LAYOUT.location_link).toBe('/contact');
    expect(OEM_LAYOUT.header_menu).toBe('brands');
  });

  it('searches all stock, new and demo first', () => {
    expect(OEM_SEARCH_FILTERS).toBe('');
    expect(OEM_PAGES.search.defaultPath).toBe('/search/new-and-demo-cars');
    expect(OEM_PAGES.search.pageSize).toBe(21);
  });

  it('composes the home page as a franchise: campaigns, brand, range, offers, new and demo, certified, service', () => {
    expect(OEM_PAGES.home.sections).toEqual([
      'promotions',
      'hero-brand',
      'model-range',
      'range-bodies',
      'manufacturer-offers',
      'new-demo-stock',
      'finders',
      'feature-banner',
      'certified-pre-owned',
      'service-cta',
      'reviews',
      'locations',
      'blog',
      'stats-banner',
      'sales-counter',
    ]);
  });

  it("uses ui-kit's oem theme, with a dealer's primary colour applied", () => {
    expect(OEM_THEME).toBe(TEMPLATE_THEMES.oem);
    expect(oemTheme().colors).toEqual(TEMPLATE_THEMES.oem.colors);
    const branded = oemTheme({ colors: { primary: '#101820' } });
    expect(branded.colors.primary).toBe('#101820');
    expect(branded.heading.transform).toBe('uppercase');
  });
});
