import { Carousel, cx, SwipeHint } from '@forecourt/ui-kit';
import type { CSSProperties } from 'react';
import type { LocationCardData } from '../location-view.ts';
import {
  type LocationsView,
  locationCarouselColumns,
  locationGridColumns,
  showsSwipeHint,
} from '../locations-layout.ts';
import { LocationCard, type LocationCardTranslations } from './LocationCard.tsx';

export interface LocationCardsClassNames {
  root: string;
  grid: string;
  item: string;
  swipeHint: string;
}

export interface LocationCardsTranslations extends LocationCardTranslations {
  /** Names the carousel or the grid (default `Our Locations`). */
  label: string;
  /** Default `Swipe`. */
  swipe: string;
}

export interface LocationCardsProps {
  locations: readonly LocationCardData[];
  /** `carousel`: the Our Locations carousel; `grid`: the location grid (site-wide §2). */
  view: LocationsView;
  headingLevel?: 2 | 3 | 4;
  cdnBaseUrl?: string | null;
  className?: string;
  classNames?: Partial<LocationCardsClassNames>;
  translations?: Partial<LocationCardsTranslations>;
}

/**
 * Location cards as the Our Locations carousel (Embla, five columns above 4 slides, a Swipe hint
 * at 3 or fewer cards on large screens, site-wide §2, §9) or as the location grid (4 per row
 * above 3 locations, 3 per row at 6, site-wide §2). Columns apply from the large breakpoint; the
 * stylesheet gives smaller screens fewer.
 */
export function LocationCards({
  locations,
  view,
  headingLevel,
  cdnBaseUrl,
  className,
  classNames,
  translations,
}: LocationCardsProps) {
  const { label = 'Our Locations', swipe = 'Swipe', ...cardTranslations } = translations ?? {};
  const count = locations.length;
  if (count === 0) return null;
  const card = (location: LocationCardData, index: number) => (
    <LocationCard
      location={location}
      headingLevel={headingLevel}
      cdnBaseUrl={cdnBaseUrl}
      priority={index === 0}
      translations={cardTranslations}
    />
  );
  if (view === 'grid') {
    const columns = locationGridColumns(count);
    return (
      <ul
        aria-label={label}
        className={cx(
          'fc-location-grid',
          `fc-location-grid--${columns}`,
          className,
          classNames?.root,
          classNames?.grid,
        )}
        style={{ '--fc-location-columns': columns } as CSSProperties}
      >
        {locations.map((location, index) => (
          <li key={location.id} className={cx('fc-location-grid__item', classNames?.item)}>
            {card(location, index)}
          </li>
        ))}
      </ul>
    );
  }
  const columns = locationCarouselColumns(count);
  return (
    <div
      className={cx(
        'fc-location-carousel',
        `fc-location-carousel--${columns}`,
        className,
        classNames?.root,
      )}
    >
      <Carousel
        label={label}
        slidesPerView={columns}
        slides={locations.map((location, index) => card(location, index))}
      />
      {showsSwipeHint(count) && (
        <SwipeHint
          className={cx('fc-location-carousel__swipe', classNames?.swipeHint)}
          translations={{ text: swipe }}
        />
      )}
    </div>
  );
}
