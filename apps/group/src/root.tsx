// Registers the packages' stylesheet URLs before any route module's `links` runs.
import 'virtual:forecourt/stylesheets';
import { site } from 'virtual:forecourt/site';
import { SiteAccount } from '@forecourt/accounts';
import accountsStylesUrl from '@forecourt/accounts/accounts.css?url';
import { SiteFavourites, useBrowserSavedCars } from '@forecourt/favourites';
import { createSiteRoot } from '@forecourt/site-shell';
import shellStylesUrl from '@forecourt/site-shell/shell.css?url';
import { GROUP_FONT_PRELOADS } from '@forecourt/template-group/font-files';
import fontsUrl from '@forecourt/template-group/fonts.css?url';
import type { ReactNode } from 'react';
import stylesUrl from './group.css?url';
import { GroupFooter, GroupHeader } from './layout/GroupChrome.tsx';

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

/** Every page of a dealer group's site: the shared document with the group header and footer. */
const root = createSiteRoot({
  site,
  header: <GroupHeader />,
  footer: <GroupFooter />,
  Providers: SiteProviders,
  bodyClassName: 'template-group',
  stylesheets: [fontsUrl, shellStylesUrl, accountsStylesUrl, stylesUrl],
  fontPreloads: GROUP_FONT_PRELOADS,
});

export const { meta, links, Layout, ErrorBoundary } = root;
// The header's stock summary, once per document (site-wide §2 Header navigation).
export {
  siteRootLoader as loader,
  siteRootShouldRevalidate as shouldRevalidate,
} from '@forecourt/site-shell';
export default root.App;
