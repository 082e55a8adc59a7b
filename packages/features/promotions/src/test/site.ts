import { publicSiteConfig, resolveSiteConfig, type SiteConfigInput } from '@forecourt/site-config';

/** The fixture's classic site (`test-motors`) as the pages see it, with the given overrides. */
export function fixtureSite(overrides: Partial<SiteConfigInput> = {}) {
  return publicSiteConfig(
    resolveSiteConfig({
      slug: 'test-motors',
      name: 'Test Motors',
      template: 'classic',
      url: 'https://www.testmotors.com.au',
      dealerships: [{ id: 1, name: 'Test Motors Brisbane', slug: 'test-motors-brisbane' }],
      ...overrides,
    } as SiteConfigInput),
  );
}
