import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationCard } from './LocationCard.tsx';
import { cardData } from './story-fixtures.ts';

describe('<LocationCard />', () => {
  it('shows name, address, phone, today’s hours and View Location (site-wide §2)', () => {
    render(<LocationCard location={cardData()} />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Sunshine Used Cars Moorooka' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveTextContent('1152 Ipswich Road');
    expect(screen.getByRole('link', { name: '(07) 5550 0100' })).toHaveAttribute(
      'href',
      'tel:0755500100',
    );
    expect(screen.getByText('Today: 8:30am - 5:30pm')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'View Location: Sunshine Used Cars Moorooka' }),
    ).toHaveAttribute('href', '/locations/sunshine-used-cars-moorooka');
  });

  it('shows the location rating with one decimal and the count when given (site-wide §3, §9)', () => {
    render(<LocationCard location={{ ...cardData(), rating: { average: '4.6', count: 31 } }} />);
    expect(screen.getByText('4.6 ★ (31 reviews)')).toBeInTheDocument();
  });

  it('offers View Our Stock when given a stock link (site-wide §2)', () => {
    render(<LocationCard location={cardData()} />);
    expect(
      screen.getByRole('link', { name: 'View Our Stock: Sunshine Used Cars Moorooka' }),
    ).toHaveAttribute('href', '/search/sunshine-used-cars-moorooka');
  });

  it('leaves View Our Stock out without one (site-wide §2 optionally)', () => {
    render(<LocationCard location={cardData({ stockHref: null })} />);
    expect(screen.queryByRole('link', { name: /View Our Stock/ })).not.toBeInTheDocument();
  });

  it('shows the distance after a postcode search (site-wide §9)', () => {
    render(<LocationCard location={cardData({ distance: '12 km away' })} />);
    expect(screen.getByText('12 km away')).toBeInTheDocument();
  });

  it('falls back to the image-not-found picture without an image (site-wide §8)', () => {
    const { container } = render(<LocationCard location={cardData({ imageUrl: null })} />);
    expect(container.querySelector('img')).toHaveAttribute('src', expect.stringContaining('image'));
  });

  it('takes the dealer’s wording', () => {
    render(
      <LocationCard
        location={cardData()}
        translations={{ viewLocation: 'Visit us', viewStock: 'Browse cars', today: 'Open today' }}
      />,
    );
    expect(screen.getByRole('link', { name: /^Visit us/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Browse cars/ })).toBeInTheDocument();
    expect(screen.getByText('Open today: 8:30am - 5:30pm')).toBeInTheDocument();
  });
});
