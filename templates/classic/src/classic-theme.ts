import { createTheme, TEMPLATE_THEMES, type Theme, type ThemeOverrides } from '@forecourt/ui-kit';
import { CLASSIC_TEMPLATE } from './classic-template.ts';

/** The classic template's theme tokens before any dealer overrides (ui-kit's choice for classic). */
export const CLASSIC_THEME: Theme = TEMPLATE_THEMES.classic;

/**
 * The theme of one classic site: the classic tokens with the dealer's colours, logo and font
 * (`site.theme`) applied and kept legible (ui-kit's `createTheme`). In its own module so a
 * client bundle that needs only the theme does not carry the config schema.
 */
export function classicTheme(overrides: ThemeOverrides = {}): Theme {
  return createTheme(CLASSIC_TEMPLATE, overrides);
}
