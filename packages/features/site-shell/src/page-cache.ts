import type { HeadersFunction } from 'react-router';

/**
 * What a page that is the same for every anonymous shopper answers with, so the platform
 * server's rendered-page cache may keep it (capacity): fresh for 30 s, then served
 * stale for up to 30 s more while one render replaces it; a stock change drops it at once. The
 * server answers requests with a cookie (a signed-in shopper, a page's own cookies) without the
 * cache, never keeps an answer that sets a cookie, and tells browsers `no-cache` (each response
 * carries its own CSP nonce).
 *
 * Only pages whose content depends on the URL and the site's stock alone opt in (home, search
 * results, model pages, the vehicle page and its /similar and /price-comparison answers — the
 * vehicle page counts its view from the browser after hydration, not in its loader). Pages that
 * vary per shopper — favourites, sign-in, my-garage, checkout, anything reading a cookie — never
 * do.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';

/** A route's `headers` export that opts the page into the rendered-page cache. */
export const publicPageHeaders: HeadersFunction = () => ({
  'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
});
