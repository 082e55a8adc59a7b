import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from './resolve-site-config.ts';
import type { Template } from './site-config-schema.ts';
import { TEMPLATE_PRESETS } from './template-presets.ts';

const site = (template: Template) => resolveSiteConfig({ slug: 'acme', name: 'Acme', template });

describe('TEMPLATE_PRESETS', () => {
  it('classic searches used cars only by default (vehicle-stock §5)', () => {
    expect(site('classic').search_filters).toBe('car_type = used');
    expect(site('classic').stats_banner).toEqual([]);
  });

  it('classic shows the models dropdown and a location carousel (site-wide §2)', () => {
    expect(site('classic').layout).toEqual({
      header_menu: 'models',
      locations_view: 'carousel',
      location_link: '/locations/{slug}',
      header_surface: 'secondary',
    });
  });

  it('puts the group header on the primary colour, the others on the secondary (site-wide §1 theming)', () => {
    expect(site('group').layout.header_surface).toBe('primary');
    expect(site('classic').layout.header_surface).toBe('secondary');
    expect(site('oem').layout.header_surface).toBe('secondary');
    const own = resolveSiteConfig({
      slug: 'acme',
      name: 'Acme',
      template: 'group',
      layout: { header_surface: 'secondary' },
    });
    expect(own.layout.header_surface).toBe('secondary');
  });

  it('group shows the stats banner 50+ locations, 40+ brands, 30+ years (site-wide §1)', () => {
    expect(site('group').stats_banner).toEqual([
      { value: '50+', label: 'Locations' },
      { value: '40+', label: 'Brands' },
      { value: '30+', label: 'Years Established' },
    ]);
  });

  it('group searches all stock, with a brand menu and a location grid (site-wide §2)', () => {
    expect(site('group').search_filters).toBe('');
    expect(site('group').layout).toMatchObject({ header_menu: 'brands', locations_view: 'grid' });
  });

  it('oem links locations to /contact and shows the brand mega-menu (site-wide §2)', () => {
    expect(site('oem').layout).toMatchObject({ header_menu: 'brands', location_link: '/contact' });
    expect(site('oem').search_filters).toBe('');
  });

  it('has a preset for every template, and presets are frozen', () => {
    expect(Object.keys(TEMPLATE_PRESETS).sort()).toEqual(['classic', 'group', 'oem']);
    expect(Object.isFrozen(TEMPLATE_PRESETS.group.stats_banner)).toBe(true);
  });
});
