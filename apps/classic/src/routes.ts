import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Route modules are named by file path relative to src/ (React Router's route config takes
// paths, not imports, so these carry no import extension rule).
export default [
  index('routes/home.tsx'),
  // One module, two routes: /search and /search/{make|body|dealership...} (site-wide §2).
  route('search', 'routes/search.tsx', { id: 'search' }),
  route('search/*', 'routes/search.tsx', { id: 'search-facet' }),
  route('cars/:slug', 'routes/car.tsx'),
  route('cars/:slug/similar', 'routes/car-similar.ts'),
  route('favourites', 'routes/favourites.tsx'),
  route('success', 'routes/success.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('favicon.svg', 'routes/favicon-svg.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
