// Registers the packages' stylesheet URLs before any route module's `links` runs.
import 'virtual:forecourt/stylesheets';
import { site } from 'virtual:forecourt/site';
import { SiteAccount } from '@forecourt/accounts';
import accountsStylesUrl from '@forecourt/accounts/accounts.css?url';
import { SiteFavourites, useBrowserSavedCars } from '@forecourt/favourites';
import { createSiteRoot } from '@forecourt/site-shell';
import shellStylesUrl from '@forecourt/site-shell/shell.css?url';
import { OEM_FONT_PRELOADS } from '@forecourt/template-oem/font-files';
import fontsUrl from '@forecourt/template-oem/fonts.css?url';
import type { ReactNode } from 'react';
import { OemFooter, OemHeader } from './layout/OemChrome.tsx';
import stylesUrl from './oem.css?url';

/** Client state of every page: local favourites and compare, and the account's watchlist. */
function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <SiteFavourites>
      <AccountWithBrowserSaved>{children}</AccountWithBrowserSaved>
    </SiteFavourites>
  );
}

/** One saved list: the cars saved in the browser join the watchlist at sign-in (vehicle-stock §6). */
function AccountWithBrowserSaved({ children }: { children: ReactNode }) {
  return <SiteAccount browserSaved={useBrowserSavedCars()}>{children}</SiteAccount>;
}

/** Every page of a manufacturer franchise site: the shared document with the oem header and footer. */
const root = createSiteRoot({
  site,
  header: <OemHeader />,
  footer: <OemFooter />,
  Providers: SiteProviders,
  bodyClassName: 'template-oem',
  stylesheets: [fontsUrl, shellStylesUrl, accountsStylesUrl, stylesUrl],
  fontPreloads: OEM_FONT_PRELOADS,
});

export const { meta, links, Layout, ErrorBoundary } = root;
// The header's stock summary, once per document (site-wide §2 Header navigation).
export {
  siteRootLoader as loader,
  siteRootShouldRevalidate as shouldRevalidate,
} from '@forecourt/site-shell';
export default root.App;
