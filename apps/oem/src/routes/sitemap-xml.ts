export { loader } from '@forecourt/site-shell/routes/sitemap-xml';
