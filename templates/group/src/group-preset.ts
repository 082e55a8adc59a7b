import { resolveSiteConfig, type SiteConfig, TEMPLATE_PRESETS } from '@forecourt/site-config';
import { GROUP_TEMPLATE } from './group-template.ts';

/** What the group template changes on top of the platform defaults (site-config's preset, not a copy). */
export const GROUP_PRESET = TEMPLATE_PRESETS.group;

// A site with nothing of its own: the platform defaults with the group preset merged in by the
// one merge every site goes through (resolveSiteConfig), so nothing here restates the preset.
const bare: SiteConfig = resolveSiteConfig({
  slug: 'group-template',
  name: 'Group template',
  template: GROUP_TEMPLATE,
});

/** Layout defaults of a group site: brands mega-menu, locations grid, location link. */
export const GROUP_LAYOUT: SiteConfig['layout'] = bare.layout;

/** The stock filter every group site's search adds unless it overrides it (none: all stock). */
export const GROUP_SEARCH_FILTERS: string = bare.search_filters;

/** The stats banner a group site shows unless it sets its own (site-wide §1: 50+, 40+, 30+). */
export const GROUP_STATS_BANNER: SiteConfig['stats_banner'] = bare.stats_banner;
