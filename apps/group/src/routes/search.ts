export { default, links, loader, meta } from '@forecourt/search/routes/results';
