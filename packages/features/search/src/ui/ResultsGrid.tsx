import { formatInteger } from '@forecourt/format';
import { cx, Pagination, type PaginationTranslations } from '@forecourt/ui-kit';
import type { ReactNode } from 'react';
import type { ResultCardData } from '../car-hit.ts';
import { resultSlots, resultsCountText } from '../results-page.ts';
import { EmptyState } from './EmptyState.tsx';
import { ResultCard, type ResultCardTranslations } from './ResultCard.tsx';

export type ResultsStatus = 'idle' | 'loading' | 'error';

export interface ResultsGridClassNames {
  root: string;
  count: string;
  status: string;
  error: string;
  list: string;
  item: string;
  promo: string;
}

export interface ResultsGridTranslations {
  /** `{count}` is replaced; `countOne` for a single car. */
  count: string;
  countOne: string;
  loading: string;
  error: string;
  card: Partial<ResultCardTranslations>;
  pagination: Partial<PaginationTranslations>;
}

export const RESULTS_GRID_TRANSLATIONS: ResultsGridTranslations = {
  count: '{count} cars found',
  countOne: '1 car found',
  loading: 'Updating results…',
  error: 'Sorry, we could not update the results. Please try again.',
  card: {},
  pagination: {},
};

export interface ResultsGridProps {
  cards: readonly ResultCardData[];
  /** The count to show (`resultsCount`: the site total above 1999 hits, vehicle-stock §9). */
  count: number;
  /**
   * `loading` and `error` keep the previous cards and count on screen (vehicle-stock §4): the
   * grid is marked busy, or an alert says the update failed.
   */
  status?: ResultsStatus;
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  /** Where Clear Filters goes when nothing is found (`clearFiltersHref`). */
  clearFiltersHref: string;
  /** Promo card grid positions (`promoPositions`) and what to draw there. */
  promoPositions?: readonly number[];
  renderPromo?: (position: number) => ReactNode;
  /** Favourite and compare state by car id. */
  favourites?: ReadonlySet<number>;
  compared?: ReadonlySet<number>;
  /** Each toggle shows on cards that allow it (vehicle-stock §4) when its handler is given. */
  onToggleFavourite?: (card: ResultCardData) => void;
  onToggleCompare?: (card: ResultCardData) => void;
  /** The toggles render disabled (server render, before the saved lists are read). */
  togglesDisabled?: boolean;
  className?: string;
  classNames?: Partial<ResultsGridClassNames>;
  translations?: Partial<ResultsGridTranslations>;
}

/**
 * The results: count, the grid of cards (a run of consecutive sold cars shown as its first card
 * with "+N more sold", vehicle-stock §4) with promo cards, pagination, or the empty state.
 */
export function ResultsGrid({
  cards,
  count,
  status = 'idle',
  page,
  pageCount,
  hrefForPage,
  clearFiltersHref,
  promoPositions = [],
  renderPromo,
  favourites,
  compared,
  onToggleFavourite,
  onToggleCompare,
  togglesDisabled = false,
  className,
  classNames,
  translations,
}: ResultsGridProps) {
  const t = { ...RESULTS_GRID_TRANSLATIONS, ...translations };
  // Consecutive sold cars collapse into one card (vehicle-stock §4); promos count shown slots.
  const slots = resultSlots(cards, renderPromo ? promoPositions : []);
  // The first card's photo is the page's largest image on a phone: loaded first.
  const firstCardId = cards[0]?.id;
  return (
    <div
      className={cx(
        'fc-results',
        status === 'loading' && 'is-loading',
        className,
        classNames?.root,
      )}
      aria-busy={status === 'loading'}
    >
      <p className={cx('fc-results__count', classNames?.count)}>
        {resultsCountText(count, t, formatInteger)}
      </p>
      <p role="status" className={cx('fc-results__status', classNames?.status)}>
        {status === 'loading' ? t.loading : ''}
      </p>
      {status === 'error' ? (
        <p role="alert" className={cx('fc-results__error', classNames?.error)}>
          {t.error}
        </p>
      ) : null}
      {cards.length === 0 ? (
        status === 'idle' ? (
          <EmptyState clearFiltersHref={clearFiltersHref} />
        ) : null
      ) : (
        <ul className={cx('fc-results__list', classNames?.list)}>
          {slots.map((slot) =>
            slot.kind === 'promo' ? (
              <li
                key={`promo-${slot.position}`}
                className={cx('fc-results__promo', classNames?.promo)}
              >
                {renderPromo?.(slot.position)}
              </li>
            ) : (
              <li key={slot.hit.car.id} className={cx('fc-results__item', classNames?.item)}>
                <ResultCard
                  card={slot.hit.car}
                  priority={slot.hit.car.id === firstCardId}
                  moreSoldCount={slot.hit.collapsedCount}
                  favourite={favourites?.has(slot.hit.car.id) ?? false}
                  compared={compared?.has(slot.hit.car.id) ?? false}
                  togglesDisabled={togglesDisabled}
                  translations={t.card}
                  {...(onToggleFavourite ? { onToggleFavourite } : {})}
                  {...(onToggleCompare ? { onToggleCompare } : {})}
                />
              </li>
            ),
          )}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefForPage={hrefForPage}
        translations={t.pagination}
      />
    </div>
  );
}
