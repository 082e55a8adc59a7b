import { DEFAULT_RULES, type WalkaroundPosition } from '@forecourt/site-config';
import { Button, Carousel, cx, Icon, Image, VideoEmbed } from '@forecourt/ui-kit';
import { Play } from '@forecourt/ui-kit/icons';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import {
  type GalleryImage,
  type GalleryVideo,
  gallerySlides,
  photoOfSlide,
  slideOfPhoto,
} from '../gallery-images.ts';

const Lightbox = lazy(() =>
  import('./gallery-lightbox.ts').then((module) => ({ default: module.Lightbox })),
);

export interface GalleryClassNames {
  root: string;
  image: string;
  thumbnail: string;
  video: string;
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
  /** Names the walkaround's thumbnail picture. */
  walkaround: string;
}

export const GALLERY_TRANSLATIONS: GalleryTranslations = {
  label: 'Vehicle photos',
  fullscreen: 'View fullscreen',
  noImages: 'Photos coming soon',
  walkaround: 'Walkaround video',
};

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** Thumbnails only when in stock and more than 3 images (`showThumbnails`, vehicle-stock §2). */
  showThumbnails: boolean;
  /** The walkaround video, shown as a slide among the photos (vehicle-stock §2). */
  walkaround?: GalleryVideo | null;
  /** The walkaround's place: the site's `rules.walkaround_position` (default `second`). */
  walkaroundPosition?: WalkaroundPosition;
  /** The slide shown first (default 0). */
  startIndex?: number;
  className?: string;
  classNames?: Partial<GalleryClassNames>;
  translations?: Partial<GalleryTranslations>;
}

/**
 * The image slider with optional thumbnails and a fullscreen viewer where the arrow keys move
 * slides (vehicle-stock §2, §4). A car's walkaround video is a slide of its own, with its own
 * thumbnail, at the site's position among the photos (vehicle-stock §9); it pauses when the
 * shopper moves on. Slider and viewer share the photo shown (the viewer shows photos only).
 */
export function Gallery({
  images,
  showThumbnails,
  walkaround = null,
  walkaroundPosition = DEFAULT_RULES.walkaround_position,
  startIndex = 0,
  className,
  classNames,
  translations,
}: GalleryProps) {
  const t = { ...GALLERY_TRANSLATIONS, ...translations };
  const slides = useMemo(
    () => gallerySlides(images, walkaround, walkaroundPosition),
    [images, walkaround, walkaroundPosition],
  );
  const [index, setIndex] = useState(startIndex);
  const [open, setOpen] = useState(false);
  // The viewer mounts on first use and stays, so closing it returns focus to the button.
  const [viewerMounted, setViewerMounted] = useState(false);
  const videoSlide = slides.findIndex((slide) => slide.kind === 'walkaround');
  const videoRef = useRef<HTMLDivElement>(null);
  // Moving off the walkaround pauses it (a provider's player keeps its own controls).
  useEffect(() => {
    if (index === videoSlide) return;
    const video = videoRef.current?.querySelector('video');
    if (video && !video.paused) video.pause();
  }, [index, videoSlide]);
  if (slides.length === 0) {
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
        slides={slides.map((slide) =>
          slide.kind === 'photo' ? (
            <Image
              key={slide.image.src}
              className={cx('fc-vdp-gallery__image', classNames?.image)}
              src={slide.image.src}
              alt={slide.image.alt}
              width={600}
              height={400}
              // The first photo is the page's largest paint: fetch it first.
              priority={slide.photo === 0}
            />
          ) : (
            <div key="walkaround" ref={videoRef} className="fc-vdp-gallery__walkaround">
              <VideoEmbed
                className={cx('fc-vdp-gallery__video', classNames?.video)}
                src={slide.video.src}
                title={slide.video.title}
                aspectRatio="3 / 2"
              />
            </div>
          ),
        )}
        {...(showThumbnails
          ? {
              thumbnails: slides.map((slide) =>
                slide.kind === 'photo' ? (
                  <Image
                    key={slide.image.thumb}
                    className={cx('fc-vdp-gallery__thumbnail', classNames?.thumbnail)}
                    src={slide.image.thumb}
                    alt=""
                    width={96}
                    height={64}
                    transformWidth={160}
                  />
                ) : (
                  // The walkaround's thumbnail: the first photo under a play mark.
                  <span key="walkaround" className="fc-vdp-gallery__video-thumb">
                    {images[0] ? (
                      <Image
                        className={cx('fc-vdp-gallery__thumbnail', classNames?.thumbnail)}
                        src={images[0].thumb}
                        alt=""
                        width={96}
                        height={64}
                        transformWidth={160}
                      />
                    ) : null}
                    <Icon icon={Play} size={24} label={t.walkaround} />
                  </span>
                ),
              ),
            }
          : {})}
      />
      {images.length > 0 ? (
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
      ) : null}
      {viewerMounted ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            open={open}
            onOpenChange={setOpen}
            index={photoOfSlide(slides, index)}
            onIndexChange={(photo) => setIndex(slideOfPhoto(slides, photo))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
