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

  it('keeps what the browser shows: the service booking page and what the dealer sells', () => {
    const shown = publicSiteConfig(
      resolveSiteConfig({
        slug: 'acme',
        name: 'Acme',
        template: 'oem',
        service_booking_url: 'https://www.mazda.com.au/owners/book-a-service/',
        texts: { vehicles: 'caravans' },
      }),
    );
    expect(shown.service_booking_url).toBe('https://www.mazda.com.au/owners/book-a-service/');
    expect(shown.texts.vehicles).toBe('caravans');
  });
});
