import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewsSection } from './ReviewsSection.tsx';
import { STORY_REVIEW_CARD, STORY_REVIEWS_SECTION } from './story-data.ts';

describe('<ReviewsSection />', () => {
  it('shows the average to one decimal with stars named by the rating for screen readers (site-wide §9)', () => {
    render(<ReviewsSection section={STORY_REVIEWS_SECTION} />);
    const section = screen.getByRole('region', { name: 'What our customers say' });
    expect(within(section).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    expect(within(section).getByText('Based on 42 Google reviews')).toBeTruthy();
    expect(within(section).getByText('4.3')).toBeTruthy();
  });

  it('draws at most 4 full stars plus a partial one (site-wide §9)', () => {
    const { container } = render(
      <ReviewsSection section={{ ...STORY_REVIEWS_SECTION, average: '5.0', reviews: [] }} />,
    );
    const stars = container.querySelectorAll('.reviews-section__aggregate svg');
    expect([...stars].map((star) => star.getAttribute('data-fill'))).toEqual([
      'full',
      'full',
      'full',
      'full',
      'partial',
    ]);
  });

  it('lists each review with its stars, title, text, name, date and reply', () => {
    render(<ReviewsSection section={STORY_REVIEWS_SECTION} />);
    const review = screen.getByRole('article', { name: 'Review by Priya S.' });
    expect(within(review).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
    expect(
      within(review).getByRole('heading', { name: 'Fantastic experience', level: 3 }),
    ).toBeTruthy();
    expect(within(review).getByText('12 October 2026').getAttribute('datetime')).toBe('2026-10-12');
    expect(within(review).getByText('Thanks Priya! See you at your first service.')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('renders shopper text as text, never as HTML', () => {
    const { container } = render(
      <ReviewsSection
        section={{
          ...STORY_REVIEWS_SECTION,
          reviews: [
            {
              ...STORY_REVIEW_CARD,
              name: '<img src=x onerror=alert(1)>',
              text: '<script>alert(1)</script><b>bold</b>',
            },
          ],
        }}
      />,
    );
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script><b>bold</b>')).toBeTruthy();
  });

  it('renders nothing without an average or reviews', () => {
    const { container } = render(
      <ReviewsSection section={{ average: null, count: 0, reviews: [] }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
