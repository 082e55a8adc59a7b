import { type ComponentPropsWithRef, type CSSProperties, useCallback, useState } from 'react';
import { cx } from './cx.ts';
import { IMAGE_DEFAULTS, IMAGE_NOT_FOUND_SRC, imageUrl } from './image-url.ts';

export interface ImageClassNames {
  root: string;
}

export interface ImageProps
  extends Omit<
    ComponentPropsWithRef<'img'>,
    'src' | 'alt' | 'width' | 'height' | 'className' | 'loading'
  > {
  /** The original image URL; `null` or empty shows the image-not-found picture. */
  src: string | null | undefined;
  /** Required; `""` for a purely decorative image. */
  alt: string;
  /** Intrinsic size in px: set on the element so the page does not shift while it loads. */
  width: number;
  height: number;
  /** Width asked of the image CDN (default 640, site-wide §9). */
  transformWidth?: number;
  /** Quality asked of the image CDN (default 75, site-wide §9). */
  quality?: number;
  /** The site's `image_cdn.base_url`, if it has one. */
  cdnBaseUrl?: string | null;
  /** `lazy` by default; `priority` images (the first hero image) load eagerly. */
  loading?: 'lazy' | 'eager';
  /** Load eagerly with high fetch priority (the largest image above the fold). */
  priority?: boolean;
  /** Shown when the image fails (default: the kit's image-not-found picture, site-wide §8). */
  fallbackSrc?: string;
  fit?: 'cover' | 'contain';
  className?: string;
  classNames?: Partial<ImageClassNames>;
}

/**
 * An image through the image CDN (`w`/`q` transforms), with explicit width and height, lazy by
 * default, that falls back to an image-not-found picture when it is missing or fails to load.
 */
export function Image({
  src,
  alt,
  width,
  height,
  transformWidth = IMAGE_DEFAULTS.width,
  quality = IMAGE_DEFAULTS.quality,
  cdnBaseUrl,
  loading = 'lazy',
  priority = false,
  fallbackSrc = IMAGE_NOT_FOUND_SRC,
  fit = 'cover',
  className,
  classNames,
  onError,
  style,
  ...rest
}: ImageProps) {
  const wanted = src
    ? imageUrl(src, { width: transformWidth, quality, baseUrl: cdnBaseUrl })
    : null;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = wanted === null || failedSrc === wanted;
  // An image that fails before React hydrates has fired its error event already: once mounted,
  // a broken image (complete, no pixels) gets its src set again so the error fires for onError.
  const retriggerEarlyError = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) {
      img.src = img.getAttribute('src') ?? '';
    }
  }, []);
  return (
    <img
      {...rest}
      ref={retriggerEarlyError}
      src={failed ? fallbackSrc : wanted}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : rest.fetchPriority}
      decoding="async"
      data-fallback={failed || undefined}
      onError={(event) => {
        if (wanted) setFailedSrc(wanted);
        onError?.(event);
      }}
      style={{ aspectRatio: `${width} / ${height}`, objectFit: fit, ...style } as CSSProperties}
      className={cx('fc-image', className, classNames?.root)}
    />
  );
}
