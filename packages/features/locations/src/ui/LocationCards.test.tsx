import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationCards } from './LocationCards.tsx';
import { cards } from './story-fixtures.ts';

describe('<LocationCards view="carousel" />', () => {
  it('shows the Our Locations carousel with a Swipe hint at 3 or fewer cards (site-wide §2)', () => {
    render(<LocationCards view="carousel" locations={cards(3)} />);
    expect(screen.getByRole('region', { name: 'Our Locations' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
    expect(screen.getByText('Swipe')).toBeInTheDocument();
  });

  it('has no Swipe hint above 3 cards (site-wide §2)', () => {
    render(<LocationCards view="carousel" locations={cards(4)} />);
    expect(screen.queryByText('Swipe')).not.toBeInTheDocument();
  });

  it('uses five columns above 4 slides (site-wide §9)', () => {
    const { container } = render(<LocationCards view="carousel" locations={cards(5)} />);
    expect(container.querySelector('.fc-location-carousel--5')).not.toBeNull();
    const { container: four } = render(<LocationCards view="carousel" locations={cards(4)} />);
    expect(four.querySelector('.fc-location-carousel--4')).not.toBeNull();
  });

  it('has previous and next buttons', () => {
    render(<LocationCards view="carousel" locations={cards(6)} />);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });
});

describe('<LocationCards view="grid" />', () => {
  it('lists the cards as a grid, 4 per row above 3 locations (site-wide §2)', () => {
    render(<LocationCards view="grid" locations={cards(5)} />);
    const grid = screen.getByRole('list', { name: 'Our Locations' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(5);
    expect(grid).toHaveClass('fc-location-grid--4');
  });

  it('puts 3 per row at 6 locations (site-wide §2)', () => {
    render(<LocationCards view="grid" locations={cards(6)} />);
    expect(screen.getByRole('list')).toHaveClass('fc-location-grid--3');
  });

  it('shows no Swipe hint and no carousel', () => {
    render(<LocationCards view="grid" locations={cards(2)} />);
    expect(screen.queryByText('Swipe')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('renders nothing without locations', () => {
    const { container } = render(<LocationCards view="grid" locations={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
