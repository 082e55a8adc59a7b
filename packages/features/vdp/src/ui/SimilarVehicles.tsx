import { ResultCard, type ResultCardData, type ResultsGridProps } from '@forecourt/search';
import { Carousel, cx, Skeleton } from '@forecourt/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { SIMILAR_VEHICLES_LAZY_MARGIN_PX } from '../similar-vehicles.ts';

export interface SimilarVehiclesClassNames {
  root: string;
  heading: string;
  status: string;
  carousel: string;
}

export interface SimilarVehiclesTranslations {
  heading: string;
  /** Names the carousel for assistive technology. */
  carousel: string;
  loading: string;
}

export const SIMILAR_VEHICLES_TRANSLATIONS: SimilarVehiclesTranslations = {
  heading: 'Similar vehicles',
  carousel: 'Similar vehicle cards',
  loading: 'Loading similar vehicles…',
};

/** The results grid's favourite and compare props, for the same cards here. */
export type SimilarVehiclesToggles = Pick<
  ResultsGridProps,
  'favourites' | 'compared' | 'onToggleFavourite' | 'onToggleCompare' | 'togglesDisabled'
>;

/** Where the list is: not asked for yet, on its way, or here (possibly empty). */
export type SimilarVehiclesStatus = 'idle' | 'loading' | 'ready';

export interface SimilarVehiclesProps {
  /** The cards, in order (see `similarVehicleCards`); empty hides the section once ready. */
  cards: readonly ResultCardData[];
  status: SimilarVehiclesStatus;
  /**
   * Called once when the section comes within `lazyMargin` px of the viewport (vehicle-stock §9:
   * loading starts within 500px when lazy); the page starts loading the list then.
   */
  onNearViewport?: () => void;
  lazyMargin?: number;
  /** Cards visible at once on wide screens (narrow screens show one). */
  slidesPerView?: number;
  /** Favourite and compare state and handlers, as the results grid takes them (vehicle-stock §4). */
  toggles?: SimilarVehiclesToggles;
  headingLevel?: 2 | 3;
  className?: string;
  classNames?: Partial<SimilarVehiclesClassNames>;
  translations?: Partial<SimilarVehiclesTranslations>;
}

const WIDE_SCREEN_QUERY = '(min-width: 48rem)';

/** 1 card per view on narrow screens, `wide` on wide ones; the server renders `wide`. */
function useSlidesPerView(wide: number): number {
  const [perView, setPerView] = useState(wide);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_SCREEN_QUERY);
    const update = () => setPerView(query.matches ? wide : 1);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [wide]);
  return perView;
}

/**
 * The similar-vehicles carousel of the vehicle page (vehicle-stock §2, §7, §9): up to 6 in-stock
 * cars as result cards. With `onNearViewport` it asks for its cards only when scrolled within
 * 500px of view; a skeleton row holds the place meanwhile. Nothing shows when there are none.
 */
export function SimilarVehicles({
  cards,
  status,
  onNearViewport,
  lazyMargin = SIMILAR_VEHICLES_LAZY_MARGIN_PX,
  slidesPerView = 3,
  toggles = {},
  headingLevel = 2,
  className,
  classNames,
  translations,
}: SimilarVehiclesProps) {
  const t = { ...SIMILAR_VEHICLES_TRANSLATIONS, ...translations };
  const rootRef = useRef<HTMLElement>(null);
  const perView = useSlidesPerView(slidesPerView);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const askedRef = useRef(false);

  useEffect(() => {
    const element = rootRef.current;
    if (!element || !onNearViewport || status !== 'idle' || askedRef.current) return;
    const ask = () => {
      if (askedRef.current) return;
      askedRef.current = true;
      onNearViewport();
    };
    if (typeof IntersectionObserver !== 'function') {
      ask();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          ask();
        }
      },
      { rootMargin: `${lazyMargin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onNearViewport, status, lazyMargin]);

  if (status === 'ready' && cards.length === 0) return null;
  const headingId = 'similar-vehicles-heading';
  return (
    <section
      ref={rootRef}
      aria-labelledby={headingId}
      aria-busy={status !== 'ready'}
      className={cx('fc-similar-vehicles', className, classNames?.root)}
    >
      <Heading id={headingId} className={cx('fc-similar-vehicles__heading', classNames?.heading)}>
        {t.heading}
      </Heading>
      {status === 'ready' ? (
        <Carousel
          label={t.carousel}
          slidesPerView={Math.min(perView, cards.length)}
          className={classNames?.carousel}
          slides={cards.map((card) => (
            <ResultCard
              key={card.id}
              card={card}
              headingLevel={headingLevel === 2 ? 3 : 2}
              favourite={toggles.favourites?.has(card.id) ?? false}
              compared={toggles.compared?.has(card.id) ?? false}
              togglesDisabled={toggles.togglesDisabled ?? false}
              {...(toggles.onToggleFavourite
                ? { onToggleFavourite: toggles.onToggleFavourite }
                : {})}
              {...(toggles.onToggleCompare ? { onToggleCompare: toggles.onToggleCompare } : {})}
            />
          ))}
        />
      ) : (
        <div className={cx('fc-similar-vehicles__status', classNames?.status)}>
          <span className="fc-visually-hidden">{t.loading}</span>
          <Skeleton className="fc-similar-vehicles__placeholder" />
        </div>
      )}
    </section>
  );
}
