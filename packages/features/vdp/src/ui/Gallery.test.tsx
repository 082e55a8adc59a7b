import { WALKAROUND_POSITIONS } from '@forecourt/site-config';
import { render, screen, within } from '@testing-library/react';
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

describe('<Gallery /> walkaround slide (vehicle-stock §2 image slider, §9 video position)', () => {
  const images = galleryImages({ images: photos(5) }, 'Car');
  const walkaround = { src: '/media/video/walkaround.webm', title: 'Walkaround video of the Car' };
  const EXPECTED = { start: 0, second: 1, middle: 2, end: 5 } as const;

  it.each(WALKAROUND_POSITIONS.map((position) => [position, EXPECTED[position]] as const))(
    '%s: the player and its thumbnail sit at slide %i, the photos around it in order',
    (position, at) => {
      render(
        <Gallery
          images={images}
          showThumbnails
          walkaround={walkaround}
          walkaroundPosition={position}
        />,
      );
      // Slides out of view are inert, so they are read from the slider's strip.
      const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
      expect(slides).toHaveLength(6);
      slides.forEach((slide, index) => {
        const player = slide.querySelector('video');
        if (index === at) {
          expect(player).toHaveAttribute('src', walkaround.src);
          expect(player).toHaveAttribute('title', walkaround.title);
        } else {
          expect(player).toBeNull();
          const photo = index < at ? index + 1 : index;
          expect(slide.querySelector('img')).toHaveAttribute('alt', `Car, photo ${photo} of 5`);
        }
      });
      const thumbnails = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole(
        'button',
      );
      expect(thumbnails).toHaveLength(6);
      thumbnails.forEach((thumbnail, index) => {
        expect(within(thumbnail).queryByRole('img', { name: 'Walkaround video' }) !== null).toBe(
          index === at,
        );
      });
    },
  );

  it('selects the walkaround from its thumbnail, and fullscreen opens on the photo after it', async () => {
    render(
      <Gallery
        images={images}
        showThumbnails
        walkaround={walkaround}
        walkaroundPosition="middle"
      />,
    );
    const thumbnail = screen.getByRole('button', { name: 'Show slide 3' });
    await userEvent.click(thumbnail);
    expect(thumbnail).toHaveAttribute('aria-current', 'true');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('3 of 6');
    await userEvent.click(screen.getByRole('button', { name: 'View fullscreen' }));
    const viewer = await screen.findByRole('dialog');
    expect(viewer).toHaveTextContent('3 of 5');
    expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'Car, photo 3 of 5');
  });

  it('has no walkaround slide for a car without one', () => {
    render(<Gallery images={images} showThumbnails walkaroundPosition="start" />);
    expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(5);
    expect(document.querySelector('video')).toBeNull();
  });
});
