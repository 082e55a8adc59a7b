/**
 * The address of the page a shopper was on when a loader or action ran: React Router's data
 * requests (`/cars/{slug}.data?_routes=…`, single fetch) name the page's path with a `.data`
 * suffix and framework parameters, which a lead's `url` must never record.
 */
export function pageUrl(requestUrl: string): string {
  const url = new URL(requestUrl);
  if (url.pathname.endsWith('.data')) {
    const path = url.pathname.slice(0, -'.data'.length);
    url.pathname = path === '/_root' ? '/' : path;
  }
  for (const name of ['_routes', 'index']) url.searchParams.delete(name);
  return url.href;
}
