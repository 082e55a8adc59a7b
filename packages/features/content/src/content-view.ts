import type { ContentPageSlug, DealerEofyPageSlug, PublicSiteConfig } from '@forecourt/site-config';
import {
  CONTENT_PAGE_SLUGS,
  dealerEofyPage,
  isContentPageServed,
  isContentPageSlug,
  isDealerEofyPageSlug,
} from '@forecourt/site-config';
import { siteText } from '@forecourt/site-shell';
import { CONTENT_PAGES, type ContentPageForm } from './content-pages.ts';

/** A dealership the shopper may choose on a multi-dealership site's form (site-wide §5). */
export interface DealershipOption {
  value: string;
  label: string;
}

/** What a content page shows: its title, sanitised body, its form and the service booking link. */
export interface ContentPageView {
  slug: ContentPageSlug | DealerEofyPageSlug;
  title: string;
  description: string;
  /** Sanitised HTML (dealer copy) or the platform default. */
  html: string;
  form: ContentPageForm | null;
  /** The manufacturer's own booking page, on /service where the site has one (site-wide §2). */
  bookingUrl: string | null;
  /** The preferred dealership select, required above one dealership (site-wide §5). */
  dealerships: readonly DealershipOption[];
  termsRequired: boolean;
  messageOptional: boolean;
}

/** The page a path names (`/book-test-drive/` too, a dealer EOFY page's `/eofy-…`), or null. */
export function contentSlugOf(pathname: string): ContentPageSlug | DealerEofyPageSlug | null {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return isContentPageSlug(slug) || isDealerEofyPageSlug(slug) ? slug : null;
}

/** The site's own copy of the page a slug names, or null where the site does not serve it. */
function dealerCopy(
  site: PublicSiteConfig,
  slug: string,
): { title?: string | null; html?: string | null } | null {
  if (isContentPageSlug(slug)) {
    // A hidden page, or an opt-in page the site does not list, is not found (site-wide §2).
    return isContentPageServed(site, slug) ? (site.content_pages[slug] ?? {}) : null;
  }
  // A dealer EOFY page: served where the site lists it, over /eofy's default copy (site-wide §2).
  return isDealerEofyPageSlug(slug) ? (dealerEofyPage(site, slug) ?? null) : null;
}

/**
 * A content page for a site (site-wide §2 content pages): null when the path names no content
 * page or the site hides it (the route answers 404). The dealer's title and HTML replace the
 * defaults; `sanitise` cleans the dealer's HTML (the loader passes the dealer HTML sanitiser, so
 * it stays out of browser bundles); an empty result falls back to the default copy.
 */
export function contentPageView(
  site: PublicSiteConfig,
  slug: string,
  sanitise: (html: string) => string | null,
): ContentPageView | null {
  const custom = dealerCopy(site, slug);
  if (!custom) return null;
  const page = CONTENT_PAGES[isContentPageSlug(slug) ? slug : 'eofy'];
  const dealerHtml = custom.html ? sanitise(custom.html) : null;
  return {
    slug: slug as ContentPageView['slug'],
    title: custom.title?.trim() || page.title,
    description: siteText(site, page.description),
    html: dealerHtml ?? siteText(site, page.html),
    form: page.form,
    bookingUrl: slug === 'service' ? site.service_booking_url : null,
    dealerships:
      site.dealerships.length > 1
        ? site.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))
        : [],
    termsRequired: site.features.terms_required,
    messageOptional: site.features.message_optional,
  };
}

/**
 * The content pages a site serves, for its sitemap (site-wide §2 content and service pages):
 * every page of `CONTENT_PAGE_SLUGS` except those the site hides, the opt-in pages it lists and
 * its dealer EOFY pages.
 */
export function contentSitemapPaths(
  site: Pick<PublicSiteConfig, 'content_pages' | 'dealer_eofy_pages'>,
): string[] {
  return [
    ...CONTENT_PAGE_SLUGS.filter((slug) => isContentPageServed(site, slug)),
    ...site.dealer_eofy_pages.map((page) => page.slug),
  ].map((slug) => `/${slug}`);
}
