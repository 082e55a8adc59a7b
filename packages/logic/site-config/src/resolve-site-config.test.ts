import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PLATFORM_DEFAULTS } from './platform-defaults.ts';
import {
  defineSiteConfig,
  resolveSiteConfig,
  safeResolveSiteConfig,
} from './resolve-site-config.ts';
import { SiteConfigError } from './site-config-error.ts';

const minimal = { slug: 'acme', name: 'Acme Motors', template: 'classic' } as const;

function errorOf(input: unknown): SiteConfigError {
  const result = safeResolveSiteConfig(input);
  if (result.success) throw new Error('expected the config to be rejected');
  return result.error;
}

describe('resolveSiteConfig', () => {
  it('accepts { slug, name, template } as a complete site (site-wide §3)', () => {
    const site = resolveSiteConfig(minimal);
    expect(site.slug).toBe('acme');
    expect(site.include_sold_cars_days).toBe(3);
    expect(site.specifications.sold_tag_name).toBe('JUST SOLD');
    expect(site.features.fuel_type_tag).toBe(false);
  });

  it('applies the template preset over the platform defaults (site-wide §1)', () => {
    expect(resolveSiteConfig(minimal).search_filters).toBe('car_type = used');
    expect(resolveSiteConfig({ ...minimal, template: 'group' }).search_filters).toBe('');
    expect(resolveSiteConfig({ ...minimal, template: 'oem' }).layout.location_link).toBe(
      '/contact',
    );
  });

  it('lets the site override the preset and the defaults, one key at a time (site-wide §1)', () => {
    const site = resolveSiteConfig({
      ...minimal,
      search_filters: 'car_type = new',
      features: { fuel_type_tag: true },
      specifications: { just_arrived_days: 14 },
      layout: { locations_view: 'grid' },
    });
    expect(site.search_filters).toBe('car_type = new');
    expect(site.features.fuel_type_tag).toBe(true);
    expect(site.features.compare).toBe(PLATFORM_DEFAULTS.features.compare);
    expect(site.specifications).toEqual({
      just_arrived_days: 14,
      just_arrived_tag_name: 'JUST ARRIVED',
      sold_tag_name: 'JUST SOLD',
    });
    expect(site.layout).toEqual({
      header_menu: 'models',
      locations_view: 'grid',
      location_link: '/locations/{slug}',
      header_surface: 'secondary',
    });
  });

  it('replaces arrays from the preset instead of merging them (ARCHITECTURE merge rule)', () => {
    const site = resolveSiteConfig({
      ...minimal,
      template: 'group',
      stats_banner: [{ value: '12', label: 'Showrooms' }],
    });
    expect(site.stats_banner).toEqual([{ value: '12', label: 'Showrooms' }]);
  });

  it('gives locations their own defaults (site-wide §3 Location)', () => {
    const site = resolveSiteConfig({
      ...minimal,
      locations: [{ id: 1, name: 'Springwood', slug: 'springwood' }],
    });
    expect(site.locations[0]).toMatchObject({
      visible: true,
      primary: false,
      manufacturers: [],
      address: { street: null, lat: null, long: null },
      contact_detail: { phone: null, opening_hours: [] },
      special_hours: [],
    });
  });

  it('does not change the shared defaults or the input', () => {
    const input = { ...minimal, features: { compare: false } };
    const site = resolveSiteConfig(input);
    site.features.share = false;
    expect(PLATFORM_DEFAULTS.features.share).toBe(true);
    expect(input).toEqual({ ...minimal, features: { compare: false } });
  });

  it('is idempotent: a resolved config resolves to itself', () => {
    const once = resolveSiteConfig({ ...minimal, template: 'group', phone: '07 3000 0000' });
    expect(resolveSiteConfig(once)).toEqual(once);
  });

  it('throws a SiteConfigError naming the path and the allowed templates (site-wide §3)', () => {
    expect(() => resolveSiteConfig({ ...minimal, template: 'retro' })).toThrow(SiteConfigError);
    expect(() => resolveSiteConfig({ ...minimal, template: 'retro' })).toThrow(
      'Invalid site config "acme": template: expected one of classic | group | oem',
    );
  });

  it('lists every issue, each with its path', () => {
    const error = errorOf({
      slug: 'Acme Motors',
      name: '',
      template: 'classic',
      features: { fuel_type_tag: 'yes', teleport: true },
      locations: [{ id: 1, name: 'A', slug: 'a', address: { lat: 123 } }],
    });
    expect(error.issues).toEqual([
      { path: 'name', message: 'must not be empty' },
      { path: 'slug', message: 'must be lowercase kebab-case, e.g. "acme-motors"' },
      { path: 'locations[0].address.lat', message: 'must be <= 90' },
      { path: 'features.fuel_type_tag', message: 'expected boolean, received string' },
      { path: 'features', message: 'unknown key "teleport"' },
    ]);
    expect(error.message).toBe(
      [
        'Invalid site config "Acme Motors": 5 issues',
        '  - name: must not be empty',
        '  - slug: must be lowercase kebab-case, e.g. "acme-motors"',
        '  - locations[0].address.lat: must be <= 90',
        '  - features.fuel_type_tag: expected boolean, received string',
        '  - features: unknown key "teleport"',
      ].join('\n'),
    );
  });

  it('rejects unknown top-level keys by name (strict objects)', () => {
    expect(errorOf({ ...minimal, colour: 'red' }).message).toBe(
      'Invalid site config "acme": (root): unknown key "colour"',
    );
  });

  it('reports missing identity fields as required', () => {
    const error = errorOf({});
    expect(error.slug).toBeNull();
    expect(error.issues).toEqual([
      { path: 'name', message: 'required' },
      { path: 'slug', message: 'required' },
      { path: 'template', message: 'required (expected one of classic | group | oem)' },
    ]);
    expect(error.message.startsWith('Invalid site config (no slug): 3 issues')).toBe(true);
  });

  it('rejects a config that is not an object', () => {
    expect(errorOf('acme').issues).toEqual([
      { path: '(root)', message: 'expected object, received string' },
    ]);
    expect(errorOf(null).issues[0]?.message).toBe('expected object, received null');
  });

  it('rejects a __proto__ key instead of merging it into the prototype', () => {
    const hostile = JSON.parse(
      '{"slug":"acme","name":"Acme","template":"classic","__proto__":{"features":{}}}',
    );
    expect(errorOf(hostile).issues).toEqual([
      { path: '(root)', message: 'unknown key "__proto__"' },
    ]);
  });

  it('never prints secret values in its errors (site-wide §3 "values never printed")', () => {
    const error = errorOf({
      ...minimal,
      search: { host: 'https://search.example.com', key: 123456789, token: 'hunter2-secret' },
    });
    expect(error.message).toContain('search.key: expected string, received number');
    expect(error.message).toContain('search: unknown key "token"');
    expect(error.message).not.toContain('123456789');
    expect(error.message).not.toContain('hunter2-secret');
  });
});

