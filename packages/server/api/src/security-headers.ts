import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { clientInfoOf, type TrustProxy } from './client-info.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** This response's Content-Security-Policy nonce (see {@link securityHeaders}). */
    cspNonce: string;
  }
}

/**
 * The request header that carries the response's CSP nonce to a dealer site's request handler.
 * Site hosting sets it (replacing any the client sent); the site's document puts the value on
 * every inline `<script>` and `<style>` it renders.
 */
export const CSP_NONCE_HEADER = 'x-forecourt-csp-nonce';

/** Hosts a page may load from besides its own origin, per CSP directive. */
export interface CspSources {
  img?: readonly string[];
  media?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
  font?: readonly string[];
}

/** Video players the ui-kit's VideoEmbed may frame (its allowed embed prefixes). */
export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

/** `Permissions-Policy`: no camera, microphone, sensors or USB; location only for the site. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()';

/** HSTS for a year, subdomains included; sent only on HTTPS answers. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** A fresh nonce: 16 random bytes, base64 (what CSP's `'nonce-…'` takes). */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64');
}

const list = (values: readonly string[] | undefined) =>
  values?.length ? ` ${[...new Set(values)].join(' ')}` : '';

/**
 * The Content-Security-Policy for one response. Scripts and `<style>` elements run only from
 * this origin or with the nonce (never `'unsafe-inline'`); `style` attributes stay allowed
 * (`style-src-attr`), which React components use for positions and sizes and which cannot run
 * code. With `inlineFallback` (a site build that does not yet stamp the nonce on its inline
 * scripts) scripts and styles fall back to `'unsafe-inline'`: use it only for such a build.
 */
export function contentSecurityPolicy(
  nonce: string,
  sources: CspSources = {},
  options: { inlineFallback?: boolean; upgradeInsecureRequests?: boolean } = {},
): string {
  const inline = options.inlineFallback ? " 'unsafe-inline'" : ` 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    `script-src 'self'${inline}`,
    `style-src 'self'${inline}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${list(sources.img)}`,
    `font-src 'self' data:${list(sources.font)}`,
    `media-src 'self'${list(sources.media)}`,
    `connect-src 'self'${list(sources.connect)}`,
    `frame-src 'self'${list(sources.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export interface SecurityHeadersOptions {
  /** How many reverse proxies to believe for `X-Forwarded-Proto`/`-For` (FORECOURT_TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** Extra hosts for this request's CSP (a site's image CDN, a search host, video players). */
  sources?: CspSources | ((c: Context) => CspSources | Promise<CspSources>);
}

/**
 * Sets the platform's security headers on every answer that passes through: a CSP with a fresh
 * nonce per response (kept in `c.get('cspNonce')` for the handler's inline `<script>`/`<style>`),
 * `X-Content-Type-Options`, `X-Frame-Options`, `Referrer-Policy`, `Permissions-Policy`,
 * `Cross-Origin-Opener-Policy`, and `Strict-Transport-Security` when the client came over HTTPS
 * (directly, or per `X-Forwarded-Proto` from a trusted proxy). Only the outermost copy acts: an
 * API app mounted in the platform server does not set them twice. A handler may set its own
 * Content-Security-Policy (site hosting does, for a build without nonce support); it is kept.
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    if (c.get('cspNonce')) return next();
    const nonce = createCspNonce();
    c.set('cspNonce', nonce);
    const { https } = clientInfoOf(c, options.trustProxy ?? 0);
    await next();
    const sources =
      typeof options.sources === 'function' ? await options.sources(c) : (options.sources ?? {});
    const entries = securityHeaderEntries(nonce, sources, https);
    try {
      for (const [name, value] of entries) {
        if (!c.res.headers.has(name)) c.res.headers.set(name, value);
      }
    } catch {
      // A response with immutable headers (a fetch() answer passed through): copy it once.
      const copy = new Response(c.res.body, c.res);
      for (const [name, value] of entries) {
        if (!copy.headers.has(name)) copy.headers.set(name, value);
      }
      c.res = undefined;
      c.res = copy;
    }
  };
}

/** Every security header of one answer, by name. */
export function securityHeaderEntries(
  nonce: string,
  sources: CspSources,
  https: boolean,
): [string, string][] {
  return [
    [
      'Content-Security-Policy',
      contentSecurityPolicy(nonce, sources, { upgradeInsecureRequests: https }),
    ],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(https
      ? [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY] as [string, string]]
      : []),
  ];
}
