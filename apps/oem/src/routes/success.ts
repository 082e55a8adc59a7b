export { default, loader, meta } from '@forecourt/site-shell/routes/success';