describe('resolved config printing', () => {
  const secretSite = {
    ...minimal,
    search: { host: 'https://search.example.com', key: 'sk-secret-key' },
    lead_delivery: { webhook_url: 'https://hooks.example.com/secret-path' },
  };

  it('omits the search host and key and the lead webhook from JSON (site-wide §3)', () => {
    const site = resolveSiteConfig(secretSite);
    expect(site.search.key).toBe('sk-secret-key');
    const json = JSON.stringify(site);
    expect(json).not.toContain('sk-secret-key');
    expect(json).not.toContain('search.example.com');
    expect(json).not.toContain('secret-path');
    expect(JSON.parse(json).slug).toBe('acme');
  });

  it('omits them from console output too (site-wide §3)', () => {
    const printed = inspect(resolveSiteConfig(secretSite), { depth: 5 });
    expect(printed).not.toContain('sk-secret-key');
    expect(printed).not.toContain('secret-path');
    expect(printed).toContain('acme');
  });
});

describe('safeResolveSiteConfig', () => {
  it('returns the config on success and the error on failure, without throwing', () => {
    const ok = safeResolveSiteConfig(minimal);
    expect(ok.success && ok.data.slug).toBe('acme');
    const bad = safeResolveSiteConfig({ ...minimal, include_sold_cars_days: -1 });
    expect(bad.success).toBe(false);
    expect(!bad.success && bad.error.issues).toEqual([
      { path: 'include_sold_cars_days', message: 'must be >= 0' },
    ]);
  });
});

describe('defineSiteConfig', () => {
  it('returns the config it is given', () => {
    const config = defineSiteConfig({ ...minimal, features: { compare: false } });
    expect(config).toEqual({ ...minimal, features: { compare: false } });
  });
});
