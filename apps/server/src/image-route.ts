import { createHash } from 'node:crypto';
import {
  IMAGE_SOURCE_PREFIX,
  IMAGE_TRANSFORM_PATH,
  IMAGE_WIDTHS,
  PLATFORM_DEFAULTS,
} from '@forecourt/site-config';
import { type Context, Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import {
  IMAGE_CONTENT_TYPES,
  type ImageFormat,
  type PreferredFormat,
  preferredFormat,
  transformImage,
  UnreadableImageError,
} from './transform-image.ts';

/** What a transform produced, as the cache keeps it. */
interface CachedImage {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
}

/** One transform the route ran (for metrics and tests: cache hits run none). */
export interface ImageTransformEvent {
  source: string;
  width: number;
  quality: number;
  format: ImageFormat;
  bytes: number;
}

export interface ImageRouteOptions {
  /**
   * Answers a platform path (`/media/…`) in process, e.g. the media routes' `request`. The route
   * never opens a socket for these.
   */
  local: (path: string) => Response | Promise<Response>;
  /**
   * Hosts whose http(s) images may be transformed (`img.dealer.example`, `*.cloudfront.net`,
   * `host:8080`). Empty by default: only `/media/…` paths are served, and no URL is fetched.
   */
  allowedHosts?: readonly string[];
  /** Fetches an allowed remote source (default: global `fetch`). */
  fetchRemote?: typeof fetch;
  /** In-memory cache size in bytes of transformed images (default 64 MiB). */
  cacheBytes?: number;
  /** Largest source read, in bytes (default 20 MiB). */
  maxSourceBytes?: number;
  /** How long a remote source may take, in ms (default 10 s). */
  remoteTimeoutMs?: number;
  /** Transforms run at once; more wait their turn (default 2). */
  concurrency?: number;
  /** Called for every transform actually run (not for cache hits or shared in-flight work). */
  onTransform?: (event: ImageTransformEvent) => void;
  logger?: { error(details: object, message: string): void };
}

/** Cached for a year and never revalidated: a changed picture gets a new source URL. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Bump when encoder settings change, so no cache serves the old bytes under the same ETag. */
const TRANSFORM_VERSION = 'v1';

const WIDTHS: readonly number[] = IMAGE_WIDTHS;
const WIDTH_RULE = `must be one of ${IMAGE_WIDTHS.join(', ')}`;
const QUALITY_RULE = 'must be a whole number from 1 to 100';
const URL_RULE = `must be a ${IMAGE_SOURCE_PREFIX}… path or an http(s) URL`;

type Source = { kind: 'local'; path: string } | { kind: 'remote'; url: URL };

/** An answer other than the image: JSON `{ error, fields? }` like the API's errors. */
class ImageRouteError extends Error {
  readonly status: 400 | 403 | 404 | 502;
  readonly fields: Record<string, string> | undefined;

  constructor(
    status: 400 | 403 | 404 | 502,
    message: string,
    fields?: Record<string, string>,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.fields = fields;
  }
}

/**
 * The platform's image transform route (site-wide §7, §9):
 * `GET /_img?url={/media/… path or allowed http(s) URL}&w={width}&q={quality}`.
 *
 * - `w` one of `IMAGE_WIDTHS` (default 640), `q` 1-100 (default 75); anything else is a 400 with
 *   `{ error, fields: { w | q | url } }`.
 * - AVIF when `Accept` has `image/avif`, else WebP when it has `image/webp`, else JPEG (PNG for
 *   transparent sources). `Vary: Accept`, a strong ETag (`If-None-Match` → 304) and a year's
 *   immutable `Cache-Control`, so a CDN in front keeps every variant.
 * - Sources: `/media/…` paths answered in process by `local`, and http(s) URLs on `allowedHosts`
 *   only (403 otherwise; redirects are not followed) — the route is no open proxy.
 * - Transformed images are kept in a byte-capped LRU; identical requests arriving together share
 *   one transform.
 */
export function imageRoutes(options: ImageRouteOptions): Hono {
  const {
    local,
    allowedHosts = [],
    fetchRemote = fetch,
    cacheBytes = 64 * 1024 * 1024,
    maxSourceBytes = 20 * 1024 * 1024,
    remoteTimeoutMs = 10_000,
    concurrency = 2,
    onTransform,
    logger,
  } = options;
  const hosts = allowedHosts.map((host) => host.trim().toLowerCase()).filter(Boolean);
  const cache = new LRUCache<string, CachedImage>({
    maxSize: cacheBytes,
    sizeCalculation: (image) => Math.max(image.body.byteLength, 1),
  });
  const inFlight = new Map<string, Promise<CachedImage>>();
  const limit = createLimit(concurrency);

  async function readSource(source: Source): Promise<Uint8Array> {
    let response: Response;
    if (source.kind === 'local') {
      response = await local(source.path);
    } else {
      try {
        response = await fetchRemote(source.url, {
          redirect: 'error',
          headers: { accept: 'image/*' },
          signal: AbortSignal.timeout(remoteTimeoutMs),
        });
      } catch (error) {
        throw new ImageRouteError(502, 'The image source did not answer.', undefined, error);
      }
    }
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      throw new ImageRouteError(404, 'Image not found.');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ImageRouteError(502, 'The image source did not answer.');
    }
    return readCapped(response, maxSourceBytes);
  }

  async function produce(
    key: string,
    source: Source,
    label: string,
    width: number,
    quality: number,
    preferred: PreferredFormat,
  ): Promise<CachedImage> {
    const input = await readSource(source);
    const output = await limit(() => transformImage(input, { width, quality, preferred }));
    const image: CachedImage = {
      // sharp's output buffers are plain (never shared) ArrayBuffers.
      body: output.data as Buffer<ArrayBuffer>,
      contentType: IMAGE_CONTENT_TYPES[output.format],
      etag: `"${createHash('sha256').update(output.data).digest('base64url').slice(0, 32)}"`,
    };
    cache.set(key, image);
    onTransform?.({
      source: label,
      width,
      quality,
      format: output.format,
      bytes: output.data.length,
    });
    return image;
  }

  const app = new Hono();
  app.get(IMAGE_TRANSFORM_PATH, async (c) => {
    try {
      const { source, label, width, quality } = parseRequest(c.req.query(), hosts);
      const preferred = preferredFormat(c.req.header('accept'));
      const key = `${TRANSFORM_VERSION}\n${label}\n${width}\n${quality}\n${preferred ?? 'auto'}`;
      let image = cache.get(key);
      if (!image) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = produce(key, source, label, width, quality, preferred).finally(() =>
            inFlight.delete(key),
          );
          inFlight.set(key, pending);
        }
        image = await pending;
      }
      const headers = {
        'cache-control': IMAGE_CACHE_CONTROL,
        vary: 'Accept',
        etag: image.etag,
        'x-content-type-options': 'nosniff',
      };
      if (matchesEtag(c.req.header('if-none-match'), image.etag)) {
        return c.body(null, 304, headers);
      }
      return c.body(image.body, 200, { ...headers, 'content-type': image.contentType });
    } catch (error) {
      return errorResponse(c, error, logger);
    }
  });
  return app;
}

