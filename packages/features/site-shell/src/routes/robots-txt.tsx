import type { LoaderFunctionArgs } from 'react-router';
import { canonicalUrl } from '../seo.ts';
import { siteOf } from '../site-context.tsx';
import { robotsTxt } from '../sitemap.ts';

/** /robots.txt, pointing at the sitemap. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  return new Response(robotsTxt(canonicalUrl(site.url, request.url, '/sitemap.xml')), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
