import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogCards } from './BlogCards.tsx';
import { STORY_BLOG_CARDS } from './story-data.ts';

describe('<BlogCards />', () => {
  it('shows each card with its linked heading and its date dd MMMM yyyy (site-wide §3 Blog card)', () => {
    render(<BlogCards cards={STORY_BLOG_CARDS} />);
    const section = screen.getByRole('region', { name: 'News and Blog' });
    const link = within(section).getByRole('link', { name: 'How we inspect every used car' });
    expect(link.getAttribute('href')).toBe('/blog/how-we-inspect-every-used-car');
    expect(within(section).getByText('14 October 2026').getAttribute('datetime')).toBe(
      '2026-10-14',
    );
    expect(within(section).getByRole('link', { name: 'Read all posts' }).getAttribute('href')).toBe(
      '/blog',
    );
  });

  it('renders nothing without posts', () => {
    const { container } = render(<BlogCards cards={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