function parseRequest(
  query: Record<string, string>,
  hosts: readonly string[],
): { source: Source; label: string; width: number; quality: number } {
  const fields: Record<string, string> = {};
  const width = wholeNumber(query.w, PLATFORM_DEFAULTS.image_cdn.width);
  if (width === undefined || !WIDTHS.includes(width)) fields.w = WIDTH_RULE;
  const quality = wholeNumber(query.q, PLATFORM_DEFAULTS.image_cdn.quality);
  if (quality === undefined || quality < 1 || quality > 100) fields.q = QUALITY_RULE;
  const raw = query.url ?? '';
  const source = raw ? parseSource(raw) : undefined;
  if (!raw) fields.url = 'is required';
  else if (!source) fields.url = URL_RULE;
  if (width === undefined || quality === undefined || !source || Object.keys(fields).length) {
    throw new ImageRouteError(400, 'Invalid image request.', fields);
  }
  if (source.kind === 'remote' && !isAllowedHost(source.url, hosts)) {
    throw new ImageRouteError(403, 'Images from this host are not served.', {
      url: 'host is not allowed',
    });
  }
  const label = source.kind === 'local' ? source.path : source.url.href;
  return { source, label, width, quality };
}

/** A query value of digits only (`fallback` when absent), else `undefined`. */
function wholeNumber(value: string | undefined, fallback: number): number | undefined {
  if (value === undefined) return fallback;
  return /^\d{1,5}$/.test(value) ? Number(value) : undefined;
}

/** A `/media/…` path without dot segments, or an http(s) URL without credentials. */
function parseSource(raw: string): Source | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused
  if (raw.length > 2048 || /[\0-\x1f\x7f]/.test(raw)) return undefined;
  if (raw.startsWith('/')) {
    if (!raw.startsWith(IMAGE_SOURCE_PREFIX) || raw.includes('\\')) return undefined;
    const path = raw.split('#')[0] ?? '';
    const pathname = path.split('?')[0] ?? '';
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    // `..`, `.` and empty segments, plain or percent-encoded, never reach a handler.
    for (const form of [pathname, decoded]) {
      const segments = form.split('/').slice(1);
      if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
        return undefined;
      }
      if (/[\\\0]/.test(form)) return undefined;
    }
    return { kind: 'local', path };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  url.hash = '';
  return { kind: 'remote', url };
}

/** Exact host (or `host:port`), or `*.example.com` for its subdomains. */
function isAllowedHost(url: URL, hosts: readonly string[]): boolean {
  const hostname = url.hostname.toLowerCase();
  const host = url.host.toLowerCase();
  return hosts.some((allowed) =>
    allowed.startsWith('*.')
      ? hostname.endsWith(allowed.slice(1)) && hostname.length > allowed.length - 1
      : allowed === host || allowed === hostname,
  );
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new ImageRouteError(502, 'The image source is too large.');
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ImageRouteError(502, 'The image source is too large.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function errorResponse(c: Context, error: unknown, logger: ImageRouteOptions['logger']): Response {
  const headers = { 'cache-control': 'no-store', vary: 'Accept' };
  if (error instanceof ImageRouteError) {
    if (error.status === 502) logger?.error({ err: error.cause ?? error }, error.message);
    return c.json(
      error.fields ? { error: error.message, fields: error.fields } : { error: error.message },
      error.status,
      headers,
    );
  }
  if (error instanceof UnreadableImageError) {
    logger?.error({ err: error }, 'image source unreadable');
    return c.json({ error: 'The image source could not be read.' }, 502, headers);
  }
  logger?.error({ err: error }, 'image transform failed');
  return c.json({ error: 'The image could not be transformed.' }, 500, headers);
}

/** Runs at most `max` tasks at once, in arrival order. */
function createLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
