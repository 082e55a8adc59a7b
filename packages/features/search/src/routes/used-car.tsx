import { slugify } from '@forecourt/format';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';

/**
 * Where a `/used-car/…` breadcrumb path leads (site-wide §2 "/search/{car-type}/ and
 * /used-car/... (breadcrumb links)"): the used stock, of a make, or of a make and model —
 * `/search/used-cars`, `/search/{make}?car_type=used`, `/search/{make}/{model}?car_type=used` —
 * keeping the query string. `null` for a deeper path, which names no search.
 */
export function usedCarSearchPath(pathname: string, search = ''): string | null {
  const segments = pathname
    .replace(/^\/+used-car\/?/, '')
    .split('/')
    .map((segment) => slugify(decodeURIComponent(segment)))
    .filter(Boolean);
  if (segments.length > 2) return null;
  const params = new URLSearchParams(search);
  if (segments.length === 0) {
    const query = params.toString();
    return `/search/used-cars${query ? `?${query}` : ''}`;
  }
  params.delete('car_type');
  const query = new URLSearchParams([['car_type', 'used'], ...params]).toString();
  return `/search/${segments.join('/')}?${query}`;
}

/** `/used-car/…`: a permanent redirect to the search page it names, or 404. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = usedCarSearchPath(url.pathname, url.search);
  if (!target) throw data(null, { status: 404 });
  return redirect(target, 301);
}
