import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';

/** The fixture's classic site (`test-motors`) as the pages see it, with the garage on. */
export function fixtureSite() {
  return publicSiteConfig(
    resolveSiteConfig({
      slug: 'test-motors',
      name: 'Test Motors',
      template: 'classic',
      url: 'https://www.testmotors.com.au',
      garage_enabled: true,
      dealerships: [{ id: 1, name: 'Test Motors Brisbane', slug: 'test-motors-brisbane' }],
    }),
  );
}
