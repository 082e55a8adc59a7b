export { action, default, links, loader, meta } from '@forecourt/trade-in/routes/trade-in';
