import { deepFreeze } from './deep-merge.ts';
import type { SiteConfigPreset, Template } from './site-config-schema.ts';

/**
 * What each template changes on top of the platform defaults (frozen):
 * - classic: a single-dealer used-car site; stock search is used-only by default
 *   (vehicle-stock §5 "used-only on many sites"), locations in a carousel.
 * - group: a multi-brand dealer group; all stock, a brand menu, a location grid and the stats
 *   banner 50+ Locations, 40+ Brands, 30+ Years Established (site-wide §1, §2).
 * - oem: a manufacturer franchise; all stock, a brand mega-menu, and /contact as the location
 *   link (site-wide §2 "/contact is the location link for manufacturer sites").
 */
export const TEMPLATE_PRESETS: Readonly<Record<Template, SiteConfigPreset>> = deepFreeze({
  classic: {
    search_filters: 'car_type = used',
    layout: { header_menu: 'models', locations_view: 'carousel' },
  },
  group: {
    search_filters: '',
    stats_banner: [
      { value: '50+', label: 'Locations' },
      { value: '40+', label: 'Brands' },
      { value: '30+', label: 'Years Established' },
    ],
    layout: { header_menu: 'brands', locations_view: 'grid', header_surface: 'primary' },
  },
  oem: {
    search_filters: '',
    layout: { header_menu: 'brands', locations_view: 'carousel', location_link: '/contact' },
  },
});
