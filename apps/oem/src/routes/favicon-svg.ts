export { loader } from '@forecourt/site-shell/routes/favicon-svg';
