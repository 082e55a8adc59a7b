import type { Template } from '@forecourt/site-config';

/**
 * Colour roles. `on-X` is the text/icon colour on an `X` background; `link` is the primary colour
 * made legible as text on `surface`; `control` outlines form controls (3:1, WCAG 1.4.11);
 * `border` is decorative.
 */
export const COLOR_ROLES = [
  'primary',
  'on-primary',
  'secondary',
  'on-secondary',
  'accent',
  'on-accent',
  'surface',
  'on-surface',
  'surface-muted',
  'muted',
  'link',
  'border',
  'control',
  'success',
  'on-success',
  'warning',
  'on-warning',
  'danger',
  'on-danger',
  'focus-ring',
] as const;

/** One colour role name. */
export type ColorRole = (typeof COLOR_ROLES)[number];

/** Every colour role as a `#rrggbb` value. */
export type ThemeColors = Readonly<Record<ColorRole, string>>;

/** A complete theme: what `themeVars()` turns into custom properties. */
export interface Theme {
  readonly template: Template;
  readonly colors: ThemeColors;
  /** Backdrop behind dialogs, drawers and the lightbox. */
  readonly overlay: string;
  /**
   * Font stacks. The first family of each is self-hosted by the template package's `fonts.css`
   * (`@forecourt/template-<name>/fonts.css`, latin subset, `font-display: swap`).
   */
  readonly fonts: Readonly<{ body: string; heading: string }>;
  /** How headings are set: weight, case and tracking (the OEM template's condensed capitals). */
  readonly heading: Readonly<{
    weight: string;
    transform: 'none' | 'uppercase';
    letterSpacing: string;
  }>;
  readonly radii: Readonly<{ sm: string; md: string; lg: string; pill: string }>;
  readonly shadows: Readonly<{ sm: string; md: string; lg: string }>;
  readonly logo: Readonly<{ url: string | null }>;
}

/**
 * Text colour on background pairs that must reach 4.5:1 (WCAG 2.1 SC 1.4.3), in every theme and
 * after every per-site override.
 */
export const TEXT_CONTRAST_PAIRS: readonly (readonly [text: ColorRole, background: ColorRole])[] = [
  ['on-primary', 'primary'],
  ['on-secondary', 'secondary'],
  ['on-accent', 'accent'],
  ['on-surface', 'surface'],
  ['on-surface', 'surface-muted'],
  ['muted', 'surface'],
  ['muted', 'surface-muted'],
  ['link', 'surface'],
  ['link', 'surface-muted'],
  ['success', 'surface'],
  ['danger', 'surface'],
  ['on-success', 'success'],
  ['on-warning', 'warning'],
  ['on-danger', 'danger'],
];

/** Non-text pairs that must reach 3:1 (WCAG 2.1 SC 1.4.11): focus ring and control outlines. */
export const NON_TEXT_CONTRAST_PAIRS: readonly (readonly [
  foreground: ColorRole,
  background: ColorRole,
])[] = [
  ['focus-ring', 'surface'],
  ['control', 'surface'],
];

const SYSTEM_SANS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * The three template themes (ARCHITECTURE: classic single dealer, group dealer group, oem
 * manufacturer franchise), three different products at a glance:
 * - classic: friendly and local. Nunito Sans, rounded corners, soft lifted shadows.
 * - group: corporate and calm. IBM Plex Sans, near-square corners, hairline shadows.
 * - oem: a manufacturer showroom. Barlow body, Barlow Condensed capitals for headings, sharp
 *   corners, flat surfaces with one deep shadow for overlays.
 * Per-site colours, logo and font come on top through `createTheme()`.
 */
