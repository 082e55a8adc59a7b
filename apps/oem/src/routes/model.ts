export { loader } from '@forecourt/search/routes/model';
