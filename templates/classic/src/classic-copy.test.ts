import { resolveSiteConfig } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import { CLASSIC_COPY, classicCopy } from './classic-copy.ts';

const site = (overrides: Record<string, unknown> = {}) =>
  resolveSiteConfig({ slug: 'acme', name: 'Acme Motors', template: 'classic', ...overrides });

const allText = (copy: object): string[] =>
  Object.values(copy).flatMap((value) =>
    typeof value === 'string' ? [value] : allText(value as object),
  );

describe('classicCopy', () => {
  it("fills the site's name, city and used-only stock", () => {
    const copy = classicCopy(site({ address: { city: 'Brisbane' } }), { year: 2026 });
    expect(copy.hero.heading).toBe('Quality used cars at Acme Motors');
    expect(copy.hero.intro).toBe(
      'Every one inspected, fairly priced and ready to go from our Brisbane yard.',
    );
    expect(copy.footer.tagline).toContain('used cars in Brisbane');
    expect(copy.footer.copyright).toBe('© 2026 Acme Motors. All rights reserved.');
  });

  it('prefers the override city (site-wide §3 override_city)', () => {
    const copy = classicCopy(site({ address: { city: 'Brisbane' }, override_city: 'Moorooka' }), {
      year: 2026,
    });
    expect(copy.hero.intro).toContain('our Moorooka yard');
  });

  it('says nothing about a city when the site has none', () => {
    const copy = classicCopy(site(), { year: 2026 });
    expect(copy.hero.intro).toBe(CLASSIC_COPY.hero.introWithoutCity);
    expect(copy.footer.tagline).toBe(
      'Acme Motors: used cars, every one inspected, every price upfront.',
    );
    for (const text of allText(copy)) expect(text).not.toMatch(/\{\w+\}| in \.|our {2}yard/);
  });

  it('names what the site sells, new and used when its search is not used-only (a caravan yard)', () => {
    const copy = classicCopy(
      site({
        name: 'Southern Cross Caravans',
        search_filters: '',
        texts: { vehicles: 'caravans' },
      }),
      { year: 2026 },
    );
    expect(copy.hero.heading).toBe('Quality new and used caravans at Southern Cross Caravans');
    expect(copy.home.viewAllStock).toBe('View all new and used caravans');
    for (const text of allText(copy)) expect(text).not.toMatch(/\bcars?\b/i);
  });

  it('never calls a site "your local used car dealer" in the raw copy', () => {
    for (const text of allText(CLASSIC_COPY)) expect(text).not.toMatch(/used car dealer/i);
  });
});
