export { default, headers, links, loader, meta } from '@forecourt/reviews/routes/blog-post';
