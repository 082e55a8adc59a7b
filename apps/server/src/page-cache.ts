import { LEAD_ATTRIBUTION_COOKIE } from '@forecourt/lead-payloads';
import { parseCookie } from 'cookie';
import { LRUCache } from 'lru-cache';

/**
 * The rendered-page cache for anonymous shoppers (capacity): a burst of shoppers on the
 * same home or results page costs one render, not one each.
 *
 * What is cached is decided by the page, not by a path list: a route opts in with a response
 * header `Cache-Control: public, max-age=N[, stale-while-revalidate=M]` (site-shell's
 * `publicPageHeaders`). A response is kept only when it is a 200 to a GET or HEAD without any
 * cookie, carries no `Set-Cookie`, and says `public` with a positive `max-age` (never `private`
 * or `no-store`). Pages that vary per shopper (sign-in, favourites, my-garage, checkout, forms
 * with a shopper's state) do not opt in, and any request with a cookie bypasses the cache (the
 * session cookie, but also a page's own cookies such as the VDP's dismissed location bar).
 *
 * The CSP nonce stays unique per response: the rendered body is kept with the nonce it was
 * rendered with replaced by {@link NONCE_PLACEHOLDER}, and each response gets its own fresh
 * nonce put back in its place.
 *
 * Freshness: a page is fresh for `max-age` seconds, then served stale for up to
 * `stale-while-revalidate` seconds while one background render replaces it. A site's stock
 * change (stock import: new cars, status, reservation, sold) drops all of its pages at once
 * ({@link PageCache.invalidateSite}); in a cluster the change is relayed to every worker.
 * Renders of the same page arriving together share one render (no thundering herd).
 * Bounded by bytes (LRU).
 */

/** Stands in for the response's CSP nonce in a cached body. */
export const NONCE_PLACEHOLDER = '__FORECOURT_CSP_NONCE__';

/** The header that says how a page was answered: HIT, STALE, MISS or BYPASS. */
export const PAGE_CACHE_HEADER = 'x-forecourt-page-cache';

/** What the cache holds for one page. */
export interface CachedPage {
  status: number;
  /** The page's headers, without Set-Cookie, CSP, Content-Length, Date and Cache-Control. */
  headers: [string, string][];
  /** The body with the nonce replaced by {@link NONCE_PLACEHOLDER}. */
  body: string;
  /** When it stops being fresh, and when it may no longer be served stale (ms since epoch). */
  freshUntil: number;
  staleUntil: number;
  /** The site's generation it was rendered in: a stock change moves the generation on. */
  generation: number;
}

/** How a page may be cached, from its Cache-Control; null when it may not. */
export function cacheableFor(cacheControl: string | null): { maxAge: number; swr: number } | null {
  if (!cacheControl) return null;
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name = '', value = ''] = part.trim().split('=');
    if (name) directives.set(name.trim(), value.trim().replace(/^"|"$/g, ''));
  }
  if (!directives.has('public')) return null;
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return null;
  const maxAge = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  if (!Number.isFinite(maxAge) || maxAge <= 0) return null;
  const swr = Number(directives.get('stale-while-revalidate') ?? 0);
  return { maxAge, swr: Number.isFinite(swr) && swr > 0 ? swr : 0 };
}

/**
 * Cookies no page render reads, so they leave a request anonymous: the visit's lead attribution
 * (vehicle-stock §3 lead_attributes) is recorded by the browser on every page and read only when
 * a lead is sent (a form post, never cached). Were it to bypass the cache, every shopper's second
 * page would be rendered afresh.
 */
export const RENDER_NEUTRAL_COOKIES: ReadonlySet<string> = new Set([LEAD_ATTRIBUTION_COOKIE]);

/**
 * Whether a request may be answered from the cache: GET or HEAD, without authorization and
 * without any cookie but the {@link RENDER_NEUTRAL_COOKIES}.
 */
export function isAnonymousRead(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.has('authorization')) return false;
  const cookie = request.headers.get('cookie');
  if (cookie === null) return true;
  return Object.keys(parseCookie(cookie)).every((name) => RENDER_NEUTRAL_COOKIES.has(name));
}

/** Headers never kept: per-response (nonce, length, date) or per-shopper (cookies). */
const DROPPED = new Set([
  'set-cookie',
  'content-security-policy',
  'content-security-policy-report-only',
  'content-length',
  'content-encoding',
  'date',
  'cache-control',
  'x-forecourt-page-cache',
]);

export interface PageCacheOptions {
  /** The most bytes of page bodies held (LRU); 64 MiB by default. */
  maxBytes?: number;
  now?: () => number;
}

export interface CacheAnswer {
  /** The response to send, its body holding `nonce`. */
  response: Response;
  state: 'HIT' | 'STALE' | 'MISS' | 'BYPASS';
}

