import { WALKAROUND_POSITIONS } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import {
  type GallerySlide,
  galleryImages,
  gallerySlides,
  photoOfSlide,
  showThumbnails,
  slideOfPhoto,
} from './gallery-images.ts';
import { photos } from './test/api-car.ts';

describe('gallery images', () => {
  it('shows thumbnails only when in stock and more than 3 images (vehicle-stock §2, §9)', () => {
    expect(showThumbnails({ status: 'in_stock' }, 4)).toBe(true);
    expect(showThumbnails({ status: 'coming_soon' }, 4)).toBe(true);
    expect(showThumbnails({ status: 'in_stock' }, 3)).toBe(false);
    expect(showThumbnails({ status: 'sold' }, 10)).toBe(false);
  });

  it('numbers the alt text and falls back to the full image for a missing thumbnail', () => {
    const images = galleryImages(
      { images: [...photos(2), { url: '/media/x.jpg' }, { url: '' }] },
      'Car',
    );
    expect(images).toHaveLength(3);
    expect(images[0]).toEqual({
      src: '/media/car-1.jpg',
      thumb: '/media/car-1-thumb.jpg',
      alt: 'Car, photo 1 of 3',
    });
    expect(images[2]?.thumb).toBe('/media/x.jpg');
    expect(galleryImages({ images: photos(1) }, 'Car')[0]?.alt).toBe('Car');
  });
});

describe('gallery slides: the walkaround at the site position (vehicle-stock §2, §9)', () => {
  const images = galleryImages({ images: photos(5) }, 'Car');
  const video = { src: '/media/video/walkaround.webm', title: 'Walkaround video of the Car' };
  const order = (slides: GallerySlide[]) =>
    slides.map((slide) => (slide.kind === 'photo' ? slide.photo : 'video'));

  it.each([
    ['start', ['video', 0, 1, 2, 3, 4]],
    ['second', [0, 'video', 1, 2, 3, 4]],
    ['middle', [0, 1, 'video', 2, 3, 4]],
    ['end', [0, 1, 2, 3, 4, 'video']],
  ] as const)('puts the walkaround %s', (position, expected) => {
    expect(order(gallerySlides(images, video, position))).toEqual(expected);
  });

  it('keeps every photo once, in order, for every position', () => {
    for (const position of WALKAROUND_POSITIONS) {
      const slides = gallerySlides(images, video, position);
      expect(slides).toHaveLength(6);
      expect(order(slides).filter((entry) => entry !== 'video')).toEqual([0, 1, 2, 3, 4]);
    }
  });

  it('is the photos alone for a car without a walkaround, and the video alone without photos', () => {
    expect(order(gallerySlides(images, null, 'start'))).toEqual([0, 1, 2, 3, 4]);
    expect(order(gallerySlides([], video, 'middle'))).toEqual(['video']);
    expect(order(gallerySlides(images.slice(0, 1), video, 'second'))).toEqual([0, 'video']);
  });

  it("maps slides to the fullscreen viewer's photos and back", () => {
    const middle = gallerySlides(images, video, 'middle');
    expect([0, 1, 2, 3, 4, 5].map((slide) => photoOfSlide(middle, slide))).toEqual([
      0, 1, 2, 2, 3, 4,
    ]);
    expect([0, 1, 2, 3, 4].map((photo) => slideOfPhoto(middle, photo))).toEqual([0, 1, 3, 4, 5]);
    // The video at the end opens the viewer on the last photo.
    expect(photoOfSlide(gallerySlides(images, video, 'end'), 5)).toBe(4);
  });
});
