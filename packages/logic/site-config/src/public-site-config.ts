import { type SearchClientDescriptor, searchClientOf } from './search-backend.ts';
import type { SiteConfig } from './site-config-schema.ts';

/**
 * Fields that stay on the server: the search service host, key and back end (site-wide §3
 * "values never printed"; the back end's public side is `searchClient`) and the lead delivery
 * webhook.
 */
export const SERVER_ONLY_FIELDS = ['search', 'lead_delivery'] as const;

/** A site config safe to print, log or send to the browser. */
export type PublicSiteConfig = Omit<SiteConfig, (typeof SERVER_ONLY_FIELDS)[number]> & {
  /**
   * The search back end as a browser may see it: kind, url or app id, index and a
   * search-only key — never a write key or an environment variable name.
   */
  searchClient: SearchClientDescriptor;
};

/**
 * The site config without its server-side secrets (site-wide §3: search host and key are held
 * in the config and never printed), plus the public search descriptor. `JSON.stringify` and
 * `util.inspect` of a resolved config already go through this.
 */
export function publicSiteConfig(site: SiteConfig): PublicSiteConfig {
  const { search, lead_delivery: _leadDelivery, ...rest } = site;
  return { ...rest, searchClient: searchClientOf(search.backend) };
}
