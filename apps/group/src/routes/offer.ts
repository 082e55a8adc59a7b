export { default, links, loader, meta } from '@forecourt/offers/routes/offer';
