import { type ApiClient, createApiClient } from '@forecourt/api-client';
import { platformFetchContext, type SessionArgs } from '@forecourt/site-shell';

/**
 * The API client of an action that starts or ends the shopper's session: like site-shell's
 * `shopperApi` (the browser's cookie goes with each call) and it keeps the API's `Set-Cookie`
 * answers, which the action passes on to the browser with {@link SessionApi.cookieHeaders}
 * (the session is an httpOnly cookie set by the API, site-wide §3 User).
 */
export interface SessionApi {
  api: ApiClient;
  /** `Set-Cookie` headers the API sent, for the action's response. */
  cookieHeaders: () => Headers;
}

export function sessionApi({ request, context }: SessionArgs): SessionApi {
  const platformFetch = context.get(platformFetchContext);
  const setCookies: string[] = [];
  const cookie = request.headers.get('cookie');
  const api = createApiClient({
    baseUrl: new URL(request.url).origin,
    ...(cookie ? { headers: { cookie } } : {}),
    fetch: async (input, init) => {
      const response = platformFetch
        ? await platformFetch(new Request(input, init))
        : await globalThis.fetch(input, init);
      setCookies.push(...response.headers.getSetCookie());
      return response;
    },
  });
  return {
    api,
    cookieHeaders: () => {
      const headers = new Headers();
      for (const value of setCookies) headers.append('set-cookie', value);
      return headers;
    },
  };
}
