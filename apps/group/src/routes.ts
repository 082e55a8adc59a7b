import { index, type RouteConfig, route } from '@react-router/dev/routes';

// The group template's pages: each route file re-exports a feature package's route module.
export default [
  index('routes/home.tsx'),
  // /search, and /search/{make|body|dealership...}: every dealership's stock (site-wide §2).
  route('search', 'routes/search.ts', { id: 'search' }),
  route('search/*', 'routes/search.ts', { id: 'search-facet' }),
  route('cars/:slug', 'routes/car.ts'),
  route('cars/:slug/similar', 'routes/car-similar.ts'),
  route('favourites', 'routes/favourites.ts'),
  route('success', 'routes/success.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('favicon.svg', 'routes/favicon-svg.ts'),
  route('*', 'routes/not-found.ts'),
] satisfies RouteConfig;
