import { describe, expect, it } from 'vitest';
import { faviconSvg } from './favicon.ts';

describe('faviconSvg', () => {
  it("draws the site name's first letter on the theme's primary colour", () => {
    const svg = faviconSvg({
      name: 'sunshine Used Cars',
      background: '#0a4ea3',
      foreground: '#fff',
    });
    expect(svg).toContain('fill="#0a4ea3"');
    expect(svg).toMatch(/fill="#fff">S<\/text>/);
  });

  it('escapes what it writes into the markup', () => {
    const svg = faviconSvg({ name: '<b>', background: '"red"', foreground: '#fff' });
    expect(svg).toContain('fill="&quot;red&quot;"');
    expect(svg).toContain('>&lt;</text>');
  });
});
