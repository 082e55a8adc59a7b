import { site } from 'virtual:forecourt/site';
import { SiteFavourites } from '@forecourt/favourites';
import { errorMeta, FAVICON_LINK, SiteDocument, SiteErrorPage } from '@forecourt/site-shell';
import shellStylesUrl from '@forecourt/site-shell/shell.css?url';
import fontsUrl from '@forecourt/template-classic/fonts.css?url';
import type { ReactNode } from 'react';
import { type LinksFunction, type MetaFunction, Outlet } from 'react-router';
import stylesUrl from './classic.css?url';
import { ClassicFooter, ClassicHeader } from './layout/ClassicChrome.tsx';

/** Pages set their own title, description and canonical URL; this covers the error page. */
export const meta: MetaFunction = ({ error }) =>
  error ? errorMeta(error, site.name) : [{ title: site.name }];

export const links: LinksFunction = () => [
  FAVICON_LINK,
  { rel: 'stylesheet', href: fontsUrl },
  { rel: 'stylesheet', href: shellStylesUrl },
  { rel: 'stylesheet', href: stylesUrl },
];

/** Every page of a classic site: the shared document with the classic header and footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument
      site={site}
      header={<ClassicHeader />}
      footer={<ClassicFooter />}
      Providers={SiteFavourites}
      bodyClassName="template-classic"
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
