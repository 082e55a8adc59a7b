import { parseCookie } from 'cookie';

/**
 * One cookie's value from a `Cookie` request header or `document.cookie` (RFC 6265 parsing by
 * the `cookie` package, which React Router's own cookies use), or `undefined` when absent.
 */
export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookie(cookieHeader)[name];
}
