import { describe, expect, it } from 'vitest';
import { publicSiteConfig } from './public-site-config.ts';
import { resolveSiteConfig } from './resolve-site-config.ts';

describe('publicSiteConfig', () => {
  it('drops the search host and key and the lead webhook (site-wide §3 "values never printed")', () => {
    const site = resolveSiteConfig({
      slug: 'acme',
      name: 'Acme',
      template: 'classic',
      search: { host: 'https://search.example.com', key: 'sk-secret' },
      lead_delivery: { webhook_url: 'https://hooks.example.com/x' },
    });
    const shown = publicSiteConfig(site);
    expect('search' in shown).toBe(false);
    expect('lead_delivery' in shown).toBe(false);
    expect(JSON.stringify(shown)).not.toContain('sk-secret');
    expect(shown.slug).toBe('acme');
    expect(shown.search_filters).toBe('car_type = used');
  });
});
