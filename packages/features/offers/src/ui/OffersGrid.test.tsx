import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_OFFERS_TEXT, OffersGrid } from './OffersGrid.tsx';
import { STORY_OFFER_CARDS } from './story-data.ts';

describe('<OffersGrid />', () => {
  it('lists one card per offer (site-wide §2 offers list)', () => {
    render(<OffersGrid offers={STORY_OFFER_CARDS} />);
    const list = screen.getByRole('list', { name: 'Offers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the exact empty-offers text when there are none (vehicle-stock §8)', () => {
    render(<OffersGrid offers={[]} />);
    expect(screen.getByRole('status').textContent).toBe(
      'There appears to be no offers currently available that meet the conditions of your search.',
    );
    expect(EMPTY_OFFERS_TEXT).toBe(
      'There appears to be no offers currently available that meet the conditions of your search.',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows the site's texts.empty_offers instead when given", () => {
    render(<OffersGrid offers={[]} translations={{ empty: 'No specials right now.' }} />);
    expect(screen.getByRole('status').textContent).toBe('No specials right now.');
  });
});
