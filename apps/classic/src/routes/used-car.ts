export { loader } from '@forecourt/search/routes/used-car';
