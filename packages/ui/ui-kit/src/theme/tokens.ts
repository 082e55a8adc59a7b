/**
 * Template-independent design tokens. Every value becomes a CSS custom property
 * (`--fc-<group>-<name>`) through `themeVars()`; components read only the custom properties.
 */

/** Spacing scale on a 4 px grid. */
export const SPACING = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.5rem',
  '6': '2rem',
  '7': '3rem',
  '8': '4rem',
} as const;

/** Type scale (rem) shared by every template; templates change families, not sizes. */
export const FONT_SIZES = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
} as const;

/** Line heights. */
export const LINE_HEIGHTS = { tight: '1.2', normal: '1.5' } as const;

/** Font weights. */
export const FONT_WEIGHTS = { regular: '400', medium: '500', bold: '700' } as const;

/**
 * Breakpoints in px (min-width). CSS custom properties cannot be used inside media queries, so
 * the stylesheet repeats these numbers; they are emitted as custom properties for scripts.
 */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/**
 * Motion durations in milliseconds: the accordion opens and closes over 300 ms (site-wide §4),
 * the price count-up takes 2 s and the gauge 2.5 s (vehicle-stock §9).
 */
export const MOTION_MS = {
  fast: 150,
  normal: 250,
  accordion: 300,
  countUp: 2000,
  gauge: 2500,
} as const;

/** Easing curves. */
export const EASINGS = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  emphasised: 'cubic-bezier(0.3, 0, 0, 1)',
} as const;

/** Popup size limits: max width 600px, max height 80vh (site-wide §9). */
export const POPUP_SIZE = { maxWidth: '600px', maxHeight: '80vh' } as const;

/** Layout sizes. */
export const LAYOUT = {
  containerMaxWidth: '1280px',
  drawerWidth: '420px',
  dialogMaxWidth: '640px',
  popupMaxWidth: POPUP_SIZE.maxWidth,
  popupMaxHeight: POPUP_SIZE.maxHeight,
} as const;

/** Stacking order. */
export const Z_INDICES = {
  sticky: '100',
  overlay: '1000',
  dialog: '1001',
  toast: '1100',
  tooltip: '1200',
} as const;
