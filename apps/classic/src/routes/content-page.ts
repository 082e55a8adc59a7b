export { action, default, links, loader, meta } from '@forecourt/content/routes/content-page';
