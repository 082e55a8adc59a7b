import { type ApiClient, createApiClient } from '@forecourt/api-client';
import { readLeadAttribution } from '@forecourt/lead-payloads';
import type { RouterContextProvider } from 'react-router';
import { platformFetchContext } from './platform-fetch.ts';

/**
 * The platform API client for a loader. The API lives on every site host under `/api`, so the
 * base URL is the incoming request's origin. Hosted by the platform server, the calls are
 * answered in process through its `fetch` (a Request/Response round trip through the API's
 * routes, validation and JSON, without a socket); elsewhere (the Vite dev server) they go over
 * HTTP to that origin. `headers` go with every call (the shopper's cookie, for example).
 */
export function apiFor(
  request: Request,
  context: Readonly<RouterContextProvider>,
  headers?: Readonly<Record<string, string>>,
): ApiClient {
  const platformFetch = context.get(platformFetchContext);
  return createApiClient({
    baseUrl: new URL(request.url).origin,
    ...(headers ? { headers } : {}),
    // vehicle-stock §3: every lead sent for this request carries the shopper's visit so far.
    leadAttributes: readLeadAttribution(request.headers.get('cookie')),
    ...(platformFetch ? { fetch: (input, init) => platformFetch(new Request(input, init)) } : {}),
  });
}
