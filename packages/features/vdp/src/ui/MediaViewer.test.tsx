import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { galleryImages } from '../gallery-images.ts';
import { photos } from '../test/api-car.ts';
import type { VehicleMedia } from '../vehicle-media.ts';
import { MediaViewer } from './MediaViewer.tsx';

const images = galleryImages({ images: photos(5) }, 'Car');

const media = (overrides: Partial<VehicleMedia> = {}): VehicleMedia => ({
  views: ['spinner', 'walkaround', 'gallery', 'interior'],
  initialView: 'spinner',
  spin: { frames: ['/s/0.svg', '/s/1.svg', '/s/2.svg'], hotspots: [] },
  autorotate: false,
  walkaround: { src: '/media/video/walkaround.webm', title: 'Walkaround video of the Car' },
  walkaroundPosition: 'second',
  interior: { src: '/s/interior.svg', hotspots: [] },
  video: null,
  ...overrides,
});

describe('<MediaViewer /> (vehicle-stock §2, §4)', () => {
  it('offers the views as tabs and starts on the initial view', () => {
    render(<MediaViewer media={media()} images={images} showThumbnails title="Car" />);
    const tabs = within(screen.getByRole('tablist', { name: 'Views of the Car' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Spin',
      'Walkaround video',
      'Gallery',
      'Interior',
    ]);
    expect(screen.getByRole('tab', { name: 'Spin' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('slider', { name: '360° view of the Car' })).toBeInTheDocument();
  });

  it('starts on the gallery where the dealer says so', () => {
    render(
      <MediaViewer
        media={media({ initialView: 'gallery' })}
        images={images}
        showThumbnails
        title="Car"
      />,
    );
    expect(screen.getByRole('region', { name: 'Vehicle photos' })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('resets the gallery to its first photo after leaving it', async () => {
    render(
      <MediaViewer
        media={media({ initialView: 'gallery' })}
        images={images}
        showThumbnails
        title="Car"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'View fullscreen' }));
    const viewer = await screen.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(viewer).toHaveTextContent('3 of 5');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('tab', { name: 'Interior' }));
    expect(screen.getByRole('img', { name: 'Interior of the Car' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Gallery' }));
    await userEvent.click(screen.getByRole('button', { name: 'View fullscreen' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('1 of 5');
  });

  it('plays the walkaround in a native player unless it is a provider embed (§5)', async () => {
    render(<MediaViewer media={media()} images={images} showThumbnails title="Car" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Walkaround video' }));
    const video = screen.getByLabelText('Walkaround video of the Car');
    expect(video.tagName).toBe('VIDEO');
  });

  it('shows only the gallery, and the car video after it, for a car with photos and a video', () => {
    render(
      <MediaViewer
        media={media({
          views: ['gallery'],
          initialView: 'gallery',
          spin: null,
          walkaround: null,
          interior: null,
          video: { src: '/media/video/car.mp4', title: 'Video of the Car' },
        })}
        images={images}
        showThumbnails
        title="Car"
      />,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByLabelText('Video of the Car').tagName).toBe('VIDEO');
  });

  it("puts the walkaround among the gallery's photos at the site's position (vehicle-stock §9)", () => {
    render(
      <MediaViewer
        media={media({ initialView: 'gallery', walkaroundPosition: 'start' })}
        images={images}
        showThumbnails
        title="Car"
      />,
    );
    const gallery = screen.getByRole('region', { name: 'Vehicle photos' });
    const slides = gallery.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(6);
    expect(slides[0]?.querySelector('video')).toHaveAttribute(
      'src',
      '/media/video/walkaround.webm',
    );
    expect(slides[1]?.querySelector('img')).toHaveAttribute('alt', 'Car, photo 1 of 5');
  });
});
