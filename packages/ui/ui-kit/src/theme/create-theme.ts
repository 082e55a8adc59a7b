import type { SiteConfig, Template } from '@forecourt/site-config';
import { contrastRatio, ensureContrast, readableOn } from './contrast.ts';
import { TEMPLATE_THEMES, type Theme } from './themes.ts';

/** Minimum contrast for body text (WCAG 2.1 SC 1.4.3). */
export const TEXT_CONTRAST_MIN = 4.5;
/** Minimum contrast for focus rings and control outlines (WCAG 2.1 SC 1.4.11). */
export const NON_TEXT_CONTRAST_MIN = 3;

type SiteTheme = SiteConfig['theme'];

/**
 * Per-site overrides, in the site config's own `theme` shape (site-wide §1 theming), so
 * `createTheme(site.template, site.theme)` works directly. `null` or a missing key keeps the
 * template's value.
 */
export interface ThemeOverrides {
  colors?: Partial<{ [K in keyof SiteTheme['colors']]: string | null }> | null;
  logo_url?: string | null;
  font_family?: string | null;
}

/** A brand colour as a filled background, darkened until white or near-black text reaches 4.5:1. */
function brandFill(colour: string): { fill: string; on: string } {
  const on = readableOn(colour);
  if (contrastRatio(on, colour) >= TEXT_CONTRAST_MIN) return { fill: colour, on };
  return { fill: ensureContrast(colour, '#ffffff', TEXT_CONTRAST_MIN), on: '#ffffff' };
}

/** Keeps letters, digits, spaces, commas, quotes and hyphens: a font stack cannot break out of CSS. */
function safeFontFamily(value: string): string {
  return value.replace(/[^\w\s,'"-]/g, '').trim();
}

/**
 * The theme for a template with a dealer's overrides applied. Brand colours keep legible pairs:
 * `on-*` colours are picked (white or near-black) for each overridden fill, a fill too light for
 * either is darkened, and `link` and `focus-ring` follow the primary colour, darkened as needed to
 * stay readable on the surface. A font family goes in front of the template's stack.
 */
export function createTheme(template: Template, overrides: ThemeOverrides = {}): Theme {
  const base = TEMPLATE_THEMES[template];
  const colors = { ...base.colors };
  const { primary, secondary, accent } = overrides.colors ?? {};
  if (primary) {
    const { fill, on } = brandFill(primary);
    colors.primary = fill;
    colors['on-primary'] = on;
    colors.link = ensureContrast(
      ensureContrast(colors.primary, colors.surface, TEXT_CONTRAST_MIN),
      colors['surface-muted'],
      TEXT_CONTRAST_MIN,
    );
    colors['focus-ring'] = ensureContrast(colors.primary, colors.surface, NON_TEXT_CONTRAST_MIN);
  }
  if (secondary) {
    const { fill, on } = brandFill(secondary);
    colors.secondary = fill;
    colors['on-secondary'] = on;
  }
  if (accent) {
    const { fill, on } = brandFill(accent);
    colors.accent = fill;
    colors['on-accent'] = on;
  }
  const font = overrides.font_family ? safeFontFamily(overrides.font_family) : '';
  return {
    ...base,
    colors,
    fonts: font
      ? { body: `${font}, ${base.fonts.body}`, heading: `${font}, ${base.fonts.heading}` }
      : base.fonts,
    logo: { url: overrides.logo_url ?? base.logo.url },
  };
}
