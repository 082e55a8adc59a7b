import { describe, expect, it } from 'vitest';
import { createTheme } from './create-theme.ts';
import { themeCss, themeStyle, themeVars } from './theme-vars.ts';
import { TEMPLATE_THEMES } from './themes.ts';

describe('createTheme', () => {
  it('returns the template theme when there are no overrides', () => {
    expect(createTheme('group')).toEqual(TEMPLATE_THEMES.group);
  });

  it('applies a dealer brand colour, logo and font family (site-wide §1 theming)', () => {
    const theme = createTheme('classic', {
      colors: { primary: '#006341', secondary: null, accent: null },
      logo_url: '/logos/acme.svg',
      font_family: 'Montserrat',
    });
    expect(theme.colors.primary).toBe('#006341');
    expect(theme.colors['on-primary']).toBe('#ffffff');
    expect(theme.colors.link).toBe('#006341');
    expect(theme.colors.secondary).toBe(TEMPLATE_THEMES.classic.colors.secondary);
    expect(theme.logo.url).toBe('/logos/acme.svg');
    expect(theme.fonts.body.startsWith('Montserrat, ')).toBe(true);
  });

  it('drops characters from a font family that could break out of the CSS', () => {
    const theme = createTheme('oem', { font_family: 'Evil}</style><script>' });
    expect(theme.fonts.body).not.toMatch(/[{}<>;]/);
  });
});

describe('TEMPLATE_THEMES', () => {
  it('gives each template its own typography, corners and shadows (three products, not one)', () => {
    const { classic, group, oem } = TEMPLATE_THEMES;
    expect(classic.fonts.body.startsWith("'Nunito Sans', ")).toBe(true);
    expect(group.fonts.body.startsWith("'IBM Plex Sans', ")).toBe(true);
    expect(oem.fonts.body.startsWith('Barlow, ')).toBe(true);
    expect(oem.fonts.heading.startsWith("'Barlow Condensed', ")).toBe(true);
    expect(oem.heading.transform).toBe('uppercase');
    // Rounded, square-ish, sharp.
    const md = (theme: typeof classic) => Number.parseFloat(theme.radii.md);
    expect(md(classic)).toBeGreaterThan(md(group));
    expect(md(group)).toBeGreaterThan(md(oem));
    expect(new Set([classic, group, oem].map((theme) => theme.shadows.md)).size).toBe(3);
  });
});

describe('themeVars / themeStyle / themeCss', () => {
  const theme = createTheme('classic', { logo_url: '/logo".svg' });

  it('emits the colour roles, motion durations and layout limits as custom properties', () => {
    const vars = themeVars(theme);
    expect(vars['--fc-color-primary']).toBe('#0a4ea3');
    expect(vars['--fc-color-focus-ring']).toBe('#1d5fd0');
    expect(vars['--fc-motion-accordion']).toBe('300ms');
    expect(vars['--fc-motion-count-up']).toBe('2000ms');
    expect(vars['--fc-motion-gauge']).toBe('2500ms');
    expect(vars['--fc-layout-popup-max-width']).toBe('600px');
    expect(vars['--fc-layout-popup-max-height']).toBe('80vh');
    expect(vars['--fc-breakpoint-md']).toBe('768px');
    expect(vars['--fc-space-4']).toBe('1rem');
    expect(vars['--fc-heading-weight']).toBe('700');
    expect(vars['--fc-heading-transform']).toBe('none');
    expect(vars['--fc-heading-letter-spacing']).toBe('0');
  });

  it('escapes the logo URL inside a CSS string', () => {
    expect(themeVars(theme)['--fc-logo-url']).toBe('url("/logo\\22 .svg")');
  });

  it('gives a style object and a <style> body with the same values', () => {
    expect(themeStyle(theme)).toMatchObject({ '--fc-color-surface': '#ffffff' });
    const css = themeCss(theme, '[data-site="acme"]');
    expect(css.startsWith('[data-site="acme"]{--fc-color-primary:#0a4ea3;')).toBe(true);
    expect(css).not.toContain('</');
  });
});
