import { site } from 'virtual:forecourt/site';
import { SiteFavourites } from '@forecourt/favourites';
import { createSiteRoot } from '@forecourt/site-shell';
import shellStylesUrl from '@forecourt/site-shell/shell.css?url';
import { CLASSIC_FONT_PRELOADS } from '@forecourt/template-classic/font-files';
import fontsUrl from '@forecourt/template-classic/fonts.css?url';
import stylesUrl from './classic.css?url';
import { ClassicFooter, ClassicHeader } from './layout/ClassicChrome.tsx';

/** Every page of a classic site (one dealership): the shared document with the classic header and footer. */
const root = createSiteRoot({
  site,
  header: <ClassicHeader />,
  footer: <ClassicFooter />,
  Providers: SiteFavourites,
  bodyClassName: 'template-classic',
  stylesheets: [fontsUrl, shellStylesUrl, stylesUrl],
  fontPreloads: CLASSIC_FONT_PRELOADS,
});

export const { meta, links, Layout, ErrorBoundary } = root;
// The header's stock summary, once per document (site-wide §2 Header navigation).
export {
  siteRootLoader as loader,
  siteRootShouldRevalidate as shouldRevalidate,
} from '@forecourt/site-shell';
export default root.App;
