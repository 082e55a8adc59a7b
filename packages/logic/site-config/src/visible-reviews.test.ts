import { describe, expect, it } from 'vitest';
import { type ReviewInput, visibleReviews } from './visible-reviews.ts';

const site = (min_rating = 4, hidden_titles: string[] = []) => ({
  reviews: { min_rating, hidden_titles },
});
const review = (rating: ReviewInput['rating'], title?: string | null) => ({ rating, title });

describe('visibleReviews', () => {
  it('shows reviews at or above the minimum rating, 4 by default (site-wide §5)', () => {
    const reviews = [review(3.9), review(4), review(4.1), review(5)];
    expect(visibleReviews(reviews, site()).map((r) => r.rating)).toEqual([4, 4.1, 5]);
  });

  it('uses the dealer minimum, e.g. 3 (site-wide §5)', () => {
    const reviews = [review(2.9), review(3), review(3.1)];
    expect(visibleReviews(reviews, site(3)).map((r) => r.rating)).toEqual([3, 3.1]);
  });

  it('reads ratings given as strings (site-wide §3)', () => {
    expect(visibleReviews([review('4.0'), review('3.5')], site())).toEqual([review('4.0')]);
  });

  it('hides reviews with a missing or unreadable rating', () => {
    expect(visibleReviews([review(null), review(''), review('n/a')], site(0))).toEqual([]);
  });

  it('hides reviews by title, ignoring case and spacing (site-wide §5)', () => {
    const reviews = [review(5, 'Great service'), review(5, '  TERRIBLE test '), review(5, 'Fine')];
    const shown = visibleReviews(reviews, site(4, ['terrible test', 'Great Service']));
    expect(shown).toEqual([review(5, 'Fine')]);
  });

  it('never hides untitled reviews by title (site-wide §5)', () => {
    expect(visibleReviews([review(5), review(5, null)], site(4, ['']))).toHaveLength(2);
  });
});
