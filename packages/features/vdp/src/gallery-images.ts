import type { Car } from '@forecourt/api-client';
import { isInStock } from '@forecourt/stock-eligibility';

/** Thumbnails appear only when the car has more than this many images (vehicle-stock §2, §9). */
export const THUMBNAILS_MIN_EXCLUSIVE = 3;

/** One gallery photo: the full image, its thumbnail and its text alternative. */
export interface GalleryImage {
  src: string;
  thumb: string;
  alt: string;
}

/** The car's photos for the slider and fullscreen viewer, alt text numbered after the title. */
export function galleryImages(car: Pick<Car, 'images'>, title: string): GalleryImage[] {
  const images = car.images.filter((image) => typeof image.url === 'string' && image.url !== '');
  return images.map((image, index) => ({
    src: image.url,
    thumb: image.thumb?.url ?? image.url,
    alt: images.length > 1 ? `${title}, photo ${index + 1} of ${images.length}` : title,
  }));
}

/** Thumbnails only when the vehicle is in stock and has more than 3 images (vehicle-stock §2, §9). */
export function showThumbnails(car: Pick<Car, 'status'>, imageCount: number): boolean {
  return isInStock(car) && imageCount > THUMBNAILS_MIN_EXCLUSIVE;
}
