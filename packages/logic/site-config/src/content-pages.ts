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

/**
 * The slug of a dealer's own EOFY page (site-wide §2 "/eofy (plus several dealer-specific EOFY
 * pages)"): `eofy-` and the dealer part, lower-case letters, digits and hyphens
 * (`eofy-coastal-toyota`).
 */
export const DEALER_EOFY_PAGE_SLUG = /^eofy-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The path segment of a dealer EOFY page. */
export type DealerEofyPageSlug = `eofy-${string}`;

/** Whether a path segment has the form of a dealer EOFY page's slug. */
export function isDealerEofyPageSlug(value: string): value is DealerEofyPageSlug {
  return DEALER_EOFY_PAGE_SLUG.test(value);
}

/** A dealer EOFY page of a site's config (`dealer_eofy_pages`): its slug and its own copy. */
export interface DealerEofyPage {
  slug: string;
  title: string | null;
  html: string | null;
}

/**
 * The dealer EOFY page a site serves at `slug` (site-wide §2), or undefined: a site serves only
 * the ones its config lists in `dealer_eofy_pages`; anywhere else they answer 404.
 */
export function dealerEofyPage<Page extends Pick<DealerEofyPage, 'slug'>>(
  site: { dealer_eofy_pages: readonly Page[] },
  slug: string,
): Page | undefined {
  return site.dealer_eofy_pages.find((page) => page.slug === slug);
}
