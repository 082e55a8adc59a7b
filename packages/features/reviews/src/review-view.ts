import type { Review, SiteReviews } from '@forecourt/api-client';
import { formatDate, formatRating } from '@forecourt/format';
import { type ReviewsSite, visibleReviews } from '@forecourt/site-config';

/** Google reviews shown in the reviews section: "full quantity is 12" (site-wide §9 Reviews). */
export const GOOGLE_REVIEWS_SHOWN = 12;

/** One review card: shopper and dealer text, rendered as text (never HTML). */
export interface ReviewCardData {
  id: number;
  name: string;
  /** 1 to 5. */
  rating: number;
  title: string | null;
  text: string | null;
  /** `dd MMMM yyyy` in Brisbane time (site-wide §3, §9), and the ISO day for `<time>`. */
  date: string | null;
  dateTime: string;
  reply: { text: string; date: string | null } | null;
}

/** The reviews section: the aggregate and the reviews to show. */
export interface ReviewsSectionData {
  /** The site's average to one decimal (site-wide §9), null without reviews. */
  average: string | null;
  /** Every review counted in the average. */
  count: number;
  reviews: ReviewCardData[];
}

function reviewCard(review: Review): ReviewCardData {
  return {
    id: review.id,
    name: review.customer_name,
    rating: review.rating,
    title: review.title,
    text: review.text,
    date: formatDate(review.review_date),
    dateTime: review.review_date,
    reply: review.reply_text
      ? { text: review.reply_text, date: formatDate(review.reply_date) }
      : null,
  };
}

/**
 * What the reviews section shows (site-wide §3 Review, §5, §9): the aggregate of every review
 * (the average to one decimal), and up to 12 Google reviews, newest first, that pass the site's
 * gate — rated at least `reviews.min_rating` (4 by default) and not under one of its
 * `reviews.hidden_titles`.
 */
export function reviewsSectionView(
  answer: Pick<SiteReviews, 'count' | 'average_rating' | 'reviews'>,
  site: ReviewsSite,
): ReviewsSectionData {
  const google = answer.reviews.filter((review) => review.source === 'google');
  return {
    average: answer.average_rating === null ? null : formatRating(answer.average_rating),
    count: answer.count,
    reviews: visibleReviews(google, site).slice(0, GOOGLE_REVIEWS_SHOWN).map(reviewCard),
  };
}
