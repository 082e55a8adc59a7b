import { type ComponentPropsWithRef, type CSSProperties, useCallback, useState } from 'react';
import { cx } from './cx.ts';
import { useImageCdn } from './ImageCdnProvider.tsx';
import { IMAGE_DEFAULTS, IMAGE_NOT_FOUND_SRC, imageSrcSet, imageUrl } from './image-url.ts';

export interface ImageClassNames {
  root: string;
}

export interface ImageProps
  extends Omit<
    ComponentPropsWithRef<'img'>,
    'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'className' | 'loading'
  > {
  /** The original image URL; `null` or empty shows the image-not-found picture. */
  src: string | null | undefined;
  /** Required; `""` for a purely decorative image. */
  alt: string;
  /** Intrinsic size in px: set on the element so the page does not shift while it loads. */
  width: number;
  height: number;
  /**
   * Width asked of the image CDN for `src` (default: the `ImageCdnProvider`'s, else 640,
   * site-wide §9); `srcSet` spans ½× to 2× of it.
   */
  transformWidth?: number;
  /** Quality asked of the image CDN (default: the `ImageCdnProvider`'s, else 75, site-wide §9). */
  quality?: number;
  /**
   * The site's `image_cdn.base_url` (default: the `ImageCdnProvider`'s); without one the
   * platform's `/_img` route transforms.
   */
  cdnBaseUrl?: string | null;
  /**
   * `false` shows `src` exactly as given: no transform, no `srcSet` (a catalogue without the
   * platform server, a logo that must stay SVG). Default `true`.
   */
  transform?: boolean;
  /**
   * How wide the image is drawn, for picking from `srcSet`. Default: the full viewport up to
   * `width`, then `width` px — and `auto` (the laid-out width) first for lazy images.
   */
  sizes?: string;
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

/** How far an image has fallen back: the transformed image, the original, the fallback. */
type Stage = 'transformed' | 'original' | 'fallback';

/**
 * An image through the image CDN — the site's `image_cdn.base_url` or the platform's `/_img`
 * route — with `w`/`q` transforms, a `srcSet` of 2-4 widths and `sizes`, explicit width and
 * height, lazy by default. When the transformed image fails it tries the original once, then
 * shows the image-not-found picture (site-wide §8).
 */
export function Image({
  src,
  alt,
  width,
  height,
  transformWidth,
  quality,
  cdnBaseUrl,
  transform = true,
  sizes,
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
  const cdn = useImageCdn();
  const options = {
    width: transformWidth ?? cdn.width ?? IMAGE_DEFAULTS.width,
    quality: quality ?? cdn.quality ?? IMAGE_DEFAULTS.quality,
    baseUrl: cdnBaseUrl === undefined ? cdn.base_url : cdnBaseUrl,
  };
  const transformed = src && transform ? imageUrl(src, options) : src || null;
  const srcSet = src && transform ? imageSrcSet(src, options) : undefined;
  // The stage belongs to one source: a new `src` starts again from its transformed image.
  const [failure, setFailure] = useState<{ src: string; stage: Stage } | null>(null);
  const stage: Stage = !src ? 'fallback' : failure?.src === src ? failure.stage : 'transformed';
  const eager = priority || loading === 'eager';
  // An image that fails before React hydrates has fired its error event already: once mounted,
  // a broken image (complete, no pixels) gets its src set again so the error fires for onError.
  const retriggerEarlyError = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) {
      img.src = img.getAttribute('src') ?? '';
    }
  }, []);
  const shown =
    stage === 'fallback' ? fallbackSrc : stage === 'original' ? (src as string) : transformed;
  const responsive = stage === 'transformed' && srcSet;
  return (
    <img
      {...rest}
      ref={retriggerEarlyError}
      // srcSet and sizes before src, so the browser never fetches `src` it would then replace.
      srcSet={responsive ? srcSet : undefined}
      sizes={
        responsive
          ? (sizes ?? `${eager ? '' : 'auto, '}(max-width: ${width}px) 100vw, ${width}px`)
          : undefined
      }
      src={shown ?? fallbackSrc}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : rest.fetchPriority}
      decoding="async"
      data-fallback={stage === 'fallback' || undefined}
      onError={(event) => {
        if (src && stage !== 'fallback') {
          const next = stage === 'transformed' && transformed !== src ? 'original' : 'fallback';
          setFailure({ src, stage: next });
        }
        onError?.(event);
      }}
      style={{ aspectRatio: `${width} / ${height}`, objectFit: fit, ...style } as CSSProperties}
      className={cx('fc-image', className, classNames?.root)}
    />
  );
}
