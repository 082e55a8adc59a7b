import type { SiteConfig } from './site-config-schema.ts';

/**
 * Fields that stay on the server: the search service host and key (site-wide §3 "values never
 * printed") and the lead delivery webhook.
 */
export const SERVER_ONLY_FIELDS = ['search', 'lead_delivery'] as const;

/** A site config safe to print, log or send to the browser. */
export type PublicSiteConfig = Omit<SiteConfig, (typeof SERVER_ONLY_FIELDS)[number]>;

/**
 * The site config without its server-side secrets (site-wide §3: search host and key are held
 * in the config and never printed). `JSON.stringify` and `util.inspect` of a resolved config
 * already go through this.
 */
export function publicSiteConfig(site: SiteConfig): PublicSiteConfig {
  const { search: _search, lead_delivery: _leadDelivery, ...rest } = site;
  return rest;
}
