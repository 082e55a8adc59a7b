export { action, default, links, loader, meta } from '@forecourt/vdp/routes/car';
