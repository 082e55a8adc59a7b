import type { ContentPageSlug, PublicSiteConfig } from '@forecourt/site-config';
import { CONTENT_PAGE_SLUGS, isContentPageServed, isContentPageSlug } from '@forecourt/site-config';
import { siteText } from '@forecourt/site-shell';
import { CONTENT_PAGES, type ContentPageForm } from './content-pages.ts';

/** A dealership the shopper may choose on a multi-dealership site's form (site-wide §5). */
export interface DealershipOption {
  value: string;
  label: string;
}

/** What a content page shows: its title, sanitised body, its form and the service booking link. */
export interface ContentPageView {
  slug: ContentPageSlug;
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

/** The page a path names (`/book-test-drive/` too), or null. */
export function contentSlugOf(pathname: string): ContentPageSlug | null {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return isContentPageSlug(slug) ? slug : null;
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
  if (!isContentPageSlug(slug)) return null;
  // A hidden page, or an opt-in page the site does not list, is not found (site-wide §2).
  if (!isContentPageServed(site, slug)) return null;
  const page = CONTENT_PAGES[slug];
  const custom = site.content_pages[slug];
  const dealerHtml = custom?.html ? sanitise(custom.html) : null;
  return {
    slug,
    title: custom?.title?.trim() || page.title,
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
 * every page of `CONTENT_PAGE_SLUGS` except those the site hides, and the opt-in pages it lists.
 */
export function contentSitemapPaths(site: Pick<PublicSiteConfig, 'content_pages'>): string[] {
  return CONTENT_PAGE_SLUGS.filter((slug) => isContentPageServed(site, slug)).map(
    (slug) => `/${slug}`,
  );
}
