export { default, headers, loader, meta } from '@forecourt/search/routes/models';
