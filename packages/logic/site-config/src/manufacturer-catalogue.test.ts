import { describe, expect, it } from 'vitest';
import {
  brandOverviewPath,
  brandPages,
  findBrandPage,
  MANUFACTURER_CATALOGUE,
  manufacturerSlug,
  sellsMake,
  siteBrandPages,
} from './manufacturer-catalogue.ts';

describe('manufacturer catalogue (site-wide §3)', () => {
  it('holds about 150 makes, alphabetically from Abarth to ZX Auto, ids 1..n', () => {
    expect(MANUFACTURER_CATALOGUE.length).toBeGreaterThanOrEqual(140);
    expect(MANUFACTURER_CATALOGUE.length).toBeLessThanOrEqual(160);
    expect(MANUFACTURER_CATALOGUE[0]?.name).toBe('Abarth');
    expect(MANUFACTURER_CATALOGUE.at(-1)?.name).toBe('ZX Auto');
    expect(MANUFACTURER_CATALOGUE.map((make) => make.id)).toEqual(
      MANUFACTURER_CATALOGUE.map((_, index) => index + 1),
    );
    const names = MANUFACTURER_CATALOGUE.map((make) => make.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(
      names,
    );
  });

  it('gives each make a unique slug and a logo url, empty for a past make (site-wide §3)', () => {
    const slugs = new Set(MANUFACTURER_CATALOGUE.map((make) => make.slug));
    expect(slugs.size).toBe(MANUFACTURER_CATALOGUE.length);
    expect(findBrandPage('mercedes-benz')?.logo.url).toBe('/media/manufacturers/mercedes-benz.svg');
    expect(MANUFACTURER_CATALOGUE.find((make) => make.name === 'Holden')?.logo.url).toBe('');
    expect(manufacturerSlug('Alfa Romeo')).toBe('alfa-romeo');
  });

  it('has no overview page for skipPage makes (site-wide §3 brand pages)', () => {
    expect(MANUFACTURER_CATALOGUE.find((make) => make.name === 'Holden')?.skipPage).toBe(true);
    expect(findBrandPage('holden')).toBeNull();
    expect(findBrandPage('TOYOTA')?.name).toBe('Toyota');
    expect(findBrandPage('not-a-make')).toBeNull();
    expect(brandPages().every((make) => !make.skipPage)).toBe(true);
    expect(brandOverviewPath('toyota')).toBe('/toyota/overview');
  });

  it('gives each make with a page a banner and a description (vehicle-stock §3 brand entry)', () => {
    const toyota = findBrandPage('toyota');
    expect(toyota?.banner.url).toBe('/media/manufacturers/toyota-banner.svg');
    expect(toyota?.description).toContain('Toyota');
    expect(brandPages().every((make) => make.banner.url && make.description)).toBe(true);
  });
});

describe('makes a site sells (site config `makes`)', () => {
  it('serves every make with a page when the site lists none', () => {
    expect(siteBrandPages({ makes: [] })).toEqual(brandPages());
    expect(sellsMake({ makes: [] }, 'ferrari')).toBe(true);
  });

  it("serves only a franchise site's makes", () => {
    expect(siteBrandPages({ makes: ['toyota'] }).map((make) => make.slug)).toEqual(['toyota']);
    expect(sellsMake({ makes: ['toyota'] }, 'Toyota')).toBe(true);
    expect(sellsMake({ makes: ['toyota'] }, 'ferrari')).toBe(false);
  });
});
