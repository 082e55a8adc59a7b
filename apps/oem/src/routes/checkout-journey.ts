export { action, default, links, loader, meta } from '@forecourt/checkout/routes/checkout-journey';
