import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveSiteConfig, type SiteConfig } from '@forecourt/site-config';
import { ALL_SITES, type DemoSite, REPO_ROOT, SITES } from './site-list.ts';

export { ADMIN_KEY, ALL_SITES, type DemoSite, REPO_ROOT, SITES } from './site-list.ts';

const resolved = new Map<string, SiteConfig>();

/**
 * A demo site's config as the platform resolves it (configs/<slug>.json over its template preset
 * and the platform defaults, through the site-config parser): a journey reads from it whether
 * the site enables a feature, so it asserts presence where enabled and absence where not, and a
 * config change moves the journey with it (site-wide §1: every dealer rule a site setting).
 */
export function siteConfig(slug: string): SiteConfig {
  let config = resolved.get(slug);
  if (!config) {
    const raw: unknown = JSON.parse(
      readFileSync(join(REPO_ROOT, 'configs', `${slug}.json`), 'utf8'),
    );
    config = resolveSiteConfig(raw);
    resolved.set(slug, config);
  }
  return config;
}

/** The demo sites whose resolved config passes `predicate`, in {@link ALL_SITES} order. */
export function sitesWhere(predicate: (config: SiteConfig) => boolean): DemoSite[] {
  return ALL_SITES.filter((slug) => predicate(siteConfig(slug)));
}

/**
 * One demo site of each template, plus the others only where `differs` says their config takes
 * the journey down another path: the heavy journeys run once per template and again only where
 * a site's own settings change what the shopper sees (keeps the browser stage's time in check).
 */
export function sitesPerTemplateAnd(differs: (config: SiteConfig) => boolean): DemoSite[] {
  return ALL_SITES.filter(
    (slug) => (SITES as readonly string[]).includes(slug) || differs(siteConfig(slug)),
  );
}
