import type { LoaderFunctionArgs } from 'react-router';
import { canonicalUrl } from '../seo.ts';
import { siteOf } from '../site-context.tsx';
import { loadSiteStock } from '../site-stock.ts';
import { sitemapXml } from '../sitemap.ts';

/**
 * The paths of a site's own pages that every template has; a template app adds its own pages
 * through `sitemapLoader(extraPaths)`.
 */
export const SITEMAP_BASE_PATHS: readonly string[] = ['/', '/search'];

/** A /sitemap.xml loader: the given pages and every vehicle page of the site's stock feed. */
export function sitemapLoader(paths: readonly string[] = SITEMAP_BASE_PATHS) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const site = siteOf(context);
    const { cars } = await loadSiteStock({ request, context });
    const url = (path: string) => canonicalUrl(site.url, request.url, path);
    const xml = sitemapXml([
      ...paths.map((path) => ({ loc: url(path) })),
      ...cars.map((car) => ({ loc: url(car.path), lastmod: car.updated_at })),
    ]);
    return new Response(xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=600',
      },
    });
  };
}

/** /sitemap.xml with the base pages. */
export const loader = sitemapLoader();
