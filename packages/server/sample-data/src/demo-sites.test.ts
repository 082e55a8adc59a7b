import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  activePromoTiles,
  isPromoTileRunning,
  resolveSiteConfig,
  siteStates,
} from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import { DEMO_DEALERSHIPS } from './demo-dealerships.ts';
import { demoSiteConfigFile } from './demo-site-config.ts';
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
      // The site's own options (sites.config) are in the file, with its locations.
      expect(config).toMatchObject(site.config);
      const generatedSite = data.sites.find((row) => row.slug === slug);
      if (!generatedSite) throw new Error(`no generated site ${slug}`);
      expect(config, 'run `pnpm --filter @forecourt/sample-data write-configs`').toEqual(
        demoSiteConfigFile(generatedSite, data),
      );
    },
  );

  it.each(DEMO_SITES.map((site) => [site.slug] as const))(
    'configs/%s.json lists every location of its dealerships, with address and hours',
    (slug) => {
      const config = readConfig(slug);
      const locations = config.locations as {
        dealership_slug: string;
        address: { state: string; lat: number; long: number; postcode: string };
        contact_detail: { opening_hours: unknown[] };
      }[];
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations) {
        expect(config.dealerships.map((row) => row.slug)).toContain(location.dealership_slug);
        expect(location.address.postcode).toMatch(/^\d{4}$/);
        expect(location.address.lat).toBeLessThan(-10);
        expect(location.address.long).toBeGreaterThan(110);
        expect(location.contact_detail.opening_hours).toHaveLength(7);
      }
    },
  );

  it.each(DEMO_SITES.map((site) => [site.slug] as const))(
    'configs/%s.json resolves with site-config, as the per-site build does',
    (slug) => {
      const site = resolveSiteConfig(readConfig(slug));
      expect(site.locations.length).toBeGreaterThan(0);
      expect(site.theme.logo_url).toBe(`/media/sites/${slug}/logo.svg`);
    },
  );

  it('puts the demo sites in at least four states, each group site in two or more', () => {
    const sites = DEMO_SITES.map((site) => resolveSiteConfig(readConfig(site.slug)));
    expect(new Set(sites.flatMap((site) => siteStates(site))).size).toBeGreaterThanOrEqual(4);
    for (const site of sites.filter((row) => row.template === 'group')) {
      expect(siteStates(site).length, site.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every dealership to exactly one site, and every site a known dealership', () => {
    const listed = DEMO_SITES.flatMap((site) => site.dealerships);
    expect([...listed].sort()).toEqual(DEMO_DEALERSHIPS.map((plan) => plan.slug).sort());
  });

  it("shows the spec's calculator variations on the demo sites (site-wide §9 Finance)", () => {
    const finance = Object.fromEntries(
      DEMO_SITES.map((site) => [site.slug, resolveSiteConfig(readConfig(site.slug)).finance]),
    );
    // One dealer's 8.5% calculator default, its 4–20% rate slider and its own /finance start.
    expect(finance['harbour-city-mazda']).toMatchObject({
      interest_rate: 8.5,
      calculator: { interest_range: { min: 4, max: 20 }, amount_default: 40_000 },
    });
    // One provider's $5,000 minimum and its 8.38%–19.42% comparison rate range.
    expect(finance['southern-cross-caravans']?.calculator).toMatchObject({
      amount_min: 5000,
      comparison_rate_range: { min: 8.38, max: 19.42 },
    });
    // One site's forms ask for the terms of use (site-wide §5), so the journeys tick the box.
    expect(
      DEMO_SITES.filter(
        (site) => resolveSiteConfig(readConfig(site.slug)).features.terms_required,
      ).map((site) => site.slug),
    ).toEqual(['southern-cross-caravans']);
    // 105% of a price above $100,000.
    expect(finance['highway-truck-and-bike-group']?.calculator.amount_max_follows_price).toBe(true);
    // One dealer's fee list: establishment $395, security registration $6, agency $912.25, and a
    // monthly account fee of $8 with each repayment.
    expect(finance['highway-truck-and-bike-group']).toMatchObject({
      fees: [
        { label: 'Establishment fee', amount: 395 },
        { label: 'Security registration', amount: 6 },
        { label: 'Agency fee', amount: 912.25 },
      ],
      monthly_account_fee: 8,
    });
  });

  it('puts 4,200 stock items across the dealerships (under 4,500, so seeding stays quick)', () => {
    expect(DEMO_DEALERSHIPS.reduce((sum, plan) => sum + plan.stock, 0)).toBe(4_200);
    for (const plan of DEMO_DEALERSHIPS) {
      expect(plan.mix.new + plan.mix.demo + plan.mix.used).toBeCloseTo(1, 5);
      expect(plan.locations.filter((location) => location.primary)).toHaveLength(1);
    }
  });
});

