/**
 * The platform's own image transform route, used when a site has no `image_cdn.base_url`
 * (site-wide §7 "Images are served through an image CDN with width and quality transforms"). It
 * speaks the same query as a site's image CDN: `/_img?url={src}&w={width}&q={quality}`.
 */
export const IMAGE_TRANSFORM_PATH = '/_img';

/**
 * The widths the transform route answers (px). A fixed ladder keeps the number of variants per
 * photo (and so the cache) small; other widths are refused, and `imageWidthFor` snaps to it.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;

/** A width the transform route answers. */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Root-relative sources the route reads from the platform itself (the demo car photos). */
export const IMAGE_SOURCE_PREFIX = '/media/';

/** The smallest ladder width at least `wanted` px, or the largest when none is. */
export function imageWidthFor(wanted: number): ImageWidth {
  for (const width of IMAGE_WIDTHS) if (width >= wanted) return width;
  return IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as ImageWidth;
}

/**
 * Whether the transform route can serve `src`: a platform media path (`/media/…`) or an absolute
 * http(s) URL (served only from hosts the platform allows; the route refuses the others).
 */
export function isTransformableImageSource(src: string): boolean {
  return src.startsWith(IMAGE_SOURCE_PREFIX) || /^https?:\/\/[^/]/i.test(src);
}
