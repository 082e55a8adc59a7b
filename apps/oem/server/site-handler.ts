import { site } from 'virtual:forecourt/site';
import * as build from 'virtual:react-router/server-build';
import { siteHandlerFactory } from '@forecourt/site-shell/server';

/** The server build's entry: the platform server calls `createSiteHandler()` to mount the site. */
export const createSiteHandler = siteHandlerFactory(build, site);

/** Every document stamps the response's CSP nonce, so the platform sends the strict policy. */
export { USES_CSP_NONCE as usesCspNonce } from '@forecourt/site-shell/server';
