export { action, default, headers, links, loader, meta } from '@forecourt/vdp/routes/car';
