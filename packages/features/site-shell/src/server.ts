// What a template app's server entries use: the document request handler (entry.server) and
// the site handler factory (server/site-handler.ts). Kept apart from the index so a client
// bundle never reaches react-dom/server.

export { USES_CSP_NONCE } from './csp-nonce.tsx';
export { handleDocumentRequest, STREAM_TIMEOUT_MS } from './document-request.tsx';
export {
  type CreateSiteHandler,
  type SiteHandler,
  type SiteHandlerOptions,
  siteHandlerFactory,
} from './site-handler.ts';
