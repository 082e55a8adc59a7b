import { resolveSiteConfig } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import { OEM_COPY, oemCopy } from './oem-copy.ts';

const site = (overrides: Record<string, unknown> = {}) =>
  resolveSiteConfig({
    slug: 'harbour-city-mazda',
    name: 'Harbour City Mazda',
    template: 'oem',
    manufacturer: 'mazda',
    address: { city: 'Sydney' },
    ...overrides,
  });

const allText = (copy: object): string[] =>
  Object.values(copy).flatMap((value) =>
    typeof value === 'string' ? [value] : allText(value as object),
  );

describe('oemCopy', () => {
  it('leads with the brand range, new and demo stock, offers and servicing', () => {
    const copy = oemCopy(site(), { year: 2026 });
    expect(copy.hero.heading).toBe('The new Mazda range at Harbour City Mazda');
    expect(copy.hero.intro).toBe(
      'New and demo Mazda vehicles in Sydney, with Mazda offers, certified pre-owned and genuine Mazda servicing.',
    );
    expect(copy.home.offersHeading).toBe('Mazda offers');
    expect(copy.home.serviceButton).toBe('Book a service');
    expect(copy.footer.tagline).toBe('Your authorised Mazda dealer in Sydney.');
  });

  it('lists the certified pre-owned benefits of site-wide §1', () => {
    expect(oemCopy(site(), { year: 2026 }).certifiedBenefits).toEqual([
      '1-year extra warranty',
      'Full service history',
      'Independent background check',
      '90-point inspection',
      '12 months free roadside assist',
    ]);
  });

  it('takes the catalogue name of the brand when given, and reads a slug otherwise', () => {
    const benz = site({ name: 'Harbour Benz', manufacturer: 'mercedes-benz' });
    expect(oemCopy(benz, { year: 2026, brand: 'Mercedes-Benz' }).home.offersHeading).toBe(
      'Mercedes-Benz offers',
    );
    expect(oemCopy(site({ manufacturer: 'land-rover' }), { year: 2026 }).home.offersHeading).toBe(
      'Land Rover offers',
    );
  });

  it('says nothing about a city when the site has none, and fills every placeholder', () => {
    const copy = oemCopy(site({ address: { city: null } }), { year: 2026 });
    expect(copy.footer.tagline).toBe('Your authorised Mazda dealer.');
    for (const text of allText(copy)) expect(text).not.toMatch(/\{\w+\}| in \./);
  });

  it('is not used-car wording', () => {
    for (const text of allText(OEM_COPY)) expect(text).not.toMatch(/used car dealer|local/i);
  });
});
