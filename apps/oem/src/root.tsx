import { site } from 'virtual:forecourt/site';
import { SiteFavourites } from '@forecourt/favourites';
import { errorMeta, FAVICON_LINK, SiteDocument, SiteErrorPage } from '@forecourt/site-shell';
import shellStylesUrl from '@forecourt/site-shell/shell.css?url';
import fontsUrl from '@forecourt/template-oem/fonts.css?url';
import type { ReactNode } from 'react';
import { type LinksFunction, type MetaFunction, Outlet } from 'react-router';
import { OemFooter, OemHeader } from './layout/OemChrome.tsx';
import stylesUrl from './oem.css?url';

/** Pages set their own title, description and canonical URL; this covers the error page. */
export const meta: MetaFunction = ({ error }) =>
  error ? errorMeta(error, site.name) : [{ title: site.name }];

export const links: LinksFunction = () => [
  FAVICON_LINK,
  { rel: 'stylesheet', href: fontsUrl },
  { rel: 'stylesheet', href: shellStylesUrl },
  { rel: 'stylesheet', href: stylesUrl },
];

/** Every page of a manufacturer franchise site: the shared document with the oem header and footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument
      site={site}
      header={<OemHeader />}
      footer={<OemFooter />}
      Providers={SiteFavourites}
      bodyClassName="template-oem"
    >
      {children}
    </SiteDocument>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <SiteErrorPage error={error} />;
}
