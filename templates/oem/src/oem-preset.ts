import { resolveSiteConfig, type SiteConfig, TEMPLATE_PRESETS } from '@forecourt/site-config';
import { OEM_TEMPLATE } from './oem-template.ts';

/** What the oem template changes on top of the platform defaults (site-config's preset, not a copy). */
export const OEM_PRESET = TEMPLATE_PRESETS.oem;

// A site with nothing of its own: the platform defaults with the oem preset merged in by the
// one merge every site goes through (resolveSiteConfig), so nothing here restates the preset.
const bare: SiteConfig = resolveSiteConfig({
  slug: 'oem-template',
  name: 'OEM template',
  template: OEM_TEMPLATE,
});

/** Layout defaults of an oem site: brand mega-menu, locations carousel, /contact location link. */
export const OEM_LAYOUT: SiteConfig['layout'] = bare.layout;

/** The stock filter every oem site's search adds unless it overrides it (none: all stock). */
export const OEM_SEARCH_FILTERS: string = bare.search_filters;
