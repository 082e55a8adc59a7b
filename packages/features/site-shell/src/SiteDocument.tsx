import type { PublicSiteConfig } from '@forecourt/site-config';
import { ImageCdnProvider, type Theme, themeCss } from '@forecourt/ui-kit';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, Links, Meta, Scripts, ScrollRestoration } from 'react-router';
import { useNonce } from './csp-nonce.tsx';
import { SiteProvider } from './site-context.tsx';
import { siteTheme } from './site-text.ts';
import { SiteAnnouncement, SitePopup, SiteToasts } from './ui/SitePromotions.tsx';

export interface SiteDocumentProps {
  site: PublicSiteConfig;
  /** The site's theme; by default its template's tokens with the dealer's overrides. */
  theme?: Theme;
  /** The template's header and footer (each app has its own). */
  header: ReactNode;
  footer: ReactNode;
  /**
   * Client-state providers every page of the template needs around the chrome and the page
   * (for example the favourites package's `SiteFavourites`), under the site provider.
   */
  Providers?: ComponentType<{ children: ReactNode }>;
  /** A class on `<body>` naming the template, for its own stylesheet (`template-classic`, ...). */
  bodyClassName?: string;
  children: ReactNode;
}

/**
 * The document and the site chrome around every page of every template, error pages included:
 * language, viewport, the site's theme tokens as `:root` custom properties, the skip link, the
 * site provider and the template's own providers, header and footer.
 */
export function SiteDocument({
  site,
  theme,
  header,
  footer,
  Providers = Fragment,
  bodyClassName,
  children,
}: SiteDocumentProps) {
  const nonce = useNonce();
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: theme tokens built by ui-kit from validated colours
          dangerouslySetInnerHTML={{ __html: themeCss(theme ?? siteTheme(site), ':root') }}
        />
        <Meta />
        <Links />
      </head>
      <body className={bodyClassName}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteProvider site={site}>
          <ImageCdnProvider cdn={site.image_cdn}>
            <Providers>
              <SiteToasts>
                <SiteAnnouncement />
                {header}
                <main id="main" tabIndex={-1}>
                  {children}
                </main>
                {footer}
                <SitePopup />
              </SiteToasts>
            </Providers>
          </ImageCdnProvider>
        </SiteProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Not found and unexpected errors, inside the site's header and footer (root ErrorBoundary). */
export function SiteErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : 'Something went wrong';
  return (
    <div className="page narrow">
      <h1>{title}</h1>
      <p>
        {notFound
          ? 'Sorry, we could not find that page. The vehicle may have been sold, or the link may be out of date.'
          : 'Sorry, this page could not be shown. Please try again in a moment.'}
      </p>
      <ul className="link-list">
        <li>
          <Link to="/search">Browse all our stock</Link>
        </li>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
      </ul>
    </div>
  );
}

/** The site's icon (every page links it; `/favicon.svg` is a site-shell route). */
export const FAVICON_LINK = { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' } as const;
