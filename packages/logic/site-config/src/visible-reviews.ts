/** The review fields the gate reads (site-wide §3 Review). */
export interface ReviewInput {
  rating: number | string | null;
  /** Not in the sample shape; reviews without a title are never hidden by title. */
  title?: string | null;
}

/** The site's review settings (`PLATFORM_DEFAULTS.reviews`: min_rating 4, no hidden titles). */
export interface ReviewsSite {
  reviews: { min_rating: number; hidden_titles: readonly string[] };
}

const normalise = (title: string) => title.trim().toLowerCase();

/**
 * Reviews to display (site-wide §5): rating at or above the site's minimum (4 by default), and
 * not one of the site's hidden titles (compared trimmed and case-insensitively). A missing or
 * unreadable rating hides the review.
 */
export function visibleReviews<R extends ReviewInput>(
  reviews: readonly R[],
  site: ReviewsSite,
): R[] {
  const hidden = new Set(site.reviews.hidden_titles.map(normalise));
  return reviews.filter((review) => {
    const rating =
      review.rating === null || review.rating === '' ? Number.NaN : Number(review.rating);
    if (!(rating >= site.reviews.min_rating)) return false;
    return !(review.title && hidden.has(normalise(review.title)));
  });
}
