export {
  CLASSIC_COPY,
  type ClassicCopy,
  type ClassicCopySite,
  type ClassicCopyText,
  classicCopy,
} from './classic-copy.ts';
export { CLASSIC_FONTS } from './classic-fonts.ts';
export { CLASSIC_PAGES, type ClassicPages, type ClassicSection } from './classic-pages.ts';
export { CLASSIC_LAYOUT, CLASSIC_PRESET, CLASSIC_SEARCH_FILTERS } from './classic-preset.ts';
export { CLASSIC_TEMPLATE } from './classic-template.ts';
export { CLASSIC_THEME, classicTheme } from './classic-theme.ts';
