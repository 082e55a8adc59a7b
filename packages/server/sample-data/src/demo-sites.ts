import type { SiteTemplate } from './types.ts';

/**
 * A demo dealer site: the fields `configs/<slug>.json` and the `sites` table share. `config`
 * holds the site's own options (theme, phone, social links ...) in `@forecourt/site-config`'s
 * field names, written into the config file beside the core fields and stored in `sites.config`.
 * The config file lists dealerships as `{ id, name, slug }` (site-config's dealership shape).
 */
export interface DemoSite {
  slug: string;
  name: string;
  template: SiteTemplate;
  domains: readonly string[];
  /** Dealership slugs, in display order. The group and OEM sites share none. */
  dealerships: readonly string[];
  config: Readonly<Record<string, unknown>>;
}

/**
 * The three demo sites, one per template. `configs/<slug>.json` must agree with these (a test
 * checks it); `generateSampleData` makes the sites, dealerships and stock from them.
 */
export const DEMO_SITES: readonly DemoSite[] = [
  {
    slug: 'sunshine-used-cars',
    name: 'Sunshine Used Cars',
    template: 'classic',
    domains: ['www.sunshineusedcars.com.au'],
    dealerships: ['sunshine-used-cars'],
    config: {
      url: 'https://www.sunshineusedcars.com.au',
      theme: { colors: { primary: '#d97706', secondary: '#0f2a44', accent: '#fbbf24' } },
      address: { city: 'Brisbane' },
      phone: '(07) 5550 0100',
      facebook_url: 'https://www.facebook.com/sunshineusedcars',
      instagram_url: 'https://www.instagram.com/sunshineusedcars',
      finance_provider: 'angle',
    },
  },
  {
    slug: 'metro-auto-group',
    name: 'Metro Auto Group',
    template: 'group',
    domains: ['www.metroautogroup.com.au'],
    dealerships: [
      'metro-mazda',
      'metro-hyundai',
      'metro-kia',
      'metro-ford',
      'metro-nissan',
      'metro-mitsubishi',
      'metro-byd',
      'metro-trucks',
      'metro-motorcycles',
      'metro-caravans',
    ],
    config: {
      url: 'https://www.metroautogroup.com.au',
      theme: { colors: { primary: '#0b3d91', secondary: '#e11d48', accent: '#f1f5f9' } },
      address: { city: 'Brisbane' },
      phone: '1300 975 707',
      facebook_url: 'https://www.facebook.com/metroautogroup',
      instagram_url: 'https://www.instagram.com/metroautogroup',
      youtube_url: 'https://www.youtube.com/@metroautogroup',
      linkedin_url: 'https://www.linkedin.com/company/metro-auto-group',
      finance_provider: 'manual',
      offers_subscription: true,
    },
  },
  {
    slug: 'coastal-toyota',
    name: 'Coastal Toyota',
    template: 'oem',
    domains: ['www.coastaltoyota.com.au'],
    dealerships: ['coastal-toyota'],
    config: {
      manufacturer: 'toyota',
      url: 'https://www.coastaltoyota.com.au',
      theme: { colors: { primary: '#eb0a1e', secondary: '#1a1a1a', accent: '#0e7490' } },
      address: { city: 'Maroochydore' },
      phone: '(07) 5550 2100',
      facebook_url: 'https://www.facebook.com/coastaltoyota',
      instagram_url: 'https://www.instagram.com/coastaltoyota',
      finance_provider: 'manual',
      features: { toyota_certified_badge: true },
    },
  },
];
