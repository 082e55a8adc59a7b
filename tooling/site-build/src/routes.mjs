import { index, route } from '@react-router/dev/routes';

/**
 * The content pages a site serves only where its config lists them (`content_pages.<slug>`):
 * the same list as `OPT_IN_CONTENT_PAGE_SLUGS` of `@forecourt/site-config`, which a test checks
 * (this file loads without a build, so it cannot import the package's TypeScript).
 */
export const OPT_IN_CONTENT_PAGES = [
  'eofy',
  'diamond-advantage',
  'finance-and-insurance',
  'twg-cars',
  'twg-rental',
  'twg-tyres',
  'neotek',
  '4x4-outdoor',
];

/**
 * The public config of the site being built (FORECOURT_SITE_CONFIG, set by the per-site build:
 * vite-config.mjs), or null outside a site's build.
 *
 * @returns {{ dealer_eofy_pages?: { slug: string }[] } | null}
 */
function builtSite(json = process.env.FORECOURT_SITE_CONFIG) {
  return json ? JSON.parse(json) : null;
}

/**
 * The pages every dealer template serves (site-wide §2, vehicle-stock §2), as one table: each
 * entry names the app's own one-line route module (`routes/<name>.ts` re-exporting a feature
 * package's route), so the three apps — and a fourth — list a page once, here. A template adds
 * its own pages through `templateRoutes`; the model-slug and not-found
 * catch-alls stay last. `site` (default: the site being built) adds the pages only its config
 * names: its dealer EOFY pages.
 *
 * @param {{
 *   templateRoutes?: import('@react-router/dev/routes').RouteConfigEntry[],
 *   site?: { dealer_eofy_pages?: { slug: string }[] } | null,
 * }} [options]
 * @returns {import('@react-router/dev/routes').RouteConfigEntry[]}
 */
