import { TEMPLATES } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  ensureContrast,
  parseHexColour,
  readableOn,
  relativeLuminance,
} from './contrast.ts';
import { createTheme, NON_TEXT_CONTRAST_MIN, TEXT_CONTRAST_MIN } from './create-theme.ts';
import { NON_TEXT_CONTRAST_PAIRS, TEXT_CONTRAST_PAIRS, type Theme } from './themes.ts';

describe('contrast maths', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0a4ea3', '#0a4ea3')).toBe(1);
  });

  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000')).toBe(0);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects what is not a hex colour', () => {
    expect(() => parseHexColour('red')).toThrow('Not a hex colour: red');
  });

  it('picks the more readable text colour and repairs a weak foreground', () => {
    expect(readableOn('#ffd400')).toBe('#111111');
    expect(readableOn('#0a4ea3')).toBe('#ffffff');
    const repaired = ensureContrast('#ffd400', '#ffffff', 4.5);
    expect(contrastRatio(repaired, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#0a4ea3', '#ffffff', 4.5)).toBe('#0a4ea3');
  });
});

/** Every template as shipped, plus dealer overrides that stress the automatic repairs. */
const THEMES: [string, Theme][] = [
  ...TEMPLATES.map((template): [string, Theme] => [template, createTheme(template)]),
  ...TEMPLATES.flatMap((template) =>
    ['#ffd400', '#808080', '#00a3e0', '#ffffff', '#000000'].map((brand): [string, Theme] => [
      `${template} with brand ${brand}`,
      createTheme(template, { colors: { primary: brand, secondary: brand, accent: brand } }),
    ]),
  ),
  // The demo sites' own colours (configs/*.json).
  ...(
    [
      ['classic', '#d97706', '#0f2a44', '#fbbf24'],
      ['group', '#0b3d91', '#e11d48', '#f1f5f9'],
      ['oem', '#eb0a1e', '#1a1a1a', '#0e7490'],
      ['classic', '#0f5132', '#9a3412', '#e9c46a'],
      ['group', '#1c1917', '#b45309', '#facc15'],
      ['oem', '#101820', '#9b1b30', '#5b6770'],
    ] as const
  ).map(([template, primary, secondary, accent]): [string, Theme] => [
    `${template} with demo colours ${primary}`,
    createTheme(template, { colors: { primary, secondary, accent } }),
  ]),
];

describe('theme contrast (WCAG 2.1 SC 1.4.3, 1.4.11)', () => {
  for (const [name, theme] of THEMES) {
    for (const [text, background] of TEXT_CONTRAST_PAIRS) {
      it(`${name}: ${text} on ${background} reaches 4.5:1`, () => {
        const ratio = contrastRatio(theme.colors[text], theme.colors[background]);
        expect(
          ratio,
          `${theme.colors[text]} on ${theme.colors[background]}`,
        ).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
      });
    }
    for (const [foreground, background] of NON_TEXT_CONTRAST_PAIRS) {
      it(`${name}: ${foreground} on ${background} reaches 3:1`, () => {
        const ratio = contrastRatio(theme.colors[foreground], theme.colors[background]);
        expect(ratio).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST_MIN);
      });
    }
  }
});
