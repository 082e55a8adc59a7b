export { default, links, loader, meta } from '@forecourt/vdp/routes/print';
