export { action, default, links, loader, meta } from '@forecourt/accounts/routes/sign-in';
