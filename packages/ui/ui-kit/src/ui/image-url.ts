import {
  IMAGE_TRANSFORM_PATH,
  imageWidthFor,
  isTransformableImageSource,
  PLATFORM_DEFAULTS,
} from '@forecourt/site-config';

/** Image transform defaults: width 640, quality 75 (site-wide §9, the platform's `image_cdn`). */
export const IMAGE_DEFAULTS = {
  width: PLATFORM_DEFAULTS.image_cdn.width,
  quality: PLATFORM_DEFAULTS.image_cdn.quality,
} as const;

/** Options of {@link imageUrl} and {@link imageSrcSet}. */
export interface ImageUrlOptions {
  /** Wanted width in px, snapped up to the platform's width ladder (160 … 1920). */
  width?: number;
  quality?: number;
  /**
   * The site's image CDN (`image_cdn.base_url`). Without one, images go through the platform's
   * own transform route, `/_img`, which takes the same `?url=…&w=…&q=…` query.
   */
  baseUrl?: string | null;
}

/**
 * The URL of an image resized by the image CDN (site-wide §7 "Images are served through an
 * image CDN with width and quality transforms"): `{base}?url={src}&w={width}&q={quality}`,
 * where the base is the site's `image_cdn.base_url` or the platform's `/_img`. Without a CDN,
 * only sources the platform route serves are transformed (`/media/…` paths and http(s) URLs);
 * others (`data:`, `blob:`, a site's own relative or `/assets/…` files) are returned as they are.
 */
export function imageUrl(src: string, options: ImageUrlOptions = {}): string {
  if (!isTransformed(src, options.baseUrl)) return src;
  const base = options.baseUrl || IMAGE_TRANSFORM_PATH;
  const params = new URLSearchParams({
    url: withoutHash(src),
    w: String(imageWidthFor(options.width ?? IMAGE_DEFAULTS.width)),
    q: String(Math.round(options.quality ?? IMAGE_DEFAULTS.quality)),
  });
  return `${base}${base.includes('?') ? '&' : '?'}${params}`;
}

/**
 * A `srcset` for a transformed image: the ladder widths around `width` (half, same, 1.5× and
 * 2×, so 2-4 candidates, e.g. 320w 640w 960w 1280w for 640), or `undefined` when `src` is not
 * transformed.
 */
export function imageSrcSet(src: string, options: ImageUrlOptions = {}): string | undefined {
  if (!isTransformed(src, options.baseUrl)) return undefined;
  const width = options.width ?? IMAGE_DEFAULTS.width;
  const widths = new Set([0.5, 1, 1.5, 2].map((factor) => imageWidthFor(width * factor)));
  return [...widths]
    .map((candidate) => `${imageUrl(src, { ...options, width: candidate })} ${candidate}w`)
    .join(', ');
}

function isTransformed(src: string, baseUrl: string | null | undefined): boolean {
  if (/^(data|blob):/i.test(src)) return false;
  return Boolean(baseUrl) || isTransformableImageSource(src);
}

function withoutHash(src: string): string {
  const hashAt = src.indexOf('#');
  return hashAt === -1 ? src : src.slice(0, hashAt);
}

const NOT_FOUND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#eef0f3"/><g fill="none" stroke="#6b7280" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"><rect x="245" y="140" width="110" height="90" rx="8"/><path d="m245 210 30-30 30 30 20-20 30 30"/><path d="m230 125 140 120"/></g><text x="300" y="290" fill="#4b5563" font-family="system-ui, sans-serif" font-size="24" text-anchor="middle">Image not found</text></svg>`;

/** The default image-not-found picture (site-wide §8 "Missing image"), an inline SVG. */
export const IMAGE_NOT_FOUND_SRC = `data:image/svg+xml,${encodeURIComponent(NOT_FOUND_SVG)}`;
