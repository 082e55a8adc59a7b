import { type PlatformFetch, platformFetchContext } from '@forecourt/site-shell';
import type { RouterContextProvider } from 'react-router';
import type { MultiSearchResult } from './search-request.ts';

/** The search engine answered with an error (or not JSON). */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
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
    throw new SearchUnavailableError(`search answered ${response.status}`);
  }
  const json = (await response.json()) as { results?: MultiSearchResult<Hit>[] };
  if (!Array.isArray(json.results)) throw new SearchUnavailableError('search answered no results');
  return json.results;
}
