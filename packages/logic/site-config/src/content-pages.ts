/**
 * The content and service pages a site serves from its config (site-wide §2 "Other content and
 * service pages"): each has the platform's default copy, which a dealer replaces with its own
 * HTML in `content_pages.<slug>` (sanitised before it is shown) or turns off with `hidden`.
 */
/**
 * The content pages a site serves only where its config lists them (`content_pages.<slug>`,
 * not hidden); anywhere else they answer 404: the EOFY page and the dealer programme, brand and
 * product pages (site-wide §2 /eofy, /diamond-advantage; vehicle-stock §2 /twg-cars,
 * /twg-rental, /twg-tyres, /finance-and-insurance, /neotek, /4x4-outdoor).
 */
export const OPT_IN_CONTENT_PAGE_SLUGS = [
  'eofy',
  'diamond-advantage',
  'finance-and-insurance',
  'twg-cars',
  'twg-rental',
  'twg-tyres',
  'neotek',
  '4x4-outdoor',
] as const;

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
  ...OPT_IN_CONTENT_PAGE_SLUGS,
] as const;

/** One of {@link CONTENT_PAGE_SLUGS}. */
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** Whether a path segment names a content page. */
export function isContentPageSlug(value: string): value is ContentPageSlug {
  return (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);
}

/** Whether a content page is served only where the site lists it. */
export function isOptInContentPage(slug: ContentPageSlug): boolean {
  return (OPT_IN_CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);
}

/**
 * Whether a site serves a content page (site-wide §2): an opt-in page where its
 * `content_pages.<slug>` entry is given and not hidden; any other page unless hidden.
 */
export function isContentPageServed(
  site: { content_pages: Partial<Record<ContentPageSlug, { hidden: boolean }>> },
  slug: ContentPageSlug,
): boolean {
  const entry = site.content_pages[slug];
  if (entry?.hidden) return false;
  return isOptInContentPage(slug) ? entry !== undefined : true;
}
