import { site } from 'virtual:forecourt/site';
import { locationSitemapPaths } from '@forecourt/locations';
import { SITEMAP_BASE_PATHS, sitemapLoader } from '@forecourt/site-shell/routes/sitemap-xml';

// The base pages, the locator and every listed location page (site-wide §2, §5).
export const loader = sitemapLoader([...SITEMAP_BASE_PATHS, ...locationSitemapPaths(site)]);
