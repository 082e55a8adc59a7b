import { faviconSvg } from '../favicon.ts';
import { SITE_THEME, site } from '../site.ts';

/** /favicon.svg: the site's icon in its own colours (linked from every page). */
export function loader() {
  const svg = faviconSvg({
    name: site.name,
    background: SITE_THEME.colors.primary,
    foreground: SITE_THEME.colors['on-primary'],
  });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