export function dealerSiteRoutes({ templateRoutes = [], site = builtSite() } = {}) {
  return [
    index('routes/home.tsx'),
    // One module, two routes: /search and /search/{make|body|dealership...} (site-wide §2).
    route('search', 'routes/search.ts', { id: 'search' }),
    route('search/*', 'routes/search.ts', { id: 'search-facet' }),
    // Trade-in valuation (site-wide §2, vehicle-stock §2): one module at four paths.
    route('cars/trade-in', 'routes/trade-in.ts', { id: 'cars-trade-in' }),
    route('trade-in', 'routes/trade-in.ts', { id: 'trade-in' }),
    route('sell-your-car', 'routes/trade-in.ts', { id: 'sell-your-car' }),
    route('sell-my-car', 'routes/trade-in.ts', { id: 'sell-my-car' }),
    route('cars/:slug', 'routes/car.ts'),
    // Reserve online with a deposit (vehicle-stock §2, §9).
    route('cars/:slug/checkout', 'routes/checkout.ts', { id: 'checkout' }),
    // ...or at /cars/{slug}/buy-online on the variant whose config says so (site-wide §2).
    route('cars/:slug/buy-online', 'routes/checkout.ts', { id: 'checkout-buy-online' }),
    // Buy online: contact, trade-in, finance or cash, delivery, summary, deposit.
    route('checkout-journey', 'routes/checkout-journey.ts'),
    route('cars/:slug/similar', 'routes/car-similar.ts'),
    route('cars/:slug/price-comparison', 'routes/car-price-comparison.ts'),
    route('favourites', 'routes/favourites.ts'),
    route('compare', 'routes/compare.ts'),
    // Accounts (site-wide §2 /sign-in, /my-garage; vehicle-stock §2, §4 watchlist).
    route('sign-in', 'routes/sign-in.ts'),
    route('sign-out', 'routes/sign-out.ts'),
    route('watchlist', 'routes/watchlist.ts'),
    route('my-garage', 'routes/my-garage.ts', { id: 'my-garage' }),
    // The dealer-branded aliases of My Garage (site-wide §2): 404 unless the site names them.
    route('mymotorama', 'routes/my-garage.ts', { id: 'mymotorama' }),
    route('mybigboxcars', 'routes/my-garage.ts', { id: 'mybigboxcars' }),
    route('myblinkr', 'routes/my-garage.ts', { id: 'myblinkr' }),
    route('myservco', 'routes/my-garage.ts', { id: 'myservco' }),
    // Online payment (always signed in) and the spin-to-win promotion (site-wide §2 routes).
    route('online-payment', 'routes/online-payment.ts'),
    route('spin-to-win', 'routes/spin-to-win.ts'),
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
    // Finance applications (vehicle-stock §2: /finance, /finance-enquiry or /apply-for-finance,
    // the site's finance.path; site-wide §2: /finance-pre-approval, /personalised/finance).
    route('finance', 'routes/finance.ts', { id: 'finance' }),
    route('finance-enquiry', 'routes/finance.ts', { id: 'finance-enquiry' }),
    route('apply-for-finance', 'routes/finance.ts', { id: 'apply-for-finance' }),
    route('finance-pre-approval', 'routes/finance-pre-approval.ts'),
    route('personalised/finance', 'routes/personalised-finance.ts'),
    // Content and service pages from the site config (site-wide §2): one module, one route each.
    route('privacy-policy', 'routes/content-page.ts', { id: 'content-privacy-policy' }),
    route('terms-and-conditions', 'routes/content-page.ts', { id: 'content-terms-and-conditions' }),
    route('about-us', 'routes/content-page.ts', { id: 'content-about-us' }),
    route('careers', 'routes/content-page.ts', { id: 'content-careers' }),
    route('fleet', 'routes/content-page.ts', { id: 'content-fleet' }),
    route('buying', 'routes/content-page.ts', { id: 'content-buying' }),
    route('warranty', 'routes/content-page.ts', { id: 'content-warranty' }),
    route('service', 'routes/content-page.ts', { id: 'content-service' }),
    route('vehicle-parts-and-accessories', 'routes/content-page.ts', {
      id: 'content-vehicle-parts-and-accessories',
    }),
    route('capped-price-servicing', 'routes/content-page.ts', {
      id: 'content-capped-price-servicing',
    }),
    route('roadside-assist', 'routes/content-page.ts', { id: 'content-roadside-assist' }),
    route('book-test-drive', 'routes/content-page.ts', { id: 'content-book-test-drive' }),
    // Pages a site serves only where its config lists them, else 404 (site-wide §2 /eofy,
    // /diamond-advantage; vehicle-stock §2 /twg-*, /finance-and-insurance, /neotek, /4x4-outdoor).
    ...OPT_IN_CONTENT_PAGES.map((slug) =>
      route(slug, 'routes/content-page.ts', { id: `content-${slug}` }),
    ),
    // The dealer's own EOFY pages (site-wide §2 "/eofy (plus several dealer-specific EOFY
    // pages)"), `/eofy-<dealer>` as its config lists them: a path segment cannot be part fixed,
    // part parameter, so each is a route of the build of the site that lists it.
    ...(site?.dealer_eofy_pages ?? []).map(({ slug }) =>
      route(slug, 'routes/content-page.ts', { id: `content-${slug}` }),
    ),
    route('success', 'routes/success.ts'),
    // The printable vehicle page, /print?car_id={slug} (vehicle-stock §2).
    route('print', 'routes/print.ts'),
    // Privacy (APP 7, 13): stop a site's emails to an address.
    route('pages/unsubscribe', 'routes/unsubscribe.ts'),
    // The blog (site-wide §2 /blog): the list and one post, from the site config's blogs.posts.
    route('blog', 'routes/blog.ts'),
    route('blog/:slug', 'routes/blog-post.ts'),
    // Breadcrumb links of the used stock, redirected to their search (site-wide §2 /used-car/...).
    route('used-car', 'routes/used-car.ts', { id: 'used-car' }),
    route('used-car/*', 'routes/used-car.ts', { id: 'used-car-path' }),
    // The model range by body type, on every template (site-wide §2 /models?body=).
    route('models', 'routes/models.ts'),
    route('sitemap.xml', 'routes/sitemap-xml.ts'),
    route('robots.txt', 'routes/robots-txt.ts'),
    route('favicon.svg', 'routes/favicon-svg.ts'),
    ...templateRoutes,
    // The manufacturer catalogue (site-wide §3): every brand, and one brand's page. Before the
    // model-slug catch-all, which would otherwise take /brands.
    route('brands', 'routes/brands.ts'),
    route(':brandSlug/overview', 'routes/brand-overview.ts'),
    // An offer's Explore model link: the model's stock (site-wide §2 /{model-slug}).
    route(':modelSlug', 'routes/model.ts'),
    route('*', 'routes/not-found.ts'),
  ];
}
