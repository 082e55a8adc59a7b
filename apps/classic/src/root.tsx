import { FavouritesProvider } from '@forecourt/favourites';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router';
import type { Route } from './+types/root';
import stylesUrl from './app.css?url';
import { SiteFooter } from './components/SiteFooter.tsx';
import { SiteHeader } from './components/SiteHeader.tsx';
import { errorMeta } from './seo.ts';
import { SITE_THEME_CSS, site } from './site.ts';

/** Pages set their own title, description and canonical URL; this covers the error page. */
export const meta: Route.MetaFunction = ({ error }) =>
  error ? errorMeta(error, site.name) : [{ title: site.name }];

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesUrl },
];

/** The document and the site chrome around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The site's theme tokens (ui-kit createTheme: classic + the dealer's overrides). */}
        <style dangerouslySetInnerHTML={{ __html: SITE_THEME_CSS }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {/*
          Local favourites and the compare list (vehicle-stock §6): one store per request on the
          server and per page load in the browser; the saved lists are read after hydration.
        */}
        <FavouritesProvider siteSlug={site.slug} storeFavourites={site.storage.storeFavourites}>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
        </FavouritesProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Not found and unexpected errors, inside the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : 'Something went wrong';
  return (
    <div className="page narrow">
      <h1>{title}</h1>
      <p>
        {notFound
          ? 'Sorry, we could not find that page. The car may have been sold, or the link may be out of date.'
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