describe("each demo dealer's vehicle-page copy (site-wide §1 per dealer; vehicle-stock §2 Tabs)", () => {
  const copyOf = (slug: string) => resolveSiteConfig(readConfig(slug)).vdp_copy;
  const marketing = (slug: string) => {
    const copy = copyOf(slug);
    return [
      ...copy.whats_included,
      ...copy.why_buy_from_us,
      ...copy.protect_your_car,
      ...copy.used_car_checks,
    ];
  };

  it.each(DEMO_SITES.map((site) => [site.slug] as const))(
    'configs/%s.json has its own copy for every marketing tab',
    (slug) => {
      const copy = copyOf(slug);
      for (const tab of [
        'whats_included',
        'why_buy_from_us',
        'protect_your_car',
        'used_car_checks',
      ] as const) {
        expect(copy[tab].length, `${slug} ${tab}`).toBeGreaterThan(0);
      }
    },
  );

  it("shares no dealer's claim between two sites", () => {
    const owners = new Map<string, string>();
    for (const site of DEMO_SITES) {
      for (const text of new Set(marketing(site.slug))) {
        expect(owners.get(text), `"${text}" on ${site.slug}`).toBeUndefined();
        owners.set(text, site.slug);
      }
    }
    const whyBuy = DEMO_SITES.map((site) => copyOf(site.slug).why_buy_from_us.join('\n'));
    expect(new Set(whyBuy).size).toBe(DEMO_SITES.length);
  });

  it('fits what each dealer sells: caravans, trucks and bikes, Toyota, Mazda', () => {
    const words = (slug: string) => marketing(slug).join(' ');
    expect(words('southern-cross-caravans')).toMatch(/caravan/i);
    expect(words('southern-cross-caravans')).not.toMatch(/\bcars?\b/i);
    expect(words('highway-truck-and-bike-group')).toMatch(/truck/i);
    expect(words('highway-truck-and-bike-group')).toMatch(/motorcycle/i);
    expect(words('coastal-toyota')).toMatch(/Toyota/);
    expect(words('coastal-toyota')).not.toMatch(/Mazda/);
    expect(words('harbour-city-mazda')).toMatch(/Mazda/);
    expect(words('harbour-city-mazda')).not.toMatch(/Toyota/);
    // The old platform-wide claims belong to no demo dealer.
    for (const site of DEMO_SITES) {
      expect(words(site.slug)).not.toMatch(/60 years of experience|community program/i);
    }
  });
});

describe('demo promo tiles (site-wide §4, vehicle-stock §2)', () => {
  // The sample data's clock, as the configs are written with it.
  const NOW = new Date('2026-11-22T00:00:00.000Z');
  const resolved = (slug: string) => resolveSiteConfig(readConfig(slug));

  it.each(['southern-cross-caravans', 'harbour-city-mazda'])(
    '%s has a running tile, an expired one and grid slots for them',
    (slug) => {
      const site = resolved(slug);
      const tiles = site.rules.promo_tiles;
      const running = tiles.filter((tile) => isPromoTileRunning(tile, NOW));
      const expired = tiles.filter((tile) => !isPromoTileRunning(tile, NOW));
      expect(running.length).toBeGreaterThan(0);
      expect(expired.length).toBeGreaterThan(0);
      // Not waiting to start: over, on the sample data's clock and on any later one.
      for (const tile of expired) expect(Date.parse(tile.expires_at)).toBeLessThan(NOW.getTime());
      expect(site.promo_cards.positions.length).toBeGreaterThan(0);
    },
  );

  it('limits one tile to demo cars', () => {
    const tiles = resolved('harbour-city-mazda').rules.promo_tiles;
    expect(activePromoTiles(tiles, NOW, 'demo').map((tile) => tile.id)).toContain('demo-run-out');
    expect(activePromoTiles(tiles, NOW, 'used').map((tile) => tile.id)).not.toContain(
      'demo-run-out',
    );
  });

  it('leaves the sites the visual baselines show without tiles', () => {
    for (const slug of ['sunshine-used-cars', 'metro-auto-group', 'coastal-toyota']) {
      expect(resolved(slug).rules.promo_tiles).toEqual([]);
    }
  });
});
