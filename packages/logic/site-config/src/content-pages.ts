/**
 * The content and service pages a site serves from its config (site-wide §2 "Other content and
 * service pages"): each has the platform's default copy, which a dealer replaces with its own
 * HTML in `content_pages.<slug>` (sanitised before it is shown) or turns off with `hidden`.
 */
export const CONTENT_PAGE_SLUGS = [
  'privacy-policy',
  'terms-and-conditions',
  'about-us',
  'careers',
  'fleet',
  'buying',
  'warranty',
  'service',
  'vehicle-parts-and-accessories',
  'capped-price-servicing',
  'roadside-assist',
  'book-test-drive',
] as const;

/** One of {@link CONTENT_PAGE_SLUGS}. */
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** Whether a path segment names a content page. */
export function isContentPageSlug(value: string): value is ContentPageSlug {
  return (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);
}
