export { action, default, links, loader, meta } from '@forecourt/locations/routes/locations';
