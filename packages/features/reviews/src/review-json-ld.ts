import { absoluteUrl, type JsonLd } from '@forecourt/site-shell';
import type { ReviewsSectionData } from './review-view.ts';

/**
 * The dealer as a schema.org `AutoDealer` with its `AggregateRating` (the average and count of
 * every review) and the shown reviews as `Review`s (author, date, rating, text): site-wide
 * "Review/AggregateRating" JSON-LD. Nothing without reviews.
 */
export function reviewsJsonLd(
  section: ReviewsSectionData,
  site: { name: string; origin: string },
): JsonLd | null {
  if (section.average === null || section.count === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: site.name,
    url: absoluteUrl(site.origin, '/'),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: section.average,
      reviewCount: section.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: section.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.name },
      datePublished: review.dateTime,
      ...(review.title ? { name: review.title } : {}),
      ...(review.text ? { reviewBody: review.text } : {}),
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
    })),
  };
}
