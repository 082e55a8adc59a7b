/**
 * A same-site path to send the shopper to after signing in (or on Back), or `fallback`: only a
 * path on this site is kept (`/cars/x?y=1#z`), never another origin, a protocol-relative
 * `//evil.example`, a backslash trick (`/\evil.example`) or a control character — the sign-in page
 * must not be an open redirect (site-wide §2 `redirect`, `back`). `/sign-in` itself is refused too,
 * so the page never sends a shopper in a circle.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//')) return fallback;
  // Browsers read `\` as `/` and drop tabs and new lines in URLs, so `/\x` and `/\t/x` are
  // protocol-relative to them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (url.pathname === '/sign-in' || url.pathname.startsWith('/sign-in/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
