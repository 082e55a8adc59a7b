import { createReadStream, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import {
  brotliCompress,
  createBrotliCompress,
  createGzip,
  gzip,
  constants as zlib,
} from 'node:zlib';
import {
  CLIENT_IP_HEADER,
  CSP_NONCE_HEADER,
  type CspSources,
  clientInfoOf,
  contentSecurityPolicy,
  createCspNonce,
  type SiteDirectory,
  type SiteRecord,
  securityHeaders,
  type TrustProxy,
  VIDEO_EMBED_ORIGINS,
} from '@forecourt/api';
import { escapeHtml } from '@forecourt/format';
import { IMAGE_TRANSFORM_PATH, isSearchServicePath } from '@forecourt/site-config';
import { type Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { Logger } from 'pino';
import { BUSY_MESSAGE, busyPage, type RenderGate, ShedError } from './load-shedding.ts';
import { isAnonymousRead, PAGE_CACHE_HEADER, type PageCache } from './page-cache.ts';

/** Where `pnpm build:site` writes the site builds: `<repo>/dist/sites/<slug>/{client,server}`. */
export const SITES_DIST_DIR = fileURLToPath(new URL('../../../dist/sites/', import.meta.url));

/** Answers a platform request (`/api/...`) in process: the platform server's own `fetch`. */
export type PlatformFetch = (request: Request) => Response | Promise<Response>;

/**
 * What a site build's server entry (`dist/sites/<slug>/server/index.js`) exports: a factory of
 * its request handler (apps/classic/server/site-handler.ts wraps React Router's
 * `createRequestHandler` over the build). The build is self-contained, so this is the whole
 * contract between the platform server and a site.
 *
 * Every request the handler gets carries two headers set here (any value a client sent is
 * replaced):
 * - `x-forecourt-csp-nonce` ({@link CSP_NONCE_HEADER}): this response's Content-Security-Policy
 *   nonce. The document must put it on every inline `<script>` (React Router's `<Scripts>`,
 *   `<ScrollRestoration>`, the streamed hydration data: `renderToReadableStream(..., { nonce })`)
 *   and every inline `<style>` (the theme tokens): nothing inline runs without it.
 * - `x-forecourt-client-ip` ({@link CLIENT_IP_HEADER}): the shopper's IP; the handler passes it
 *   on when its loaders and actions call the platform in process, so per-client rate limits
 *   count the shopper, not the server.
 *
 * A build that stamps the nonce says so with `usesCspNonce = true`; a build without it gets
 * `'unsafe-inline'` scripts and styles (and the strict policy as Report-Only) until rebuilt.
 */
export interface SiteBuild {
  createSiteHandler(options: {
    platformFetch?: PlatformFetch;
  }): (request: Request) => Promise<Response>;
  /** True when the document puts {@link CSP_NONCE_HEADER}'s value on its inline scripts and styles. */
  usesCspNonce?: boolean;
}

/**
 * The hosts a site's pages load from besides their own origin: the site's image CDN (site-wide
 * image_cdn.base_url), the video players VideoEmbed frames, and any platform-wide extras (a
 * search host the browser calls).
 */
export function siteCspSources(
  site: Pick<SiteRecord, 'settings'>,
  extra: CspSources = {},
): CspSources {
  const origin = (url: unknown): string[] => {
    if (typeof url !== 'string' || url === '') return [];
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? [parsed.origin] : [];
    } catch {
      return [];
    }
  };
  const settings = site.settings as
    | {
        image_cdn?: { base_url?: unknown };
        search?: { backend?: { kind?: unknown; url?: unknown; app_id?: unknown } };
      }
    | undefined;
  const imageCdn = origin(settings?.image_cdn?.base_url);
  // The search back end the browser calls: a hosted Meilisearch, or Algolia's hosts.
  const backend = settings?.search?.backend;
  const searchHosts =
    backend?.kind === 'meilisearch'
      ? origin(backend.url)
      : backend?.kind === 'algolia' && typeof backend.app_id === 'string'
        ? [
            `https://${backend.app_id.toLowerCase()}-dsn.algolia.net`,
            'https://*.algolia.net',
            'https://*.algolianet.com',
          ]
        : [];
  return {
    img: [...imageCdn, ...(extra.img ?? [])],
    media: [...imageCdn, ...(extra.media ?? [])],
    connect: [...searchHosts, ...(extra.connect ?? [])],
    frame: [...VIDEO_EMBED_ORIGINS, ...(extra.frame ?? [])],
    font: [...(extra.font ?? [])],
  };
}

export interface SiteHostingOptions {
  /** Which site a host is (`<slug>.localhost[:port]` or a custom domain), and the site list. */
  sites: Pick<SiteDirectory, 'forHost' | 'list'>;
  /** The folder of site builds; `dist/sites` of the repository by default. */
  distDir?: string;
  logger: Logger;
  /** Given to each site build so its loaders reach `/api` in process (no socket, no DNS). */
  platformFetch?: PlatformFetch;
  /** Reverse proxies to believe for the client's IP and scheme (FORECOURT_TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** Hosts every site's pages may also load from (e.g. a search host the browser calls). */
  cspSources?: CspSources;
  /**
   * The rendered-page cache for anonymous shoppers (pages that opt in with `Cache-Control:
   * public, max-age=…`); none when unset.
   */
  pageCache?: PageCache;
  /**
   * Load shedding: renders of site pages (not cached pages, not static files) wait for a slot
   * here, and are answered 503 with Retry-After when there is none (capacity).
   */
  renderGate?: RenderGate;
}

/** Paths that always belong to the platform, on every host. */
const PLATFORM_PREFIXES = ['/api/', '/media/'];

/**
 * Whether a request must reach the platform routes (API, media, the image transform route, the
 * search engine) on any host.
 */
export function isPlatformRequest(method: string, path: string): boolean {
  if (path === '/api' || path === IMAGE_TRANSFORM_PATH) return true;
  if (PLATFORM_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  if (!path.startsWith('/search/')) return false;
  if (method !== 'GET' && method !== 'HEAD') return true;
  // The search service's resources; a site's own pages are `/search` and `/search/{make|body|
  // dealership...}` (site-wide §2), and site-config keeps those slugs off these names.
  return isSearchServicePath(path.slice('/search/'.length).split('/')[0] ?? '');
}

/** Hashed build output (`/assets/<name>-<hash>.<ext>`) never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** A content coding the sites answer with. */
export type ContentEncoding = 'br' | 'gzip';

/** Content types worth compressing: text, JavaScript, JSON, XML and SVG. */
const COMPRESSIBLE =
  /^\s*(text\/|application\/(javascript|json|manifest\+json|ld\+json|xml|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

/** Below this many bytes compression saves too little to be worth it. */
export const MIN_COMPRESS_BYTES = 1024;

/** Whether a response of this Content-Type is worth compressing. */
export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/**
 * The coding to answer a request with, from its Accept-Encoding: Brotli when accepted, else
 * gzip, else none (identity). A coding with `q=0` is refused; `*` accepts both.
 */
export function negotiateEncoding(
  acceptEncoding: string | null | undefined,
): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (coding: ContentEncoding) =>
    accepted.get(coding) ??
    (coding === 'gzip' ? accepted.get('x-gzip') : undefined) ??
    accepted.get('*') ??
    0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : null;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed client files, by file, version and coding: a build's files never change in place
 * (a rebuild writes new files), so each is compressed once, at the best ratio (Brotli 11,
 * gzip 9). Bounded: emptied when it would pass {@link STATIC_CACHE_BYTES}.
 */
const staticCache = new Map<string, Promise<Buffer>>();
let staticCacheBytes = 0;
const STATIC_CACHE_BYTES = 64 * 1024 * 1024;

function compressedFile(file: string, version: string, encoding: ContentEncoding): Promise<Buffer> {
  const key = `${encoding}:${version}:${file}`;
  const cached = staticCache.get(key);
  if (cached) return cached;
  const compressed = readFile(file).then((body) =>
    encoding === 'br'
      ? brotliAsync(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
  );
  staticCache.set(key, compressed);
  compressed.then(
    (bytes) => {
      staticCacheBytes += bytes.length;
      if (staticCacheBytes > STATIC_CACHE_BYTES) {
        staticCache.clear();
        staticCacheBytes = 0;
      }
    },
    () => staticCache.delete(key),
  );
  return compressed;
}

const addVary = (headers: Headers) => {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) {
    headers.set('Vary', `${vary}, Accept-Encoding`);
  }
};

/**
 * A server-rendered response compressed on the fly for a client that accepts it: Brotli 5 or
 * gzip 6, flushed after every chunk so a streamed page still arrives as it renders. Left as it
 * is when already encoded, marked `no-transform`, bodiless, small or not text.
 */
export function compressResponse(
  response: Response,
  acceptEncoding: string | null | undefined,
  method = 'GET',
): Response {
  const contentType = response.headers.get('Content-Type');
  if (!response.body || !isCompressible(contentType)) return response;
  if (response.headers.has('Content-Encoding')) return response;
  if (/no-transform/i.test(response.headers.get('Cache-Control') ?? '')) return response;
  if (response.status < 200 || response.status === 204 || response.status === 206) return response;
  const length = response.headers.get('Content-Length');
  if (length !== null && Number(length) < MIN_COMPRESS_BYTES) return response;
  const headers = new Headers(response.headers);
  addVary(headers);
  const encoding = method === 'HEAD' ? null : negotiateEncoding(acceptEncoding);
  if (!encoding) {
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          flush: zlib.BROTLI_OPERATION_FLUSH,
          params: { [zlib.BROTLI_PARAM_QUALITY]: 5 },
        })
      : createGzip({ level: 6, flush: zlib.Z_SYNC_FLUSH });
  // pipeline: a client that goes away (the compressed stream is cancelled) also cancels the
  // page's own stream, and a render error ends the compressed one.
  pipeline(Readable.fromWeb(response.body as NodeReadableStream), compressor, () => {});
  headers.delete('Content-Length');
  headers.set('Content-Encoding', encoding);
  return new Response(Readable.toWeb(compressor) as ReadableStream<Uint8Array>, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * A file of a site's client build, or null when the path names none. Dot-files, `..` and
 * encoded separators never resolve; hashed assets are cached for a year. Text files of 1 KiB
 * or more go out compressed (Brotli, else gzip) to a client that accepts it.
 */
export async function clientAsset(
  clientDir: string,
  pathname: string,
  method: string,
  acceptEncoding?: string | null,
): Promise<Response | null> {
  if (method !== 'GET' && method !== 'HEAD') return null;
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segments = path.split('/').filter((segment) => segment !== '');
  if (
    segments.length === 0 ||
    segments.some((segment) => segment.startsWith('.') || /[\\\0]/.test(segment))
  ) {
    return null;
  }
  const root = resolve(clientDir);
  const file = resolve(root, ...segments);
  if (!file.startsWith(root + sep)) return null;
  const stats = await stat(file).catch(() => null);
  if (!stats?.isFile()) return null;
  const contentType = getMimeType(file) ?? 'application/octet-stream';
  const headers = new Headers({
    'Content-Type': contentType,
    'Content-Length': String(stats.size),
    'Cache-Control': segments[0] === 'assets' ? IMMUTABLE : SHORT,
    'Last-Modified': stats.mtime.toUTCString(),
  });
  if (isCompressible(contentType) && stats.size >= MIN_COMPRESS_BYTES) {
    addVary(headers);
    const encoding = negotiateEncoding(acceptEncoding);
    if (encoding) {
      const body = await compressedFile(file, `${stats.mtimeMs}:${stats.size}`, encoding);
      headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(body.length));
      return new Response(method === 'HEAD' ? null : new Uint8Array(body), { headers });
    }
  }
  if (method === 'HEAD') return new Response(null, { headers });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, { headers });
}

/**
 * The request a site's handler gets: the client's request with the response's CSP nonce and the
 * client's IP in {@link CSP_NONCE_HEADER} and {@link CLIENT_IP_HEADER}, whatever the client sent
 * in those headers replaced.
 */
export function forSiteHandler(request: Request, nonce: string, clientIp: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CSP_NONCE_HEADER, nonce);
  headers.set(CLIENT_IP_HEADER, clientIp);
  const hasBody = request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(request, {
    headers,
    ...(hasBody ? ({ duplex: 'half' } as RequestInit) : {}),
  });
}

/** A small platform page; its one inline `<style>` carries the response's CSP nonce. */
function page(c: Context, title: string, body: string): string {
  const nonce = c.get('cspNonce');
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
a{color:#0a4ea3}li{margin:.5rem 0}code{background:#f4f4f4;padding:0 .25rem}.muted{color:#595959}</style>
</head><body><main>${body}</main></body></html>`;
}

/**
 * A refused request (load shedding): 503 with Retry-After, never cached. A page request gets the
 * small "busy, try again" page; a React Router data request (`….data`, a fetcher or a client
 * navigation) the JSON error shape. A refused form post was not acted on (no lead is stored), and
 * the page says so.
 */
function busyAnswer(c: Context, error: ShedError, siteName: string | null, url: URL): Response {
  const headers = {
    'Retry-After': String(error.retryAfterSeconds),
    'Cache-Control': 'no-store',
  };
  const method = c.req.method;
  if (
    url.pathname.endsWith('.data') ||
    !/text\/html|\*\/\*/.test(c.req.header('Accept') ?? '*/*')
  ) {
    return c.json({ error: BUSY_MESSAGE }, 503, headers);
  }
  const read = method === 'GET' || method === 'HEAD';
  return c.html(
    busyPage({
      nonce: c.get('cspNonce'),
      retryAfterSeconds: error.retryAfterSeconds,
      siteName,
      retryHref: read ? `${url.pathname}${url.search}` : '/',
      posted: !read,
    }),
    503,
    headers,
  );
}

/**
 * Serves every dealer site on the platform server, by Host: a request for `<slug>.localhost`
 * or one of a site's custom domains gets that site's static client files from
 * `<distDir>/<slug>/client`, else its server-rendered page from `<distDir>/<slug>/server`.
 * `localhost` (no site) gets an index of the sites. `/api/*`, `/media/*`, `/_img` and the
 * search engine's `/search/...` resources go on to the platform routes: mount this first. Text
 * responses (client files and rendered pages) go out Brotli- or gzip-compressed to clients that
 * accept it.
 */
export function siteHosting(options: SiteHostingOptions): Hono {
  const distDir = resolve(options.distDir ?? SITES_DIST_DIR);
  const { sites, logger } = options;
  const handlers = new Map<
    string,
    {
      version: number;
      handler: Promise<(request: Request) => Promise<Response>>;
      usesCspNonce: Promise<boolean>;
    }
  >();

  const serverEntry = (slug: string) => join(distDir, slug, 'server', 'index.js');

  /**
   * The site's request handler: its server build imported on first use, and again when the
   * build is replaced (a new `pnpm build:site` while the server runs); null when not built.
   */
  function handlerFor(slug: string): {
    handler: Promise<(request: Request) => Promise<Response>>;
    usesCspNonce: Promise<boolean>;
  } | null {
    let version: number;
    try {
      version = statSync(serverEntry(slug)).mtimeMs;
    } catch {
      return null;
    }
    const cached = handlers.get(slug);
    if (cached?.version === version) return cached;
    const started = performance.now();
    const build: Promise<SiteBuild> = import(
      `${pathToFileURL(serverEntry(slug)).href}?v=${version}`
    );
    const handler = build.then((loaded) => {
      logger.info({ site: slug, ms: Math.round(performance.now() - started) }, 'site build loaded');
      if (loaded.usesCspNonce !== true) {
        logger.warn(
          { site: slug },
          "site build does not stamp the CSP nonce: its pages get 'unsafe-inline' until rebuilt",
        );
      }
      return loaded.createSiteHandler(
        options.platformFetch ? { platformFetch: options.platformFetch } : {},
      );
    });
    const usesCspNonce = build.then(
      (loaded) => loaded.usesCspNonce === true,
      () => false,
    );
    handler.catch(() => handlers.delete(slug));
    const entry = { version, handler, usesCspNonce };
    handlers.set(slug, entry);
    return entry;
  }

  async function siteIndex(c: Context, url: URL, unknownHost: string | null): Promise<Response> {
    const port = url.port ? `:${url.port}` : '';
    const items = (await sites.list()).map((site: SiteRecord) => {
      const href = `${url.protocol}//${site.slug}.localhost${port}/`;
      const built = isBuilt(site.slug);
      const domains = site.domains.length
        ? ` <span class="muted">(also ${site.domains.map(escapeHtml).join(', ')})</span>`
        : '';
      const status = built
        ? ''
        : ` — <span class="muted">not built yet: run <code>pnpm build:site ${escapeHtml(site.slug)}</code></span>`;
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(site.name)}</a> <span class="muted">${escapeHtml(site.template)} template</span>${domains}${status}</li>`;
    });
    const notice = unknownHost
      ? `<p role="alert">No dealer site is served at <code>${escapeHtml(unknownHost)}</code>.</p>`
      : '';
    return c.html(
      page(
        c,
        'Forecourt dealer sites',
        `<h1>Forecourt dealer sites</h1>${notice}
<nav aria-label="Dealer sites"><ul>${items.join('\n')}</ul></nav>
<h2>Platform</h2><ul><li><a href="/api/docs">Platform API reference</a></li></ul>`,
      ),
      unknownHost ? 404 : 200,
    );
  }

  function isBuilt(slug: string): boolean {
    try {
      return statSync(serverEntry(slug)).isFile();
    } catch {
      return false;
    }
  }

  const app = new Hono();
  // The security headers (a no-op when the platform server's own copy runs around this app);
  // a site's answers get the CSP with the site's own hosts, set below.
  app.use('*', securityHeaders({ trustProxy: options.trustProxy ?? 0 }));
  app.all('*', async (c, next) => {
    const url = new URL(c.req.url);
    const method = c.req.method;
    if (isPlatformRequest(method, url.pathname)) return next();
    const site = await sites.forHost(url.host);
    if (!site) {
      if (url.pathname !== '/' || (method !== 'GET' && method !== 'HEAD')) return next();
      const host = url.hostname.toLowerCase();
      return siteIndex(c, url, host.endsWith('.localhost') ? url.host : null);
    }
    const acceptEncoding = c.req.header('Accept-Encoding');
    const asset = await clientAsset(
      join(distDir, site.slug, 'client'),
      url.pathname,
      method,
      acceptEncoding,
    );
    const nonce = c.get('cspNonce');
    const sources = siteCspSources(site, options.cspSources);
    const { https } = clientInfoOf(c, options.trustProxy ?? 0);
    if (asset) {
      asset.headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy(nonce, sources, { upgradeInsecureRequests: https }),
      );
      return asset;
    }
    const entry = handlerFor(site.slug);
    if (!entry) {
      return c.html(
        page(
          c,
          `${site.name} is not built yet`,
          `<h1>${escapeHtml(site.name)} is not built yet</h1>
<p>This site has no build in <code>dist/sites/${escapeHtml(site.slug)}</code>. Run <code>pnpm build:site ${escapeHtml(site.slug)}</code> (or <code>pnpm build:sites</code>) and reload.</p>`,
        ),
        503,
        { 'Retry-After': '30' },
      );
    }
    try {
      const handler = await entry.handler;
      const clientIp = clientInfoOf(c).ip;
      const renderNow = (withNonce: string) =>
        handler(forSiteHandler(c.req.raw, withNonce, clientIp));
      const gate = options.renderGate;
      // Only a render waits for a slot: a page answered from the cache never does.
      const render = gate?.enabled
        ? (withNonce: string) => gate.run(() => renderNow(withNonce))
        : renderNow;
      let response: Response;
      let cacheState: string | undefined;
      if (options.pageCache && isAnonymousRead(c.req.raw)) {
        // One page per site, host, scheme, path and query (the host and scheme make its links).
        const key = `${url.host}\n${https ? 'https' : 'http'}\n${url.pathname}${url.search}`;
        const answer = await options.pageCache.answer(site.slug, key, nonce, render, {
          refreshNonce: createCspNonce,
          readOnly: method === 'HEAD',
        });
        response = answer.response;
        cacheState = answer.state;
      } else {
        response = await render(nonce);
        if (options.pageCache) cacheState = 'BYPASS';
      }
      const headers = new Headers(response.headers);
      if (cacheState) headers.set(PAGE_CACHE_HEADER, cacheState);
      // A page's `public` opt-in is for this server's cache only: a render answered past it (a
      // shopper with a cookie, a form post) may be that shopper's own page, and any page carries
      // its own nonce, so no shared cache downstream may keep it.
      if (/(^|,)\s*public\s*(,|$)/i.test(headers.get('Cache-Control') ?? '')) {
        headers.set('Cache-Control', 'no-cache');
      }
      const strict = contentSecurityPolicy(nonce, sources, { upgradeInsecureRequests: https });
      if (await entry.usesCspNonce) {
        headers.set('Content-Security-Policy', strict);
      } else {
        // A build from before the nonce hand-off: its inline scripts carry no nonce.
        headers.set(
          'Content-Security-Policy',
          contentSecurityPolicy(nonce, sources, {
            inlineFallback: true,
            upgradeInsecureRequests: https,
          }),
        );
        headers.set('Content-Security-Policy-Report-Only', strict);
      }
      return compressResponse(
        new Response(response.body, {
          status: response.status,
          statusText: response.statusText,
          headers,
        }),
        acceptEncoding,
        method,
      );
    } catch (error) {
      if (error instanceof ShedError) return busyAnswer(c, error, site.name, url);
      logger.error({ err: error, site: site.slug, path: url.pathname }, 'site render failed');
      return c.html(
        page(
          c,
          'Something went wrong',
          `<h1>Something went wrong</h1><p>Sorry, this page of ${escapeHtml(site.name)} could not be shown. Please try again in a moment.</p>`,
        ),
        500,
      );
    }
  });
  return app;
}
