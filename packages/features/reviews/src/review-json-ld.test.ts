import { describe, expect, it } from 'vitest';
import { reviewsJsonLd } from './review-json-ld.ts';
import { STORY_REVIEWS_SECTION } from './ui/story-data.ts';

const site = { name: 'Acme Cars', origin: 'https://www.acme.com.au' };

describe('reviewsJsonLd', () => {
  it('gives the dealer an AggregateRating of every review and the shown reviews as Reviews', () => {
    const jsonLd = reviewsJsonLd(STORY_REVIEWS_SECTION, site);
    expect(jsonLd).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Acme Cars',
      url: 'https://www.acme.com.au/',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.3', reviewCount: 42 },
    });
    const reviews = (jsonLd as { review: Record<string, unknown>[] }).review;
    expect(reviews).toHaveLength(3);
    expect(reviews[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Priya S.' },
      datePublished: '2026-10-12',
      name: 'Fantastic experience',
      reviewBody: 'No pressure, honest answers and the car was ready on the day they promised.',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
    // No title or text: no empty properties.
    expect(reviews[2]).not.toHaveProperty('reviewBody');
  });

  it('gives nothing without reviews', () => {
    expect(reviewsJsonLd({ average: null, count: 0, reviews: [] }, site)).toBeNull();
  });
});
