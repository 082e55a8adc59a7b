import type { Car } from '@forecourt/api-client';
import { type WalkaroundPosition, walkaroundIndex } from '@forecourt/site-config';
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

/** The walkaround video as a gallery slide: its address and accessible title. */
export interface GalleryVideo {
  src: string;
  title: string;
}

/** One slide of the vehicle gallery: a photo (with its place among the photos) or the walkaround. */
export type GallerySlide =
  | { kind: 'photo'; image: GalleryImage; photo: number }
  | { kind: 'walkaround'; video: GalleryVideo };

/**
 * The gallery's slides (vehicle-stock §2 image slider, §9 "video position by config"): the
 * photos in order, with the walkaround video, when the car has one, at the site's
 * `rules.walkaround_position` — first, second, half way or last (`walkaroundIndex`).
 */
export function gallerySlides(
  images: readonly GalleryImage[],
  walkaround: GalleryVideo | null,
  position: WalkaroundPosition,
): GallerySlide[] {
  const slides: GallerySlide[] = images.map((image, photo) => ({ kind: 'photo', image, photo }));
  if (walkaround) {
    slides.splice(walkaroundIndex(position, images.length), 0, {
      kind: 'walkaround',
      video: walkaround,
    });
  }
  return slides;
}

/**
 * The photo the fullscreen viewer (photos only) opens on for a slide: the slide's own photo, or
 * for the walkaround the photo after it (the last photo when the video ends the gallery).
 */
export function photoOfSlide(slides: readonly GallerySlide[], slide: number): number {
  const photos = slides.filter((entry) => entry.kind === 'photo').length;
  let before = 0;
  for (const [index, entry] of slides.entries()) {
    if (index === slide) return entry.kind === 'photo' ? entry.photo : Math.min(before, photos - 1);
    if (entry.kind === 'photo') before += 1;
  }
  return Math.max(0, photos - 1);
}

/** The slide that shows photo `photo` (the slider follows the fullscreen viewer). */
export function slideOfPhoto(slides: readonly GallerySlide[], photo: number): number {
  const index = slides.findIndex((entry) => entry.kind === 'photo' && entry.photo === photo);
  return Math.max(0, index);
}
