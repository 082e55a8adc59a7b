import type { RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The pages every dealer template serves; a template adds its own through `templateRoutes`, and
 * `site` (default: the site being built, FORECOURT_SITE_CONFIG) its dealer EOFY pages.
 */
export declare function dealerSiteRoutes(options?: {
  templateRoutes?: RouteConfigEntry[];
  site?: { dealer_eofy_pages?: readonly { slug: string }[] } | null;
}): RouteConfigEntry[];

/** The content pages served only where a site's config lists them (site-wide §2). */
export declare const OPT_IN_CONTENT_PAGES: readonly string[];
