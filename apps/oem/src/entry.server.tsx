export {
  handleDocumentRequest as default,
  STREAM_TIMEOUT_MS as streamTimeout,
} from '@forecourt/site-shell/server';
