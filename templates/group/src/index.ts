export {
  GROUP_COPY,
  type GroupCopy,
  type GroupCopySite,
  type GroupCopyText,
  groupCopy,
} from './group-copy.ts';
export { GROUP_FONTS } from './group-fonts.ts';
export { GROUP_PAGES, type GroupPages, type GroupSection } from './group-pages.ts';
export {
  GROUP_LAYOUT,
  GROUP_PRESET,
  GROUP_SEARCH_FILTERS,
  GROUP_STATS_BANNER,
} from './group-preset.ts';
export { GROUP_TEMPLATE } from './group-template.ts';
export { GROUP_THEME, groupTheme } from './group-theme.ts';
