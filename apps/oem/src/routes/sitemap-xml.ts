import { site } from 'virtual:forecourt/site';
import { contentSitemapPaths } from '@forecourt/content';
import { locationSitemapPaths } from '@forecourt/locations';
import { loadOfferSitemapPaths } from '@forecourt/offers/server';
import { blogSitemapPaths } from '@forecourt/reviews';
import { brandSitemapPaths } from '@forecourt/search';
import { requiresSignIn } from '@forecourt/site-config';
import { SITEMAP_BASE_PATHS, sitemapLoader } from '@forecourt/site-shell/routes/sitemap-xml';

// Every page this site serves (site-wide §2): the base pages, the locator and each listed
// location, the content pages it does not hide, finance and trade-in unless turned off or behind
// sign-in, the brand pages (site-wide §3), the blog (§5) and, per request, the offers list and each offer.
export const loader = sitemapLoader(
  [
    ...SITEMAP_BASE_PATHS,
    // The oem range (site-wide §2 /models).
    '/models',
    ...locationSitemapPaths(site),
    ...contentSitemapPaths(site),
    ...(requiresSignIn('finance', site) ? [] : ['/finance']),
    ...(site.features.trade_in && !requiresSignIn('trade-in', site) ? ['/trade-in'] : []),
    ...brandSitemapPaths(site),
    ...blogSitemapPaths(site),
  ],
  [loadOfferSitemapPaths],
);
