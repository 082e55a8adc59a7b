import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { ChevronLeft, ChevronRight } from '../icons.ts';
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

/** How long scrolling must have stopped before a swipe's slide counts as selected. */
export const CAROUSEL_SETTLE_MS = 120;

/** The slide whose start is nearest the viewport's scroll position. */
function nearestSlide(viewport: HTMLElement, container: HTMLElement): number {
  const slides = [...container.children] as HTMLElement[];
  const origin = slides[0]?.offsetLeft ?? 0;
  let nearest = 0;
  slides.forEach((slide, index) => {
    const distance = Math.abs(slide.offsetLeft - origin - viewport.scrollLeft);
    const best = Math.abs((slides[nearest]?.offsetLeft ?? 0) - origin - viewport.scrollLeft);
    if (distance < best) nearest = index;
  });
  return nearest;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A carousel on the browser's own scrolling: the slides sit in a horizontal scroll-snap
 * viewport, so a swipe works on the server-rendered page before (and without) any JavaScript,
 * and no carousel library is downloaded. Previous/next buttons, optional thumbnails and
 * ArrowLeft/ArrowRight keys anywhere inside it scroll to a slide (smoothly unless the shopper
 * prefers reduced motion); a swipe selects the slide it settles on. Slides out of view are
 * `inert` and hidden from assistive technology; the position is announced politely.
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
  const viewportRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(first);
  const selectedRef = useRef(first);
  // Set while a button, key or thumbnail scrolls: that scroll is not a swipe.
  const scrollingToRef = useRef<number | null>(null);

  const scrollToSlide = useCallback((target: number, smooth: boolean) => {
    const viewport = viewportRef.current;
    const slides = containerRef.current?.children;
    const slide = slides?.[target] as HTMLElement | undefined;
    if (!viewport || !slide || typeof viewport.scrollTo !== 'function') return;
    const origin = (slides?.[0] as HTMLElement | undefined)?.offsetLeft ?? 0;
    const left = slide.offsetLeft - origin;
    if (Math.abs(viewport.scrollLeft - left) < 1) return;
    scrollingToRef.current = target;
    viewport.scrollTo({
      left,
      behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
    });
  }, []);

  const select = useCallback(
    (next: number) => {
      selectedRef.current = next;
      setSelected(next);
      scrollToSlide(next, true);
      onIndexChange?.(next);
    },
    [scrollToSlide, onIndexChange],
  );

  // The first slide shown (the server renders the strip from its start).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if (first > 0) scrollToSlide(first, false);
  }, []);

  // A swipe moves the viewport first; once it settles, select the slide it rests on.
  useEffect(() => {
    const viewport = viewportRef.current;
    const container = containerRef.current;
    if (!viewport || !container) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      if (scrollingToRef.current !== null) {
        scrollingToRef.current = null;
        return;
      }
      const rested = nearestSlide(viewport, container);
      if (rested === selectedRef.current) return;
      selectedRef.current = rested;
      setSelected(rested);
      onIndexChange?.(rested);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, CAROUSEL_SETTLE_MS);
    };
    viewport.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      viewport.removeEventListener('scroll', onScroll);
    };
  }, [onIndexChange]);

  // A controlled index moves the carousel.
  useEffect(() => {
    if (index === undefined || index === selectedRef.current) return;
    selectedRef.current = index;
    setSelected(index);
    scrollToSlide(index, true);
  }, [index, scrollToSlide]);

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
      {/* A scrolling region is focusable, so a keyboard reaches it everywhere (Safari does not
          focus scroll containers by itself); the arrow keys then move the slides. */}
      <div
        className={cx('fc-carousel__viewport', classNames?.viewport)}
        ref={viewportRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable scroll region (WCAG 2.1.1)
        tabIndex={0}
      >
        <div className={cx('fc-carousel__container', classNames?.container)} ref={containerRef}>
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
            icon={ChevronLeft}
            label={t.previous}
            variant="solid"
            disabled={!canPrevious}
            onClick={() => select(stepIndex(selected, -1, count, loop))}
            className={cx('fc-carousel__previous', classNames?.previous)}
          />
          <IconButton
            icon={ChevronRight}
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
