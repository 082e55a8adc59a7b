export { action, default, links, loader, meta } from '@forecourt/finance/routes/finance';
