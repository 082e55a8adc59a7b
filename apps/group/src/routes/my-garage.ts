export { default, links, loader, meta } from '@forecourt/accounts/routes/my-garage';
