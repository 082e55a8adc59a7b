export { default, links, loader, meta } from '@forecourt/offers/routes/special-offers';
