export {
  OEM_COPY,
  type OemCopy,
  type OemCopySite,
  type OemCopyText,
  oemCopy,
} from './oem-copy.ts';
export { OEM_FONTS } from './oem-fonts.ts';
export { OEM_PAGES, type OemPages, type OemSection } from './oem-pages.ts';
export { OEM_LAYOUT, OEM_PRESET, OEM_SEARCH_FILTERS } from './oem-preset.ts';
export { OEM_TEMPLATE } from './oem-template.ts';
export { OEM_THEME, oemTheme } from './oem-theme.ts';
