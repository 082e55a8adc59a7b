import { createTheme, TEMPLATE_THEMES, type Theme, type ThemeOverrides } from '@forecourt/ui-kit';
import { GROUP_TEMPLATE } from './group-template.ts';

/** The group template's theme tokens before any dealer overrides (ui-kit's choice for group). */
export const GROUP_THEME: Theme = TEMPLATE_THEMES.group;

/**
 * The theme of one group site: the group tokens with the dealer's colours, logo and font
 * (`site.theme`) applied and kept legible (ui-kit's `createTheme`). In its own module so a
 * client bundle that needs only the theme does not carry the config schema.
 */
export function groupTheme(overrides: ThemeOverrides = {}): Theme {
  return createTheme(GROUP_TEMPLATE, overrides);
}
