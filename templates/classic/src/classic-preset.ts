import { resolveSiteConfig, type SiteConfig, TEMPLATE_PRESETS } from '@forecourt/site-config';
import { CLASSIC_TEMPLATE } from './classic-template.ts';

/** What the classic template changes on top of the platform defaults (site-config's preset, not a copy). */
export const CLASSIC_PRESET = TEMPLATE_PRESETS.classic;

// A site with nothing of its own: the platform defaults with the classic preset merged in by the
// one merge every site goes through (resolveSiteConfig), so nothing here restates the preset.
const bare: SiteConfig = resolveSiteConfig({
  slug: 'classic-template',
  name: 'Classic template',
  template: CLASSIC_TEMPLATE,
});

/** Layout defaults of a classic site: models header menu, locations carousel, location link. */
export const CLASSIC_LAYOUT: SiteConfig['layout'] = bare.layout;

/** The stock filter every classic site's search adds unless it overrides it (used cars only). */
export const CLASSIC_SEARCH_FILTERS: string = bare.search_filters;
