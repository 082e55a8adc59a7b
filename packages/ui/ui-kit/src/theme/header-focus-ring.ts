import type { Template } from '@forecourt/site-config';
import { contrastRatio } from './contrast.ts';
import { NON_TEXT_CONTRAST_MIN } from './create-theme.ts';
import type { ColorRole, Theme } from './themes.ts';

/**
 * The colour role each template paints its header with (site-shell's `.site-header` uses the
 * secondary colour; the group template's header band is its primary colour).
 */
export const HEADER_FILL: Readonly<Record<Template, 'primary' | 'secondary'>> = {
  classic: 'secondary',
  group: 'primary',
  oem: 'secondary',
};

/** The header's background colour in a theme. */
export function headerBackground(theme: Theme): string {
  return theme.colors[HEADER_FILL[theme.template]];
}

/**
 * The focus ring inside the header: the theme's focus ring where it stands out 3:1 from the
 * header background (WCAG 2.2 SC 2.4.11 / 2.4.13, 1.4.11), else the accent colour, else the
 * header's own text colour (which reaches 4.5:1 on it by construction). The page-wide ring is
 * picked against the white surface, and on a header painted in the brand colour it vanishes.
 */
export function headerFocusRing(theme: Theme): string {
  const fill = HEADER_FILL[theme.template];
  const background = theme.colors[fill];
  const candidates: ColorRole[] = ['focus-ring', 'accent', `on-${fill}`];
  for (const role of candidates) {
    const colour = theme.colors[role];
    if (contrastRatio(colour, background) >= NON_TEXT_CONTRAST_MIN) return colour;
  }
  return theme.colors[`on-${fill}`];
}
