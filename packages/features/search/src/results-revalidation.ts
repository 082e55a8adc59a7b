import { SEARCH_PATH } from './results-page.ts';

/** What React Router's `shouldRevalidate` is told about a navigation (the part read here). */
export interface NavigationUrls {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string | undefined;
}

/**
 * Whether the results page's InstantSearch island answers a navigation instead of the loader
 *: a GET from `/search…` to `/search` with any query string. A `/search/{path}`
 * URL still needs the loader (only the server knows the site's makes, bodies and locations), and
 * so does a POST or a navigation from another page.
 */
export function islandAnswers({ currentUrl, nextUrl, formMethod }: NavigationUrls): boolean {
  return (
    nextUrl.pathname === SEARCH_PATH &&
    (currentUrl.pathname === SEARCH_PATH || currentUrl.pathname.startsWith(`${SEARCH_PATH}/`)) &&
    (!formMethod || formMethod.toUpperCase() === 'GET')
  );
}
