import { DEMO_SITES, demoSiteLogoSvg } from '@forecourt/sample-data';
import { resolveSiteConfig } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import { LOGO_MAX_INVISIBLE_SHARE, logoContrast } from './logo-contrast.mjs';

const svg = (body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 64" width="300" height="64">${body}</svg>`,
  );
const EMBLEM = '<rect x="4" y="4" width="56" height="56" fill="#d97706"/>';
const NAME = (fill: string) =>
  `<text x="74" y="40" font-family="Arial" font-size="26" font-weight="700" fill="${fill}">Sunshine Used Cars</text>`;

describe('logoContrast (site-wide §1 theming, WCAG 1.4.11)', () => {
  it("refuses a logo whose name is drawn in the header's own colour", async () => {
    const result = await logoContrast(svg(EMBLEM + NAME('#0f2a44')), '#0f2a44');
    expect(result.visible).toBe(false);
    expect(result.invisibleShare).toBeGreaterThan(LOGO_MAX_INVISIBLE_SHARE);
  });

  it('accepts the same logo with its name in a colour that reads on the header', async () => {
    const result = await logoContrast(svg(EMBLEM + NAME('#ffffff')), '#0f2a44');
    expect(result.visible).toBe(true);
  });

  it('refuses a logo that is one flat shape in the header colour, and an empty one', async () => {
    expect(
      (await logoContrast(svg('<rect width="300" height="64" fill="#1e3a8a"/>'), '#1e3a8a'))
        .visible,
    ).toBe(false);
    expect((await logoContrast(svg(''), '#ffffff')).visible).toBe(false);
  });

  it('reads raster logos too (a PNG with transparency)', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp(svg(NAME('#111111')))
      .png()
      .toBuffer();
    expect((await logoContrast(png, '#ffffff')).visible).toBe(true);
    expect((await logoContrast(png, '#222222')).visible).toBe(false);
  });
});

describe("the demo sites' header logos (site-wide §1 theming)", () => {
  it.each(DEMO_SITES.map((site) => site.slug))('%s: its logo reads on its header', async (slug) => {
    const demo = DEMO_SITES.find((site) => site.slug === slug);
    const config = resolveSiteConfig({
      ...demo?.config,
      slug,
      name: demo?.name,
      template: demo?.template,
    });
    const surface = config.theme.colors[config.layout.header_surface] as string;
    const result = await logoContrast(
      Buffer.from(demoSiteLogoSvg(slug, DEMO_SITES) ?? ''),
      surface,
    );
    expect(result.visible).toBe(true);
  });
});
