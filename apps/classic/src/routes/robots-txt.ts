import { canonicalUrl } from '../seo.ts';
import { site } from '../site.ts';
import { robotsTxt } from '../sitemap.ts';
import type { Route } from './+types/robots-txt';

/** /robots.txt, pointing at the sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(canonicalUrl(site.url, request.url, '/sitemap.xml')), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
