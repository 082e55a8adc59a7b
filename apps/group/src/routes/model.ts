export { default, links, loader, meta } from '@forecourt/search/routes/model';
