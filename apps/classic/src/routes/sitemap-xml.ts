import { site } from 'virtual:forecourt/site';
import { locationSitemapPaths } from '@forecourt/locations';
import { blogSitemapPaths } from '@forecourt/reviews';
import { SITEMAP_BASE_PATHS, sitemapLoader } from '@forecourt/site-shell/routes/sitemap-xml';

// The base pages, the locator, every listed location page and the blog (site-wide §2, §5).
export const loader = sitemapLoader([
  ...SITEMAP_BASE_PATHS,
  ...locationSitemapPaths(site),
  ...blogSitemapPaths(site),
]);
