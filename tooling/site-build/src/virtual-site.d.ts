/** The site's public config, baked in at build by vite.config.ts (FORECOURT_SITE_CONFIG). */
declare module 'virtual:forecourt/site' {
  import type { PublicSiteConfig } from '@forecourt/site-config';

  export const site: PublicSiteConfig;
}

/** Registers the packages' stylesheet URLs (vite-config.mjs `packageStylesheetsModule`). */
declare module 'virtual:forecourt/stylesheets' {}