export class PageCache {
  readonly #pages: LRUCache<string, CachedPage>;
  readonly #generations = new Map<string, number>();
  readonly #rendering = new Map<string, Promise<CachedPage | null>>();
  readonly #now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#pages = new LRUCache<string, CachedPage>({
      maxSize: Math.max(1, options.maxBytes ?? 64 * 1024 * 1024),
      sizeCalculation: (page) => Math.max(1, page.body.length * 2),
    });
  }

  /** How many pages are held (for tests and logs). */
  get size(): number {
    return this.#pages.size;
  }

  /** Drops every page of a site (its stock changed); all sites when `site` is null. */
  invalidateSite(site: string | null): void {
    if (site === null) {
      for (const key of this.#generations.keys()) this.invalidateSite(key);
      this.#pages.clear();
      return;
    }
    this.#generations.set(site, this.#generation(site) + 1);
  }

  #generation(site: string): number {
    return this.#generations.get(site) ?? 0;
  }

  /**
   * Answers a page from the cache or by rendering it. `render(nonce)` renders with that nonce
   * (the caller's request); `nonce` is this response's. `key` names the page (site, host,
   * scheme, path and query); `site` is the site's slug (what a stock change invalidates).
   */
  async answer(
    site: string,
    key: string,
    nonce: string,
    render: (nonce: string) => Promise<Response>,
    {
      refreshNonce,
      readOnly = false,
    }: {
      /** A nonce for a background render (replaced by the placeholder when kept). */
      refreshNonce: () => string;
      /** Answer from the cache but never render into it (HEAD: its render has no body). */
      readOnly?: boolean;
    },
  ): Promise<CacheAnswer> {
    const fullKey = `${site}\n${key}`;
    const held = this.#pages.get(fullKey);
    const now = this.#now();
    if (held && held.generation === this.#generation(site)) {
      if (now < held.freshUntil) return { response: this.#respond(held, nonce), state: 'HIT' };
      if (now < held.staleUntil) {
        // Served stale while one render (in the background) replaces it.
        if (!this.#rendering.has(fullKey)) {
          let rendered: Response | undefined;
          this.#renderInto(site, fullKey, refreshNonce(), async (n) => {
            rendered = await render(n);
            return rendered;
          }).then(
            // No longer cacheable (it now sets a cookie, say): nobody reads its body.
            (page) => (page ? undefined : rendered?.body?.cancel()),
            () => null,
          );
        }
        return { response: this.#respond(held, nonce), state: 'STALE' };
      }
    }
    if (held) this.#pages.delete(fullKey);
    if (readOnly) return { response: await render(nonce), state: 'BYPASS' };
    // Renders arriving together share one; a page that turns out not cacheable is rendered
    // again for each waiting request (it may differ per request).
    const running = this.#rendering.get(fullKey);
    if (running) {
      const page = await running.catch(() => null);
      if (page) return { response: this.#respond(page, nonce), state: 'HIT' };
      return { response: await render(nonce), state: 'BYPASS' };
    }
    let own = null as Response | null;
    const page = await this.#renderInto(site, fullKey, nonce, async (n) => {
      own = await render(n);
      return own;
    });
    if (page) return { response: this.#respond(page, nonce), state: 'MISS' };
    // Not cacheable: the render's own response, its body untouched.
    return { response: own ?? (await render(nonce)), state: 'BYPASS' };
  }

  /** Renders a page and keeps it when it may be cached; null when it may not. */
  #renderInto(
    site: string,
    fullKey: string,
    nonce: string,
    render: (nonce: string) => Promise<Response>,
  ): Promise<CachedPage | null> {
    const generation = this.#generation(site);
    const started = this.#now();
    const job = (async () => {
      const response = await render(nonce);
      const policy =
        response.status === 200 ? cacheableFor(response.headers.get('cache-control')) : null;
      if (!policy || response.headers.has('set-cookie') || !response.body) return null;
      const body = await response.text();
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => {
        if (!DROPPED.has(name.toLowerCase())) headers.push([name, value]);
      });
      const page: CachedPage = {
        status: response.status,
        headers,
        body: nonce ? body.split(nonce).join(NONCE_PLACEHOLDER) : body,
        freshUntil: started + policy.maxAge * 1000,
        staleUntil: started + (policy.maxAge + policy.swr) * 1000,
        generation,
      };
      // A stock change while it rendered: the page may show the old stock, so it is not kept.
      if (generation === this.#generation(site)) this.#pages.set(fullKey, page);
      return page;
    })();
    this.#rendering.set(fullKey, job);
    job.then(
      () => this.#rendering.delete(fullKey),
      () => this.#rendering.delete(fullKey),
    );
    return job;
  }

  #respond(page: CachedPage, nonce: string): Response {
    const headers = new Headers(page.headers);
    // Only this server caches the page: a shared cache downstream would hand one nonce out twice.
    headers.set('Cache-Control', 'no-cache');
    return new Response(page.body.split(NONCE_PLACEHOLDER).join(nonce), {
      status: page.status,
      headers,
    });
  }
}
