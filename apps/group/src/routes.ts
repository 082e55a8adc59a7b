import { index, type RouteConfig, route } from '@react-router/dev/routes';

// The group template's pages: each route file re-exports a feature package's route module.
export default [
  index('routes/home.tsx'),
  // /search, and /search/{make|body|dealership...}: every dealership's stock (site-wide §2).
  route('search', 'routes/search.ts', { id: 'search' }),
  route('search/*', 'routes/search.ts', { id: 'search-facet' }),
  // Trade-in valuation (site-wide §2, vehicle-stock §2): one module at four paths.
  route('cars/trade-in', 'routes/trade-in.ts', { id: 'cars-trade-in' }),
  route('trade-in', 'routes/trade-in.ts', { id: 'trade-in' }),
  route('sell-your-car', 'routes/trade-in.ts', { id: 'sell-your-car' }),
  route('sell-my-car', 'routes/trade-in.ts', { id: 'sell-my-car' }),
  route('cars/:slug', 'routes/car.ts'),
  route('cars/:slug/similar', 'routes/car-similar.ts'),
  route('cars/:slug/price-comparison', 'routes/car-price-comparison.ts'),
  route('favourites', 'routes/favourites.ts'),
  route('compare', 'routes/compare.ts'),
  // Locations (site-wide §2): one location or dealership, and the locator at four paths.
  route('locations/:slug', 'routes/location.ts', { id: 'location' }),
  route('contact-us/:slug', 'routes/location.ts', { id: 'contact-us-location' }),
  route('our-location/:slug', 'routes/location.ts', { id: 'our-location' }),
  route('contact', 'routes/locations.ts', { id: 'contact' }),
  route('contact-us', 'routes/locations.ts', { id: 'contact-us' }),
  route('dealerships', 'routes/locations.ts', { id: 'dealerships' }),
  route('dealer-locator', 'routes/locations.ts', { id: 'dealer-locator' }),
  // Offers (site-wide §2): the list and one offer, with or without its manufacturer segment.
  route('special-offers', 'routes/special-offers.ts'),
  route('offers/:id', 'routes/offer.ts', { id: 'offer' }),
  route('offers/:manufacturer/:id', 'routes/offer.ts', { id: 'offer-manufacturer' }),
  route('success', 'routes/success.ts'),
  // The printable vehicle page, /print?car_id={slug} (vehicle-stock §2).
  route('print', 'routes/print.ts'),
  // Privacy (APP 7, 13): stop a site's emails to an address.
  route('pages/unsubscribe', 'routes/unsubscribe.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('favicon.svg', 'routes/favicon-svg.ts'),
  // An offer's Explore model link: the model's stock (site-wide §2 /{model-slug}).
  route(':modelSlug', 'routes/model.ts'),
  route('*', 'routes/not-found.ts'),
] satisfies RouteConfig;
