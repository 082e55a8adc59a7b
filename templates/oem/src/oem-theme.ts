import { createTheme, TEMPLATE_THEMES, type Theme, type ThemeOverrides } from '@forecourt/ui-kit';
import { OEM_TEMPLATE } from './oem-template.ts';

/** The oem template's theme tokens before any dealer overrides (ui-kit's choice for oem). */
export const OEM_THEME: Theme = TEMPLATE_THEMES.oem;

/**
 * The theme of one oem site: the oem tokens with the dealer's colours, logo and font
 * (`site.theme`) applied and kept legible (ui-kit's `createTheme`). In its own module so a
 * client bundle that needs only the theme does not carry the config schema.
 */
export function oemTheme(overrides: ThemeOverrides = {}): Theme {
  return createTheme(OEM_TEMPLATE, overrides);
}
