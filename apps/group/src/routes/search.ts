export { default, headers, links, loader, meta } from '@forecourt/search/routes/results';
