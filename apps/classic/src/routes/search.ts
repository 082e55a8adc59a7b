export {
  default,
  headers,
  links,
  loader,
  meta,
  shouldRevalidate,
} from '@forecourt/search/routes/results';
