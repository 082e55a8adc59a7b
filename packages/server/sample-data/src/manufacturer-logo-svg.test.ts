import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { makeEmblem, manufacturerBannerSvg, manufacturerLogoSvg } from './manufacturer-logo-svg.ts';
import { MANUFACTURER_NAMES } from './manufacturers.ts';

describe('manufacturerLogoSvg (brand tiles, site-wide §3)', () => {
  it('is a well-formed, labelled wordmark for every make in the catalogue', () => {
    for (const name of MANUFACTURER_NAMES) {
      const svg = manufacturerLogoSvg(name);
      expect(XMLValidator.validate(svg), name).toBe(true);
      expect(svg).toContain('role="img"');
      expect(svg).toContain(`<title id="t">${name.replace('&', '&amp;')}</title>`);
    }
  });

  it('sets the full name in capitals, not a two-letter disc', () => {
    const svg = manufacturerLogoSvg('Mercedes-Benz');
    expect(svg).toContain('>MERCEDES-BENZ</text>');
    expect(svg).not.toContain('<circle cx="60" cy="60"');
    expect(svg).toContain('viewBox="0 0 320 96"');
  });

  it('gives makes different generated marks', () => {
    const emblems = new Set(MANUFACTURER_NAMES.slice(0, 40).map(makeEmblem));
    expect(emblems.size).toBeGreaterThan(3);
  });
});

describe('manufacturerBannerSvg (vehicle-stock §3 brand entry banner)', () => {
  it('is a well-formed 1200 x 300 banner with the name', () => {
    const svg = manufacturerBannerSvg('Toyota');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('viewBox="0 0 1200 300"');
    expect(svg).toContain('>TOYOTA</text>');
    expect(manufacturerBannerSvg('Mazda')).not.toBe(svg.replace('TOYOTA', 'MAZDA'));
  });
});
