import type { CSSProperties } from 'react';
import { headerFocusRing } from './header-focus-ring.ts';
import type { Theme } from './themes.ts';
import {
  BREAKPOINTS,
  EASINGS,
  FONT_SIZES,
  FONT_WEIGHTS,
  LAYOUT,
  LINE_HEIGHTS,
  MOTION_MS,
  SPACING,
  Z_INDICES,
} from './tokens.ts';

/** A custom property name emitted by the theme. */
export type ThemeVarName = `--fc-${string}`;

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function group(
  vars: Record<ThemeVarName, string>,
  prefix: string,
  values: Readonly<Record<string, string | number>>,
  unit = '',
): void {
  for (const [key, value] of Object.entries(values)) {
    vars[`--fc-${prefix}-${kebab(key)}`] = `${value}${unit}`;
  }
}

/** A CSS string literal: quotes, backslashes, line breaks and `<` escaped. */
function cssString(value: string): string {
  return `"${value.replace(/[\\"\n\r<>]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;
}

/**
 * Every token of a theme as a custom property, e.g. `--fc-color-primary`, `--fc-space-4`,
 * `--fc-motion-accordion` (`300ms`), `--fc-layout-popup-max-width` (`600px`).
 */
export function themeVars(theme: Theme): Record<ThemeVarName, string> {
  const vars: Record<ThemeVarName, string> = {};
  group(vars, 'color', theme.colors);
  vars['--fc-color-header-focus-ring'] = headerFocusRing(theme);
  vars['--fc-color-overlay'] = theme.overlay;
  group(vars, 'font', theme.fonts);
  group(vars, 'heading', theme.heading);
  group(vars, 'font-size', FONT_SIZES);
  group(vars, 'line-height', LINE_HEIGHTS);
  group(vars, 'font-weight', FONT_WEIGHTS);
  group(vars, 'space', SPACING);
  group(vars, 'radius', theme.radii);
  group(vars, 'shadow', theme.shadows);
  group(vars, 'breakpoint', BREAKPOINTS, 'px');
  group(vars, 'motion', MOTION_MS, 'ms');
  group(vars, 'easing', EASINGS);
  group(vars, 'layout', LAYOUT);
  group(vars, 'z', Z_INDICES);
  vars['--fc-logo-url'] = theme.logo.url ? `url(${cssString(theme.logo.url)})` : 'none';
  return vars;
}

/** The theme as a React style object (inline custom properties; server-renderable). */
export function themeStyle(theme: Theme): CSSProperties {
  return themeVars(theme) as CSSProperties;
}

/**
 * The theme as CSS text for a `<style>` element, e.g. in the document head of a server-rendered
 * page: `:root{--fc-color-primary:#0a4ea3;…}`.
 */
export function themeCss(theme: Theme, selector = ':root'): string {
  const body = Object.entries(themeVars(theme))
    .map(([name, value]) => `${name}:${value.replace(/<\//g, '<\\/')};`)
    .join('');
  return `${selector}{${body}}`;
}
