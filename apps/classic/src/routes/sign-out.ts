export { action, loader } from '@forecourt/accounts/routes/sign-out';
