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

/** Pages read per request (e.g. the site's current offers), for {@link sitemapLoader}. */
export type SitemapPathsLoader = (
  args: Pick<LoaderFunctionArgs, 'request' | 'context'>,
) => Promise<readonly string[]>;

/**
 * A /sitemap.xml loader: the given pages, the pages each `loaders` entry reads for the request
 * (a site's offers), each path once in the order given, and every vehicle page of the site's
 * stock feed. Only pages the site serves belong here: a page the site's config turns off is
 * left out by whoever lists the paths.
 */
export function sitemapLoader(
  paths: readonly string[] = SITEMAP_BASE_PATHS,
  loaders: readonly SitemapPathsLoader[] = [],
) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const site = siteOf(context);
    const [{ cars }, ...more] = await Promise.all([
      loadSiteStock({ request, context }),
      ...loaders.map((load) => load({ request, context })),
    ]);
    const url = (path: string) => canonicalUrl(site.url, request.url, path);
    const pages = [...new Set([...paths, ...more.flat()])];
    const xml = sitemapXml([
      ...pages.map((path) => ({ loc: url(path) })),
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
