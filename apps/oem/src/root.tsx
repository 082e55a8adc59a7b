import { site } from 'virtual:forecourt/site';
import { SiteFavourites } from '@forecourt/favourites';
import { createSiteRoot } from '@forecourt/site-shell';
import shellStylesUrl from '@forecourt/site-shell/shell.css?url';
import { OEM_FONT_PRELOADS } from '@forecourt/template-oem/font-files';
import fontsUrl from '@forecourt/template-oem/fonts.css?url';
import { OemFooter, OemHeader } from './layout/OemChrome.tsx';
import stylesUrl from './oem.css?url';

/** Every page of a manufacturer franchise site: the shared document with the oem header and footer. */
const root = createSiteRoot({
  site,
  header: <OemHeader />,
  footer: <OemFooter />,
  Providers: SiteFavourites,
  bodyClassName: 'template-oem',
  stylesheets: [fontsUrl, shellStylesUrl, stylesUrl],
  fontPreloads: OEM_FONT_PRELOADS,
});

export const { meta, links, Layout, ErrorBoundary } = root;
// The header's stock summary, once per document (site-wide §2 Header navigation).
export {
  siteRootLoader as loader,
  siteRootShouldRevalidate as shouldRevalidate,
} from '@forecourt/site-shell';
export default root.App;
