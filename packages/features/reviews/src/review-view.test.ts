import { resolveSiteConfig } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import { GOOGLE_REVIEWS_SHOWN, reviewsSectionView } from './review-view.ts';
import { storyReview } from './ui/story-data.ts';

const site = (reviews?: { min_rating?: number; hidden_titles?: string[] }) =>
  resolveSiteConfig({
    slug: 'acme',
    name: 'Acme Cars',
    template: 'classic',
    ...(reviews ? { reviews } : {}),
  });

const answer = (reviews: ReturnType<typeof storyReview>[], average: string | null = '4.35') => ({
  count: reviews.length,
  average_rating: average,
  reviews,
});

describe('reviewsSectionView', () => {
  it('shows the average with one decimal place (site-wide §9 Reviews)', () => {
    expect(reviewsSectionView(answer([storyReview(1)], '4.35'), site()).average).toBe('4.3');
    expect(reviewsSectionView(answer([storyReview(1)], '5.00'), site()).average).toBe('5.0');
    expect(reviewsSectionView(answer([], null), site()).average).toBeNull();
  });

  it('hides reviews under the minimum rating, 4 by default (site-wide §5)', () => {
    const reviews = [
      storyReview(1, { rating: 5 }),
      storyReview(2, { rating: 4 }),
      storyReview(3, { rating: 3.5 }),
      storyReview(4, { rating: 1 }),
    ];
    expect(reviewsSectionView(answer(reviews), site()).reviews.map((r) => r.id)).toEqual([1, 2]);
    // One dealer shows from 3 (site-wide §5).
    expect(
      reviewsSectionView(answer(reviews), site({ min_rating: 3 })).reviews.map((r) => r.id),
    ).toEqual([1, 2, 3]);
  });

  it("hides reviews under the site's hidden titles (site-wide §5: two reviews hidden by title)", () => {
    const reviews = [
      storyReview(1, { title: 'Test review - please ignore' }),
      storyReview(2, { title: 'Staff member review' }),
      storyReview(3, { title: 'Great service' }),
    ];
    const hidden = site({ hidden_titles: ['Test review - please ignore', 'staff member review'] });
    expect(reviewsSectionView(answer(reviews), hidden).reviews.map((r) => r.id)).toEqual([3]);
    expect(reviewsSectionView(answer(reviews), site()).reviews).toHaveLength(3);
  });

  it('shows at most 12 Google reviews, in the order given (site-wide §9: full quantity 12)', () => {
    const reviews = Array.from({ length: 20 }, (_, index) =>
      storyReview(index + 1, { source: index === 0 ? 'facebook' : 'google' }),
    );
    const shown = reviewsSectionView(answer(reviews), site()).reviews;
    expect(GOOGLE_REVIEWS_SHOWN).toBe(12);
    expect(shown.map((review) => review.id)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 2),
    );
  });

  it('dates reviews dd MMMM yyyy and keeps the reply (site-wide §3 Review, §9)', () => {
    const [card] = reviewsSectionView(
      answer([
        storyReview(1, {
          review_date: '2026-03-05',
          reply_text: 'Thanks!',
          reply_date: '2026-03-06',
        }),
      ]),
      site(),
    ).reviews;
    expect(card).toMatchObject({
      date: '05 March 2026',
      dateTime: '2026-03-05',
      reply: { text: 'Thanks!', date: '06 March 2026' },
    });
  });
});
