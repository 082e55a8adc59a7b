import {
  type PublicSiteConfig,
  publicSiteConfig,
  resolveSiteConfig,
  type SiteConfigInput,
} from '@forecourt/site-config';

/** A resolved public site config (classic by default) with the given overrides. */
export function testSite(overrides: Partial<SiteConfigInput> = {}): PublicSiteConfig {
  return publicSiteConfig(
    resolveSiteConfig({
      slug: 'sunshine-used-cars',
      name: 'Sunshine Used Cars',
      template: 'classic',
      url: 'https://www.sunshineusedcars.com.au',
      phone: '(07) 5550 0100',
      dealerships: [{ id: 1, name: 'Sunshine Used Cars', slug: 'sunshine-used-cars' }],
      ...overrides,
    }),
  );
}
