import useEmblaCarousel from 'embla-carousel-react';
import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { arrowKeyStep, stepIndex } from './carousel-keys.ts';
import { cx } from './cx.ts';
import { IconButton } from './IconButton.tsx';
import { interpolate } from './interpolate.ts';

export interface CarouselClassNames {
  root: string;
  viewport: string;
  container: string;
  slide: string;
  controls: string;
  previous: string;
  next: string;
  thumbnails: string;
  thumbnail: string;
  status: string;
}

export interface CarouselTranslations {
  previous: string;
  next: string;
  /** A slide's name; `{index}` and `{count}` are replaced (default `{index} of {count}`). */
  slide: string;
  /** A thumbnail button's name; `{index}` is replaced (default `Show slide {index}`). */
  thumbnail: string;
  /** Names the thumbnail group (default `Choose a slide`). */
  thumbnails: string;
  /** `aria-roledescription` of the carousel (default `carousel`). */
  carousel: string;
  /** `aria-roledescription` of a slide (default `slide`). */
  slideRole: string;
}

export interface CarouselProps {
  slides: readonly ReactNode[];
  /** Names the carousel, e.g. `Vehicle photos`. */
  label: string;
  /**
   * One thumbnail per slide; shown as buttons under the carousel. (The vehicle page shows them
   * only for in-stock cars with more than 3 images: vehicle-stock §2, §9.)
   */
  thumbnails?: readonly ReactNode[];
  /** The first slide shown; the feature banner carousel starts at index 1 (vehicle-stock §9). */
  startIndex?: number;
  /** Wrap from the last slide to the first and back (the feature banner loops). */
  loop?: boolean;
  /** Slides visible at once (default 1), e.g. 3 location cards on large screens. */
  slidesPerView?: number;
  /** Controlled selected slide. */
  index?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
  classNames?: Partial<CarouselClassNames>;
  translations?: Partial<CarouselTranslations>;
}

/**
 * A carousel on Embla (swipe and drag) with previous/next buttons, optional thumbnails and
 * ArrowLeft/ArrowRight keys anywhere inside it. Slides out of view are `inert` and hidden from
 * assistive technology; the position is announced politely.
 */
export function Carousel({
  slides,
  label,
  thumbnails,
  startIndex = 0,
  loop = false,
  slidesPerView = 1,
  index,
  onIndexChange,
  className,
  classNames,
  translations,
}: CarouselProps) {
  const t: CarouselTranslations = {
    previous: 'Previous slide',
    next: 'Next slide',
    slide: '{index} of {count}',
    thumbnail: 'Show slide {index}',
    thumbnails: 'Choose a slide',
    carousel: 'carousel',
    slideRole: 'slide',
    ...translations,
  };
  const count = slides.length;
  const first = Math.min(Math.max(0, index ?? startIndex), Math.max(0, count - 1));
  const [emblaRef, emblaApi] = useEmblaCarousel({
    loop,
    startIndex: first,
    align: 'start',
    containScroll: 'keepSnaps',
  });
  const [selected, setSelected] = useState(first);
  const selectedRef = useRef(first);

  const select = useCallback(
    (next: number) => {
      selectedRef.current = next;
      setSelected(next);
      emblaApi?.scrollTo(next);
      onIndexChange?.(next);
    },
    [emblaApi, onIndexChange],
  );

  // Swipes and drags move Embla first; follow it.
  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => {
      const snap = emblaApi.selectedScrollSnap();
      if (snap === selectedRef.current) return;
      selectedRef.current = snap;
      setSelected(snap);
      onIndexChange?.(snap);
    };
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi, onIndexChange]);

  // A controlled index moves the carousel.
  useEffect(() => {
    if (index === undefined) return;
    selectedRef.current = index;
    setSelected(index);
    emblaApi?.scrollTo(index);
  }, [index, emblaApi]);

  const canPrevious = loop || selected > 0;
  const canNext = loop || selected < count - 1;
  const isVisible = (slide: number) => {
    const offset = (slide - selected + count) % count;
    return loop ? offset < slidesPerView : slide >= selected && slide < selected + slidesPerView;
  };

  return (
    <section
      aria-roledescription={t.carousel}
      aria-label={label}
      className={cx('fc-carousel', className, classNames?.root)}
      style={{ '--fc-carousel-per-view': slidesPerView } as CSSProperties}
      onKeyDown={(event) => {
        const step = arrowKeyStep(event);
        if (step === 0) return;
        event.preventDefault();
        select(stepIndex(selected, step, count, loop));
      }}
    >
      <div className={cx('fc-carousel__viewport', classNames?.viewport)} ref={emblaRef}>
        <div className={cx('fc-carousel__container', classNames?.container)}>
          {slides.map((slide, slideIndex) => {
            const visible = isVisible(slideIndex);
            return (
              // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern, a slide is a group
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
                key={slideIndex}
                role="group"
                aria-roledescription={t.slideRole}
                aria-label={interpolate(t.slide, { index: slideIndex + 1, count })}
                aria-hidden={!visible || undefined}
                inert={!visible}
                className={cx('fc-carousel__slide', classNames?.slide)}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className={cx('fc-carousel__controls', classNames?.controls)}>
          <IconButton
            icon="chevron-left"
            label={t.previous}
            variant="solid"
            disabled={!canPrevious}
            onClick={() => select(stepIndex(selected, -1, count, loop))}
            className={cx('fc-carousel__previous', classNames?.previous)}
          />
          <IconButton
            icon="chevron-right"
            label={t.next}
            variant="solid"
            disabled={!canNext}
            onClick={() => select(stepIndex(selected, 1, count, loop))}
            className={cx('fc-carousel__next', classNames?.next)}
          />
        </div>
      )}
      {thumbnails && thumbnails.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend box to a button row
        <div
          role="group"
          aria-label={t.thumbnails}
          className={cx('fc-carousel__thumbnails', classNames?.thumbnails)}
        >
          {thumbnails.map((thumbnail, thumbIndex) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: thumbnails are positional
              key={thumbIndex}
              type="button"
              aria-label={interpolate(t.thumbnail, { index: thumbIndex + 1 })}
              aria-current={thumbIndex === selected || undefined}
              onClick={() => select(thumbIndex)}
              className={cx('fc-carousel__thumbnail', classNames?.thumbnail)}
            >
              {thumbnail}
            </button>
          ))}
        </div>
      )}
      <div
        aria-live="polite"
        aria-atomic="true"
        className={cx('fc-visually-hidden', classNames?.status)}
      >
        {interpolate(t.slide, { index: selected + 1, count })}
      </div>
    </section>
  );
}
