import type { Review } from '@forecourt/api-client';
import type { BlogCardData } from '../blog.ts';
import type { ReviewCardData, ReviewsSectionData } from '../review-view.ts';

/** A review as the API answers it, with fixed values (stories and tests). */
export function storyReview(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    dealership_id: 1,
    location_id: null,
    customer_name: `Shopper ${id}`,
    title: 'Great service',
    text: 'Friendly staff and an easy purchase.',
    rating: 5,
    review_date: `2026-10-${String(10 + (id % 18)).padStart(2, '0')}`,
    reply_text: null,
    reply_date: null,
    image: { url: null },
    source: 'google',
    ...overrides,
  };
}

/** One review card: a title, text and the dealer's reply. */
export const STORY_REVIEW_CARD: ReviewCardData = {
  id: 1,
  name: 'Priya S.',
  rating: 5,
  title: 'Fantastic experience',
  text: 'No pressure, honest answers and the car was ready on the day they promised.',
  date: '12 October 2026',
  dateTime: '2026-10-12',
  reply: { text: 'Thanks Priya! See you at your first service.', date: '13 October 2026' },
};

export const STORY_REVIEWS_SECTION: ReviewsSectionData = {
  average: '4.3',
  count: 42,
  reviews: [
    STORY_REVIEW_CARD,
    {
      id: 2,
      name: 'Tom Nguyen',
      rating: 4.5,
      title: null,
      text: 'Good price, quick finance approval.',
      date: '02 October 2026',
      dateTime: '2026-10-02',
      reply: null,
    },
    {
      id: 3,
      name: 'Alex W.',
      rating: 4,
      title: 'Happy with my purchase',
      text: null,
      date: '21 September 2026',
      dateTime: '2026-09-21',
      reply: null,
    },
  ],
};

export const STORY_BLOG_CARDS: BlogCardData[] = [
  {
    href: '/blog/how-we-inspect-every-used-car',
    heading: 'How we inspect every used car',
    image: null,
    date: '14 October 2026',
    dateTime: '2026-10-14',
    summary: 'The checks every car passes before it reaches our yard.',
  },
  {
    href: '/blog/five-questions-to-ask-before-buying-used',
    heading: 'Five questions to ask before buying used',
    image: null,
    date: '02 September 2026',
    dateTime: '2026-09-02',
    summary: 'What to ask the dealer about a used car before you sign anything.',
  },
];
