import { type PublicSiteConfig, siteStates } from '@forecourt/site-config';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import type { ComponentType, ReactNode } from 'react';
import {
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  Outlet,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from 'react-router';
import { configureAnalytics } from './analytics.ts';
import { useLeadAttributionRecorder } from './lead-attribution.ts';
import { isAnnouncementShown } from './promotions.ts';
import { FAVICON_LINK, SiteDocument, SiteErrorPage } from './SiteDocument.tsx';
import { useSavedContactDetails } from './saved-contact.tsx';
import { errorMeta } from './seo.ts';
import { siteOf } from './site-context.tsx';
import { EMPTY_STOCK_NAV, type StockNav, stockNav } from './site-nav.ts';
import { loadSiteStock, perStock } from './site-stock.ts';

/** What the root loader gives every page: the header's stock summary. */
export interface SiteRootData {
  stockNav: StockNav;
  /** The announcement bar shows: the site has one this shopper has not dismissed. */
  announcement: boolean;
  /**
   * The states the site's visible locations are in (`siteStates`, site-wide §5), for template
   * copy such as "across NSW, QLD and WA": read here because the browser's site config carries
   * no locations.
   */
  states: string[];
}

/**
 * The root loader (every page): the header dropdowns' stock summary (site-wide §2 Header
 * navigation) from the cached, ETag-revalidated stock feed, a few kilobytes of names and counts.
 * When the feed cannot be read the header keeps its plain links rather than failing the page.
 */
export async function siteRootLoader({
  request,
  context,
}: Pick<LoaderFunctionArgs, 'request' | 'context'>): Promise<SiteRootData> {
  const site = siteOf(context);
  const announcement = isAnnouncementShown(site, request.headers.get('cookie'));
  const states = siteStates(site);
  try {
    const { cars } = await loadSiteStock({ request, context });
    // Once per stock version, not per render: every page pays for the header.
    return {
      stockNav: perStock(cars, 'stock-nav', () => stockNav(cars, site)),
      announcement,
      states,
    };
  } catch {
    return { stockNav: EMPTY_STOCK_NAV, announcement, states };
  }
}

/** The header summary loads with the document only: client navigations and form posts keep it. */
export const siteRootShouldRevalidate: ShouldRevalidateFunction = () => false;

/** The site's states from the root loader ({@link SiteRootData.states}); none without it. */
export function useSiteStates(): string[] {
  return useRouteLoaderData<SiteRootData>('root')?.states ?? NO_STATES;
}
const NO_STATES: string[] = [];

/** The header's stock summary from the root loader; empty on a page rendered without it. */
export function useStockNav(): StockNav {
  return useRouteLoaderData<SiteRootData>('root')?.stockNav ?? EMPTY_STOCK_NAV;
}

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

/**
 * What a template app's `root.tsx` exports (React Router's root route module). The loader is
 * re-exported by name beside it (`export { siteRootLoader as loader } from '@forecourt/site-shell'`):
 * React Router's build removes a server-only export only when it is not destructured.
 */
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
      // The chrome's own components (the announcement bar, the promotional popup, the header's
      // menus) are ui-kit's, so every page carries its styles, not only the pages that import
      // them: /success, the 404 page and /models had none. After the template's sheets, where a
      // page's own `links` put it before; React Router keeps one of two equal descriptors.
      ...stylesheetLinks('@forecourt/ui-kit/styles.css'),
    ],
    Layout,
    App: SiteApp,
    ErrorBoundary: SiteErrorBoundary,
  };
}

/** Every page renders its route, and is recorded for the leads sent later in the visit. */
function SiteApp() {
  useLeadAttributionRecorder();
  useSavedContactDetails();
  return <Outlet />;
}

/** Not found and unexpected errors, in the site's chrome (the root's ErrorBoundary). */
function SiteErrorBoundary({ error }: { error: unknown }) {
  return <SiteErrorPage error={error} />;
}
