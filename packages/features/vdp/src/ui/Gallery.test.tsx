import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { galleryImages } from '../gallery-images.ts';
import { photos } from '../test/api-car.ts';
import { Gallery } from './Gallery.tsx';

describe('<Gallery />', () => {
  it('shows thumbnails only when asked (vehicle-stock §2)', () => {
    const images = galleryImages({ images: photos(5) }, 'Car');
    const { rerender } = render(<Gallery images={images} showThumbnails />);
    expect(screen.getByRole('group', { name: 'Choose a slide' })).toBeInTheDocument();
    rerender(<Gallery images={images} showThumbnails={false} />);
    expect(screen.queryByRole('group', { name: 'Choose a slide' })).toBeNull();
  });

  it('opens the fullscreen viewer where arrow keys move slides (vehicle-stock §4)', async () => {
    render(<Gallery images={galleryImages({ images: photos(3) }, 'Car')} showThumbnails={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'View fullscreen' }));
    const viewer = await screen.findByRole('dialog');
    expect(viewer).toHaveTextContent('1 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(viewer).toHaveTextContent('2 of 3');
  });

  it('says when there are no photos', () => {
    render(<Gallery images={[]} showThumbnails={false} />);
    expect(screen.getByText('Photos coming soon')).toBeInTheDocument();
  });
});
