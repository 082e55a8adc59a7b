import { type PlatformFetch, platformFetchContext } from '@forecourt/site-shell';
import { data, type HeadersFunction, type RouterContextProvider } from 'react-router';
import type { MultiSearchResult } from './search-request.ts';

/** How long a page whose search failed asks to be left before it is asked again, by default. */
export const SEARCH_RETRY_AFTER_SECONDS = 10;

/** The search engine answered with an error (or not JSON). */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
  /** When to try again: the engine's own Retry-After, else {@link SEARCH_RETRY_AFTER_SECONDS}. */
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds = SEARCH_RETRY_AFTER_SECONDS) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A page whose search failed answers 503 with Retry-After and `Cache-Control: no-store`, so no
 * search engine indexes, and no cache keeps, a page that shows no stock because the search did
 * not answer (vehicle-stock §2). `value` is still the loader's data: the page renders it (the
 * shopper's filters, and a message instead of a count), and a client-side navigation keeps the
 * results already on screen (vehicle-stock §4).
 */
export function searchUnavailable<T>(value: T, error: SearchUnavailableError) {
  return data(value, {
    status: 503,
    headers: {
      'Retry-After': String(error.retryAfterSeconds),
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * A searching route's `headers`: the loader's own when its search failed (503, Retry-After,
 * no-store, see {@link searchUnavailable}), else `cached` (the page-cache opt-in).
 */
export function searchPageHeaders(cached: HeadersFunction): HeadersFunction {
  return (args) => (args.loaderHeaders.has('Retry-After') ? args.loaderHeaders : cached(args));
}

/**
 * Runs a Meilisearch multi-search against the platform's `/search/multi-search` on the site's
 * own origin, server side. Hosted by the platform server this goes through its in-process
 * `fetch`; the `Host` header is set to the site's host explicitly because the search app scopes
 * results by it (dealership ids and the site's search filters) and an in-process Request does
 * not carry one by itself. Elsewhere (Vite dev server) it is a real HTTP request.
 */
export async function multiSearch<Hit>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  body: { queries: readonly object[] },
  fallbackFetch: PlatformFetch = (req) => fetch(req),
): Promise<MultiSearchResult<Hit>[]> {
  const origin = new URL(request.url);
  const send = context.get(platformFetchContext) ?? fallbackFetch;
  const response = await send(
    new Request(new URL('/search/multi-search', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: origin.host },
      body: JSON.stringify(body),
    }),
  );
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new SearchUnavailableError(
      `search answered ${response.status}`,
      Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  const json = (await response.json()) as { results?: MultiSearchResult<Hit>[] };
  if (!Array.isArray(json.results)) throw new SearchUnavailableError('search answered no results');
  return json.results;
}
