import { cx } from '@forecourt/ui-kit';
import type { OfferCardData } from '../offer-view.ts';
import { OfferCard, type OfferCardProps } from './OfferCard.tsx';
import type { RenderLink } from './render-link.tsx';

/** The default empty-offers text (vehicle-stock §8; a site's `texts.empty_offers` overrides it). */
export const EMPTY_OFFERS_TEXT =
  'There appears to be no offers currently available that meet the conditions of your search.';

export interface OffersGridClassNames {
  root: string;
  list: string;
  item: string;
  empty: string;
}

export interface OffersGridTranslations {
  /** The list's accessible name. */
  label: string;
  /** Shown when there are no offers: the site's `texts.empty_offers` (vehicle-stock §8). */
  empty: string;
}

export const OFFERS_GRID_TRANSLATIONS: OffersGridTranslations = {
  label: 'Offers',
  empty: EMPTY_OFFERS_TEXT,
};

export interface OffersGridProps {
  offers: readonly OfferCardData[];
  headingLevel?: OfferCardProps['headingLevel'];
  /** Load the first card's image eagerly (the list is the page's main content). */
  priorityFirst?: boolean;
  renderLink?: RenderLink;
  className?: string;
  classNames?: Partial<OffersGridClassNames>;
  translations?: Partial<OffersGridTranslations>;
  /** Passed to every card. */
  cardTranslations?: OfferCardProps['translations'];
}

/**
 * The offers list (site-wide §2 "Offers list"): a grid of offer cards, or the empty-offers text
 * "There appears to be no offers currently available that meet the conditions of your search."
 * (vehicle-stock §8) as a status message.
 */
export function OffersGrid({
  offers,
  headingLevel,
  priorityFirst = false,
  renderLink,
  className,
  classNames,
  translations,
  cardTranslations,
}: OffersGridProps) {
  const t = { ...OFFERS_GRID_TRANSLATIONS, ...translations };
  return (
    <div className={cx('fc-offers-grid', className, classNames?.root)}>
      {offers.length === 0 ? (
        <p role="status" className={cx('fc-offers-grid__empty', classNames?.empty)}>
          {t.empty}
        </p>
      ) : (
        <ul aria-label={t.label} className={cx('fc-offers-grid__list', classNames?.list)}>
          {offers.map((offer, index) => (
            <li key={offer.id} className={cx('fc-offers-grid__item', classNames?.item)}>
              <OfferCard
                offer={offer}
                priority={priorityFirst && index === 0}
                {...(headingLevel ? { headingLevel } : {})}
                {...(renderLink ? { renderLink } : {})}
                {...(cardTranslations ? { translations: cardTranslations } : {})}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
