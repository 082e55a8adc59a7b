export { default, links, loader, meta } from '@forecourt/favourites/routes/compare';
