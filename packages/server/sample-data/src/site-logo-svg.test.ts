import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from './demo-sites.ts';
import { demoSiteLogoSvg, siteLogoSvg } from './site-logo-svg.ts';

describe('siteLogoSvg', () => {
  it('draws a well-formed, labelled logo for every demo site, under 1.5 KB', () => {
    for (const site of DEMO_SITES) {
      const svg = demoSiteLogoSvg(site.slug, DEMO_SITES);
      expect(svg, site.slug).not.toBeNull();
      expect(XMLValidator.validate(svg ?? ''), site.slug).toBe(true);
      expect(svg).toContain('role="img"');
      expect(svg).toContain(`<title id="t">${site.name.replace('&', '&amp;')}</title>`);
      expect((svg ?? '').length).toBeLessThan(1_500);
    }
  });

  it("paints the emblem in the site's primary colour with its initials", () => {
    const svg = siteLogoSvg({
      name: 'Southern Cross Caravans',
      template: 'classic',
      primary: '#0f5132',
      secondary: '#9a3412',
      surface: '#ffffff',
    });
    expect(svg).toContain('fill="#0f5132"');
    expect(svg).toContain('>SC</text>');
  });

  it("draws the name to read on the header's surface, never in the header's own colour (site-wide §1)", () => {
    const dark = siteLogoSvg({
      name: 'Sunshine Used Cars',
      template: 'classic',
      primary: '#d97706',
      secondary: '#0f2a44',
      surface: '#0f2a44',
    });
    expect(dark).toContain('fill="#ffffff">Sunshine</text>');
    expect(dark).not.toMatch(/fill="#0f2a44">Sunshine/);
    const light = siteLogoSvg({
      name: 'Acme',
      template: 'group',
      primary: '#ffffff',
      secondary: '#0b3d91',
      surface: '#ffffff',
    });
    // The emblem takes the first brand colour that stands out from a white header.
    expect(light).toContain('<rect x="4" y="4" width="56" height="56" fill="#0b3d91"/>');
    expect(light).toContain('fill="#111111">Acme</text>');
  });

  it('puts a long name on two lines so it stays legible in the header', () => {
    const svg = siteLogoSvg({
      name: 'Highway Truck & Bike Group',
      template: 'group',
      primary: '#1c1917',
      secondary: '#facc15',
      surface: '#1c1917',
    });
    expect(svg).toContain('>Highway Truck</text>');
    expect(svg).toContain('>&amp; Bike Group</text>');
  });

  it('gives each demo site a different logo', () => {
    const logos = DEMO_SITES.map((site) => demoSiteLogoSvg(site.slug, DEMO_SITES));
    expect(new Set(logos).size).toBe(DEMO_SITES.length);
  });

  it('has no logo for a slug that is not a demo site', () => {
    expect(demoSiteLogoSvg('nope', DEMO_SITES)).toBeNull();
  });
});
