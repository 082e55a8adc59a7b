import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { TEMPLATE_THEMES } from '@forecourt/ui-kit';
import { describe, expect, it } from 'vitest';
import { CLASSIC_FONTS } from './classic-fonts.ts';

const require = createRequire(import.meta.url);
const fontsCss = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');

describe('classic fonts.css', () => {
  it('imports exactly the faces CLASSIC_FONTS lists: latin subset, at most two weights', () => {
    const imports = [...fontsCss.matchAll(/@import "([^"]+)";/g)].map((match) => match[1]);
    expect(imports).toEqual(CLASSIC_FONTS.faces.map((face) => face.file));
    expect(CLASSIC_FONTS.faces.length).toBeLessThanOrEqual(2);
    for (const file of imports) expect(file).toMatch(/\/latin-\d{3}\.css$/);
  });

  it('self-hosts each face with font-display: swap and a small woff2 (page weight)', () => {
    for (const face of CLASSIC_FONTS.faces) {
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
    const preloaded = CLASSIC_FONTS.faces.filter((face) => face.preload);
    expect(preloaded).toHaveLength(1);
    expect(preloaded[0]?.weight).toBe(400);
  });

  it("serves the family ui-kit's classic theme asks for first", () => {
    const family = CLASSIC_FONTS.faces[0].family;
    expect(TEMPLATE_THEMES.classic.fonts.body.startsWith(`'${family}'`)).toBe(true);
    expect(TEMPLATE_THEMES.classic.fonts.heading.startsWith(`'${family}'`)).toBe(true);
  });
});
