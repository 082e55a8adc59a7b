export { default, loader } from '@forecourt/site-shell/routes/not-found';
