export { action, default, links, loader, meta } from '@forecourt/promotions/routes/online-payment';
