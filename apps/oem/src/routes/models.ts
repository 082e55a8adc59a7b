export { default, loader, meta } from '@forecourt/search/routes/models';
