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
    });
    expect(svg).toContain('fill="#0f5132"');
    expect(svg).toContain('>SC</text>');
  });

  it('gives each demo site a different logo', () => {
    const logos = DEMO_SITES.map((site) => demoSiteLogoSvg(site.slug, DEMO_SITES));
    expect(new Set(logos).size).toBe(DEMO_SITES.length);
  });

  it('has no logo for a slug that is not a demo site', () => {
    expect(demoSiteLogoSvg('nope', DEMO_SITES)).toBeNull();
  });
});
