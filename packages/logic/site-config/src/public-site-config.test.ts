import { describe, expect, it } from 'vitest';
import { publicSiteConfig } from './public-site-config.ts';
import { resolveSiteConfig, safeResolveSiteConfig } from './resolve-site-config.ts';

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

describe('search back end', () => {
  const base = { slug: 'acme', name: 'Acme', template: 'classic' } as const;

  it('defaults to the embedded engine, and the browser sees only its kind and index', () => {
    const site = resolveSiteConfig(base);
    expect(site.search.backend).toEqual({ kind: 'embedded' });
    expect(publicSiteConfig(site).searchClient).toEqual({ kind: 'embedded', indexName: 'cars' });
  });

  it('gives the browser an Algolia app id, index and the search-only key, never the write key env', () => {
    const site = resolveSiteConfig({
      ...base,
      search: {
        backend: {
          kind: 'algolia',
          app_id: 'LATENCY42',
          search_only_key: 'search-only-abc',
          admin_key_env: 'ACME_ALGOLIA_WRITE_KEY',
          index_name: 'acme_cars',
        },
      },
    });
    const shown = publicSiteConfig(site);
    expect(shown.searchClient).toEqual({
      kind: 'algolia',
      appId: 'LATENCY42',
      indexName: 'acme_cars',
      searchKey: 'search-only-abc',
    });
    const printed = JSON.stringify(site);
    expect(printed).not.toContain('ACME_ALGOLIA_WRITE_KEY');
    expect(printed).not.toContain('admin_key');
    expect(JSON.stringify(shown)).not.toContain('ACME_ALGOLIA_WRITE_KEY');
  });

  it('gives the browser a Meilisearch url and index; the tenant token is signed per request', () => {
    const site = resolveSiteConfig({
      ...base,
      search: {
        backend: {
          kind: 'meilisearch',
          url: 'https://ms-1.meilisearch.io',
          admin_key_env: 'ACME_MEILI_ADMIN_KEY',
          search_key_env: 'ACME_MEILI_SEARCH_KEY',
          search_key_uid: '6062abda-a5aa-4414-ac91-ecd7944c0f8d',
        },
      },
    });
    const shown = publicSiteConfig(site);
    expect(shown.searchClient).toEqual({
      kind: 'meilisearch',
      url: 'https://ms-1.meilisearch.io',
      indexName: 'cars',
      searchKey: null,
    });
    const printed = JSON.stringify(shown);
    for (const secret of ['ACME_MEILI', 'admin_key', 'search_key_uid', '6062abda']) {
      expect(printed).not.toContain(secret);
    }
  });

  it('rejects bad back ends with a message per field', () => {
    const result = safeResolveSiteConfig({
      ...base,
      search: {
        backend: {
          kind: 'algolia',
          app_id: 'bad id!',
          search_only_key: '',
          admin_key_env: 'sk_live_1234',
          index_name: 'cars',
        },
      },
    });
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'search.backend.app_id', message: 'must be an Algolia application id' },
        { path: 'search.backend.search_only_key', message: 'must not be empty' },
        {
          path: 'search.backend.admin_key_env',
          message:
            'must name an environment variable, e.g. "ALGOLIA_WRITE_KEY" (never the key itself)',
        },
      ]),
    );
    const unknown = safeResolveSiteConfig({ ...base, search: { backend: { kind: 'solr' } } });
    expect(unknown.success).toBe(false);
    expect(unknown.success ? [] : unknown.error.issues.map((issue) => issue.path)).toContain(
      'search.backend.kind',
    );
    const missing = safeResolveSiteConfig({
      ...base,
      search: { backend: { kind: 'meilisearch', url: 'ftp://x' } },
    });
    expect(missing.success ? [] : missing.error.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining([
        'search.backend.url',
        'search.backend.admin_key_env',
        'search.backend.search_key_env',
        'search.backend.search_key_uid',
      ]),
    );
  });
});
