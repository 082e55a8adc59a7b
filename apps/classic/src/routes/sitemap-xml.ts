import { apiFor } from '../api.server.ts';
import { canonicalUrl } from '../seo.ts';
import { site } from '../site.ts';
import { sitemapXml } from '../sitemap.ts';
import type { Route } from './+types/sitemap-xml';

/** /sitemap.xml: the home page, the stock page and every vehicle page of the site's stock feed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { cars } = await apiFor(request, context).siteStock(site.slug);
  const url = (path: string) => canonicalUrl(site.url, request.url, path);
  const xml = sitemapXml([
    { loc: url('/') },
    { loc: url('/search') },
    ...cars.map((car) => ({ loc: url(car.path), lastmod: car.updated_at })),
  ]);
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    },
  });
}
