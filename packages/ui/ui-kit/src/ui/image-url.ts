import { PLATFORM_DEFAULTS } from '@forecourt/site-config';

/** Image transform defaults: width 640, quality 75 (site-wide §9, the platform's `image_cdn`). */
export const IMAGE_DEFAULTS = {
  width: PLATFORM_DEFAULTS.image_cdn.width,
  quality: PLATFORM_DEFAULTS.image_cdn.quality,
} as const;

/** Options of {@link imageUrl}. */
export interface ImageUrlOptions {
  width?: number;
  quality?: number;
  /**
   * The site's image CDN (`image_cdn.base_url`): the image becomes `{base}?url={src}&w=…&q=…`.
   * Without it `w` and `q` are added to the image's own URL.
   */
  baseUrl?: string | null;
}

/**
 * The URL of an image resized by the image CDN (site-wide §7 "Images are served through an
 * image CDN with width and quality transforms"). `data:` and `blob:` URLs are returned as they
 * are.
 */
export function imageUrl(src: string, options: ImageUrlOptions = {}): string {
  if (/^(data|blob):/i.test(src)) return src;
  const width = String(Math.round(options.width ?? IMAGE_DEFAULTS.width));
  const quality = String(Math.round(options.quality ?? IMAGE_DEFAULTS.quality));
  if (options.baseUrl) {
    const params = new URLSearchParams({ url: src, w: width, q: quality });
    return `${options.baseUrl}${options.baseUrl.includes('?') ? '&' : '?'}${params}`;
  }
  const hashAt = src.indexOf('#');
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const withoutHash = hashAt === -1 ? src : src.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1));
  params.set('w', width);
  params.set('q', quality);
  return `${path}?${params}${hash}`;
}

const NOT_FOUND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#eef0f3"/><g fill="none" stroke="#6b7280" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"><rect x="245" y="140" width="110" height="90" rx="8"/><path d="m245 210 30-30 30 30 20-20 30 30"/><path d="m230 125 140 120"/></g><text x="300" y="290" fill="#4b5563" font-family="system-ui, sans-serif" font-size="24" text-anchor="middle">Image not found</text></svg>`;

/** The default image-not-found picture (site-wide §8 "Missing image"), an inline SVG. */
export const IMAGE_NOT_FOUND_SRC = `data:image/svg+xml,${encodeURIComponent(NOT_FOUND_SVG)}`;
