import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_DEALERSHIPS } from './demo-dealerships.ts';
import { DEMO_SITES } from './demo-sites.ts';
import { generateSampleData } from './generate-sample-data.ts';

const CONFIGS = fileURLToPath(new URL('../../../../configs/', import.meta.url));
const data = generateSampleData({ now: '2026-11-22T00:00:00.000Z' });

interface ConfigFile {
  slug: string;
  name: string;
  template: string;
  domains: string[];
  dealerships: { id: number; name: string; slug: string }[];
  [key: string]: unknown;
}

const readConfig = (slug: string): ConfigFile =>
  JSON.parse(readFileSync(`${CONFIGS}${slug}.json`, 'utf8')) as ConfigFile;

describe('DEMO_SITES and configs/', () => {
  it('has one config file per demo site', () => {
    const files = readdirSync(CONFIGS).filter((file) => file.endsWith('.json'));
    for (const site of DEMO_SITES) expect(files).toContain(`${site.slug}.json`);
  });

  it.each(DEMO_SITES.map((site) => [site.slug, site] as const))(
    'configs/%s.json agrees with the generated site',
    (slug, site) => {
      const config = readConfig(slug);
      const generated = data.sites.find((row) => row.slug === slug);
      expect(config).toMatchObject({
        slug: generated?.slug,
        name: generated?.name,
        template: generated?.template,
        domains: generated?.domains,
      });
      expect(config.dealerships.map((dealership) => dealership.slug)).toEqual(
        generated?.dealerships,
      );
      for (const dealership of config.dealerships) {
        expect(data.dealerships.find((row) => row.slug === dealership.slug)).toMatchObject({
          id: dealership.id,
          name: dealership.name,
        });
      }
      // The site's own options (sites.config) are in the file; the file may hold more.
      expect(config).toMatchObject(site.config);
    },
  );

  it('gives every dealership to exactly one site, and every site a known dealership', () => {
    const listed = DEMO_SITES.flatMap((site) => site.dealerships);
    expect([...listed].sort()).toEqual(DEMO_DEALERSHIPS.map((plan) => plan.slug).sort());
  });

  it('puts 3,000 stock items across the dealerships', () => {
    expect(DEMO_DEALERSHIPS.reduce((sum, plan) => sum + plan.stock, 0)).toBe(3_000);
    for (const plan of DEMO_DEALERSHIPS) {
      expect(plan.mix.new + plan.mix.demo + plan.mix.used).toBeCloseTo(1, 5);
      expect(plan.locations.filter((location) => location.primary)).toHaveLength(1);
    }
  });
});