export const TEMPLATE_THEMES: Readonly<Record<Template, Theme>> = {
  classic: {
    template: 'classic',
    colors: {
      primary: '#0a4ea3',
      'on-primary': '#ffffff',
      secondary: '#b3121f',
      'on-secondary': '#ffffff',
      accent: '#f2b705',
      'on-accent': '#111111',
      surface: '#ffffff',
      'on-surface': '#1b1f27',
      'surface-muted': '#f3f5f8',
      muted: '#545b67',
      link: '#0a4ea3',
      border: '#dde1e7',
      control: '#767d89',
      success: '#1e7a3c',
      'on-success': '#ffffff',
      warning: '#f5b100',
      'on-warning': '#111111',
      danger: '#b42318',
      'on-danger': '#ffffff',
      'focus-ring': '#1d5fd0',
    },
    overlay: 'rgb(17 17 17 / 0.6)',
    fonts: { body: `'Nunito Sans', ${SYSTEM_SANS}`, heading: `'Nunito Sans', ${SYSTEM_SANS}` },
    heading: { weight: '700', transform: 'none', letterSpacing: '0' },
    radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
    shadows: {
      sm: '0 1px 3px rgb(16 24 40 / 0.1)',
      md: '0 6px 16px rgb(16 24 40 / 0.12)',
      lg: '0 20px 48px rgb(16 24 40 / 0.2)',
    },
    logo: { url: null },
  },
  group: {
    template: 'group',
    colors: {
      primary: '#1f2a44',
      'on-primary': '#ffffff',
      secondary: '#0f766e',
      'on-secondary': '#ffffff',
      accent: '#e4572e',
      'on-accent': '#111111',
      surface: '#ffffff',
      'on-surface': '#1c1c1c',
      'surface-muted': '#f4f4f2',
      muted: '#575757',
      link: '#1f2a44',
      border: '#e2e2df',
      control: '#767676',
      success: '#17693a',
      'on-success': '#ffffff',
      warning: '#f0a500',
      'on-warning': '#111111',
      danger: '#b3261e',
      'on-danger': '#ffffff',
      'focus-ring': '#0f766e',
    },
    overlay: 'rgb(12 18 32 / 0.65)',
    fonts: {
      body: `'IBM Plex Sans', ${SYSTEM_SANS}`,
      heading: `'IBM Plex Sans', ${SYSTEM_SANS}`,
    },
    heading: { weight: '600', transform: 'none', letterSpacing: '-0.01em' },
    radii: { sm: '2px', md: '3px', lg: '4px', pill: '999px' },
    shadows: {
      sm: '0 0 0 1px rgb(12 18 32 / 0.08)',
      md: '0 0 0 1px rgb(12 18 32 / 0.06), 0 2px 6px rgb(12 18 32 / 0.08)',
      lg: '0 8px 24px rgb(12 18 32 / 0.16)',
    },
    logo: { url: null },
  },
  oem: {
    template: 'oem',
    colors: {
      primary: '#111111',
      'on-primary': '#ffffff',
      secondary: '#c8001e',
      'on-secondary': '#ffffff',
      accent: '#0b6e99',
      'on-accent': '#ffffff',
      surface: '#ffffff',
      'on-surface': '#111111',
      'surface-muted': '#f2f2f2',
      muted: '#5c5c5c',
      link: '#111111',
      border: '#e0e0e0',
      control: '#757575',
      success: '#1b6e3a',
      'on-success': '#ffffff',
      warning: '#ffb400',
      'on-warning': '#111111',
      danger: '#c8001e',
      'on-danger': '#ffffff',
      'focus-ring': '#0b6e99',
    },
    overlay: 'rgb(0 0 0 / 0.7)',
    fonts: {
      body: `Barlow, ${SYSTEM_SANS}`,
      heading: `'Barlow Condensed', 'Arial Narrow', ${SYSTEM_SANS}`,
    },
    heading: { weight: '700', transform: 'uppercase', letterSpacing: '0.02em' },
    radii: { sm: '0', md: '0', lg: '2px', pill: '999px' },
    shadows: {
      sm: '0 0 0 1px rgb(0 0 0 / 0.08)',
      md: '0 2px 0 rgb(0 0 0 / 0.12)',
      lg: '0 16px 40px rgb(0 0 0 / 0.28)',
    },
    logo: { url: null },
  },
};
