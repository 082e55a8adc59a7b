import type { PublicSiteConfig } from '@forecourt/site-config';
import type { ComponentType, ReactNode } from 'react';
import { type LinksFunction, type MetaFunction, Outlet } from 'react-router';
import { configureAnalytics } from './analytics.ts';
import { FAVICON_LINK, SiteDocument, SiteErrorPage } from './SiteDocument.tsx';
import { errorMeta } from './seo.ts';

export interface SiteRootOptions {
  /** The site's public config (`virtual:forecourt/site`). */
  site: PublicSiteConfig;
  /** The template's header and footer. */
  header: ReactNode;
  footer: ReactNode;
  /** Client-state providers around the chrome and the page (e.g. `SiteFavourites`). */
  Providers?: ComponentType<{ children: ReactNode }>;
  /** The class on `<body>` naming the template (`template-classic`, ...). */
  bodyClassName: string;
  /** Stylesheets of every page, in cascade order (before the pages' own). */
  stylesheets: readonly string[];
  /**
   * The woff2 files the first paint uses (body and heading faces), preloaded: without it the
   * browser finds them only once the stylesheets are parsed and text needs them.
   */
  fontPreloads?: readonly string[];
}

/** What a template app's `root.tsx` exports (React Router's root route module). */
export interface SiteRoot {
  meta: MetaFunction;
  links: LinksFunction;
  Layout: (props: { children: ReactNode }) => ReactNode;
  App: () => ReactNode;
  ErrorBoundary: (props: { error: unknown }) => ReactNode;
}

/**
 * The root route module of a template app: the shared document around every page and error page
 * with the template's header, footer, providers, stylesheets and fonts. An app's `root.tsx` is a
 * call of this and the re-export of its parts (React Router reads them as named exports).
 */
export function createSiteRoot({
  site,
  header,
  footer,
  Providers,
  bodyClassName,
  stylesheets,
  fontPreloads = [],
}: SiteRootOptions): SiteRoot {
  // Every page of the site sends its events for this site (vehicle-stock §7): set once here, when
  // the app's root module loads, before any page's effect can call `trackEvent`.
  configureAnalytics({ site: site.slug });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per app, when its root.tsx loads (never during a render)
  function Layout({ children }: { children: ReactNode }) {
    return (
      <SiteDocument
        site={site}
        header={header}
        footer={footer}
        {...(Providers ? { Providers } : {})}
        bodyClassName={bodyClassName}
      >
        {children}
      </SiteDocument>
    );
  }
  return {
    // Pages set their own title, description and canonical URL; this covers the error page.
    meta: ({ error }) => (error ? errorMeta(error, site.name) : [{ title: site.name }]),
    links: () => [
      FAVICON_LINK,
      ...fontPreloads.map((href) => ({
        rel: 'preload',
        href,
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous' as const,
      })),
      ...stylesheets.map((href) => ({ rel: 'stylesheet', href })),
    ],
    Layout,
    App: SiteApp,
    ErrorBoundary: SiteErrorBoundary,
  };
}

/** Every page renders its route. */
function SiteApp() {
  return <Outlet />;
}

/** Not found and unexpected errors, in the site's chrome (the root's ErrorBoundary). */
function SiteErrorBoundary({ error }: { error: unknown }) {
  return <SiteErrorPage error={error} />;
}
