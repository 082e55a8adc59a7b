import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OffersSection } from './OffersSection.tsx';
import { STORY_OFFER_CARDS } from './story-data.ts';

describe('<OffersSection />', () => {
  it('shows the first N offers under its heading and View all offers → /special-offers', () => {
    render(
      <OffersSection
        offers={STORY_OFFER_CARDS}
        count={2}
        translations={{ heading: 'Toyota offers' }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Toyota offers' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View all offers' }).getAttribute('href')).toBe(
      '/special-offers',
    );
  });

  it('renders nothing without offers', () => {
    const { container } = render(<OffersSection offers={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
