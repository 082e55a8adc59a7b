export { action, default, loader, meta } from '@forecourt/site-shell/routes/unsubscribe';
