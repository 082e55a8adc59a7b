import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';

/** The fixture's classic site (`test-motors`) as the pages see it, with the garage on. */
export function fixtureSite(
  overrides: { garage_aliases?: ('mymotorama' | 'mybigboxcars' | 'myblinkr' | 'myservco')[] } = {},
) {
  return publicSiteConfig(
    resolveSiteConfig({
      slug: 'test-motors',
      name: 'Test Motors',
      template: 'classic',
      url: 'https://www.testmotors.com.au',
      garage_enabled: true,
      ...overrides,
      dealerships: [{ id: 1, name: 'Test Motors Brisbane', slug: 'test-motors-brisbane' }],
    }),
  );
}
