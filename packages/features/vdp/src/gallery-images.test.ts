import { describe, expect, it } from 'vitest';
import { galleryImages, showThumbnails } from './gallery-images.ts';
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
