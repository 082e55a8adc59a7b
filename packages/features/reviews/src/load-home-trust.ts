import { salesToday } from '@forecourt/format';
import { apiFor, canonicalOrigin, siteOf } from '@forecourt/site-shell';
import type { LoaderFunctionArgs } from 'react-router';
import { type BlogCardData, homeBlogCards } from './blog.ts';
import { reviewsJsonLd } from './review-json-ld.ts';
import { type ReviewsSectionData, reviewsSectionView } from './review-view.ts';

/** What a home page's trust sections need from its loader (see `HomeTrust`). */
export interface HomeTrustData {
  reviews: ReviewsSectionData | null;
  reviewsJsonLd: ReturnType<typeof reviewsJsonLd>;
  /** The sales counter at the request time; null when `features.sales_counter` is off. */
  salesCount: number | null;
  blogCards: BlogCardData[];
}

/**
 * The home page's trust sections, for its loader (site-wide §2 "Sales counter banner, stats
 * banner and blog cards", reviews): the site's reviews through the API (a failing call is logged
 * and leaves the section out, so the home page still renders), the sales counter computed from
 * the request time (so the server renders the number and hydration agrees), and the blog cards.
 */
export async function loadHomeTrust(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  now: Date = new Date(),
): Promise<HomeTrustData> {
  const site = siteOf(context);
  let reviews: ReviewsSectionData | null = null;
  try {
    reviews = reviewsSectionView(await apiFor(request, context).reviews(site.slug), site);
  } catch (error) {
    console.error(`reviews section of ${site.slug}: ${String(error)}`);
  }
  return {
    reviews,
    reviewsJsonLd: reviews
      ? reviewsJsonLd(reviews, { name: site.name, origin: canonicalOrigin(site.url, request.url) })
      : null,
    salesCount: site.features.sales_counter ? salesToday(now) : null,
    blogCards: homeBlogCards(site),
  };
}
