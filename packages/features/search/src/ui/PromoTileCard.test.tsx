import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PromoTileCard } from './PromoTileCard.tsx';

describe('<PromoTileCard /> (site-wide §4)', () => {
  const tile = {
    title: 'Summer service special',
    image_url: '/media/tiles/summer.svg',
    href: '/special-offers',
  };

  it('is one link named by its title, with a sized, lazy image whose text alternative is the title', () => {
    render(<PromoTileCard tile={tile} />);
    const link = screen.getByRole('link', { name: 'Summer service special' });
    expect(link.getAttribute('href')).toBe('/special-offers');
    const image = screen.getByRole('img', { name: 'Summer service special' });
    expect(link.contains(image)).toBe(true);
    expect(image.getAttribute('width')).toBe('600');
    expect(image.getAttribute('height')).toBe('400');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('is reached with the keyboard', async () => {
    render(<PromoTileCard tile={tile} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: 'Summer service special' }),
    );
  });
});
