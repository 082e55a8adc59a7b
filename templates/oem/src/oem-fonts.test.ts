import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { TEMPLATE_THEMES } from '@forecourt/ui-kit';
import { describe, expect, it } from 'vitest';
import { OEM_FONTS } from './oem-fonts.ts';

const require = createRequire(import.meta.url);
const fontsCss = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');

describe('oem fonts.css', () => {
  it('imports exactly the faces OEM_FONTS lists: latin subset, at most two weights a family', () => {
    const imports = [...fontsCss.matchAll(/@import "([^"]+)";/g)].map((match) => match[1]);
    expect(imports).toEqual(OEM_FONTS.faces.map((face) => face.file));
    for (const file of imports) expect(file).toMatch(/\/latin-\d{3}\.css$/);
    for (const family of new Set(OEM_FONTS.faces.map((face) => face.family))) {
      expect(OEM_FONTS.faces.filter((face) => face.family === family).length).toBeLessThanOrEqual(
        2,
      );
    }
  });

  it('self-hosts each face with font-display: swap and a small woff2 (page weight)', () => {
    for (const face of OEM_FONTS.faces) {
      const cssPath = require.resolve(face.file);
      const css = readFileSync(cssPath, 'utf8');
      expect(css).toContain(`font-family: '${face.family}'`);
      expect(css).toContain(`font-weight: ${face.weight}`);
      expect(css).toContain('font-display: swap');
      const woff2 = /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(css)?.[1];
      expect(woff2, face.file).toBeDefined();
      expect(statSync(join(dirname(cssPath), woff2 ?? '')).size).toBeLessThan(30_000);
      expect(require.resolve(face.woff2)).toBe(join(dirname(cssPath), woff2 ?? ''));
    }
  });

  it('preloads one face only: the body text regular', () => {
    const preloaded = OEM_FONTS.faces.filter((face) => face.preload);
    expect(preloaded).toHaveLength(1);
    expect(preloaded[0]?.weight).toBe(400);
  });

  it("serves the families ui-kit's oem theme asks for first: Barlow text, Barlow Condensed headings", () => {
    expect(TEMPLATE_THEMES.oem.fonts.body.startsWith('Barlow, ')).toBe(true);
    expect(TEMPLATE_THEMES.oem.fonts.heading.startsWith("'Barlow Condensed', ")).toBe(true);
    expect(OEM_FONTS.faces.map((face) => face.family)).toContain('Barlow Condensed');
  });
});
