import type { LoaderFunctionArgs } from 'react-router';
import { faviconSvg } from '../favicon.ts';
import { siteOf } from '../site-context.tsx';
import { siteTheme } from '../site-text.ts';

/** /favicon.svg: the site's icon in its own colours (linked from every page). */
export function loader({ context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const theme = siteTheme(site);
  const svg = faviconSvg({
    name: site.name,
    background: theme.colors.primary,
    foreground: theme.colors['on-primary'],
  });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
