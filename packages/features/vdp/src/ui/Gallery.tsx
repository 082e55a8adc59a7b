import { Button, Carousel, cx, Image } from '@forecourt/ui-kit';
import { lazy, Suspense, useState } from 'react';
import type { GalleryImage } from '../gallery-images.ts';

const Lightbox = lazy(() =>
  import('./gallery-lightbox.ts').then((module) => ({ default: module.Lightbox })),
);

export interface GalleryClassNames {
  root: string;
  image: string;
  thumbnail: string;
  fullscreen: string;
  empty: string;
}

export interface GalleryTranslations {
  /** Names the slider (default `Vehicle photos`). */
  label: string;
  /** The button that opens the fullscreen viewer. */
  fullscreen: string;
  /** Shown when the car has no photos. */
  noImages: string;
}

export const GALLERY_TRANSLATIONS: GalleryTranslations = {
  label: 'Vehicle photos',
  fullscreen: 'View fullscreen',
  noImages: 'Photos coming soon',
};

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** Thumbnails only when in stock and more than 3 images (`showThumbnails`, vehicle-stock §2). */
  showThumbnails: boolean;
  /** The slide shown first (default 0). */
  startIndex?: number;
  className?: string;
  classNames?: Partial<GalleryClassNames>;
  translations?: Partial<GalleryTranslations>;
}

/**
 * The image slider with optional thumbnails and a fullscreen viewer where the arrow keys move
 * slides (vehicle-stock §2, §4). Slider and viewer share the index.
 */
export function Gallery({
  images,
  showThumbnails,
  startIndex = 0,
  className,
  classNames,
  translations,
}: GalleryProps) {
  const t = { ...GALLERY_TRANSLATIONS, ...translations };
  const [index, setIndex] = useState(startIndex);
  const [open, setOpen] = useState(false);
  // The viewer mounts on first use and stays, so closing it returns focus to the button.
  const [viewerMounted, setViewerMounted] = useState(false);
  if (images.length === 0) {
    return (
      <div className={cx('fc-vdp-gallery', className, classNames?.root)}>
        <p className={cx('fc-vdp-gallery__empty', classNames?.empty)}>{t.noImages}</p>
      </div>
    );
  }
  return (
    <div className={cx('fc-vdp-gallery', className, classNames?.root)}>
      <Carousel
        label={t.label}
        index={index}
        onIndexChange={setIndex}
        slides={images.map((image, slide) => (
          <Image
            key={image.src}
            className={cx('fc-vdp-gallery__image', classNames?.image)}
            src={image.src}
            alt={image.alt}
            width={600}
            height={400}
            // The first photo is the page's largest paint: fetch it first.
            priority={slide === 0}
          />
        ))}
        {...(showThumbnails
          ? {
              thumbnails: images.map((image) => (
                <Image
                  key={image.thumb}
                  className={cx('fc-vdp-gallery__thumbnail', classNames?.thumbnail)}
                  src={image.thumb}
                  alt=""
                  width={96}
                  height={64}
                  transformWidth={160}
                />
              )),
            }
          : {})}
      />
      <Button
        variant="secondary"
        size="sm"
        className={classNames?.fullscreen}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setViewerMounted(true);
          setOpen(true);
        }}
      >
        {t.fullscreen}
      </Button>
      {viewerMounted ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            open={open}
            onOpenChange={setOpen}
            index={index}
            onIndexChange={setIndex}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
