export { loader } from '@forecourt/site-shell/routes/robots-txt';
