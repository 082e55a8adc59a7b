import { site } from 'virtual:forecourt/site';
import { SiteFavourites } from '@forecourt/favourites';
import { createSiteRoot } from '@forecourt/site-shell';
import shellStylesUrl from '@forecourt/site-shell/shell.css?url';
import { GROUP_FONT_PRELOADS } from '@forecourt/template-group/font-files';
import fontsUrl from '@forecourt/template-group/fonts.css?url';
import stylesUrl from './group.css?url';
import { GroupFooter, GroupHeader } from './layout/GroupChrome.tsx';

/** Every page of a dealer group's site: the shared document with the group header and footer. */
const root = createSiteRoot({
  site,
  header: <GroupHeader />,
  footer: <GroupFooter />,
  Providers: SiteFavourites,
  bodyClassName: 'template-group',
  stylesheets: [fontsUrl, shellStylesUrl, stylesUrl],
  fontPreloads: GROUP_FONT_PRELOADS,
});

export const { meta, links, Layout, ErrorBoundary } = root;
// The header's stock summary, once per document (site-wide §2 Header navigation).
export {
  siteRootLoader as loader,
  siteRootShouldRevalidate as shouldRevalidate,
} from '@forecourt/site-shell';
export default root.App;
