import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { makeInitials, manufacturerLogoSvg } from './manufacturer-logo-svg.ts';
import { MANUFACTURER_NAMES } from './manufacturers.ts';

describe('manufacturerLogoSvg', () => {
  it('is a well-formed, labelled badge for every make in the catalogue', () => {
    for (const name of MANUFACTURER_NAMES) {
      const svg = manufacturerLogoSvg(name);
      expect(XMLValidator.validate(svg), name).toBe(true);
      expect(svg).toContain('role="img"');
      expect(svg).toContain(`<title id="t">${name.replace('&', '&amp;')}</title>`);
    }
  });

  it('shows the initials', () => {
    expect(makeInitials('Mercedes-Benz')).toBe('MB');
    expect(makeInitials('Alfa Romeo')).toBe('AR');
    expect(makeInitials('Toyota')).toBe('TO');
    expect(makeInitials('BYD')).toBe('BYD');
    expect(manufacturerLogoSvg('Toyota')).toContain('>TO</text>');
  });
});
