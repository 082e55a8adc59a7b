import { cx } from '@forecourt/ui-kit';
import { useId } from 'react';
import { SPECIAL_OFFERS_PATH } from '../offer-links.ts';
import type { OfferCardData } from '../offer-view.ts';
import { OffersGrid, type OffersGridProps } from './OffersGrid.tsx';
import { defaultRenderLink, type RenderLink } from './render-link.tsx';

export interface OffersSectionClassNames {
  root: string;
  heading: string;
  viewAll: string;
}

export interface OffersSectionTranslations {
  heading: string;
  viewAll: string;
}

export const OFFERS_SECTION_TRANSLATIONS: OffersSectionTranslations = {
  heading: 'Current offers',
  viewAll: 'View all offers',
};

export interface OffersSectionProps {
  /** The offers to choose from; the first `count` show (give them soonest ending first). */
  offers: readonly OfferCardData[];
  /** How many cards show, e.g. the template's `home.offersCount` (3). */
  count?: number;
  /** The offers list page (default `/special-offers`, site-wide §2). */
  viewAllHref?: string;
  renderLink?: RenderLink;
  className?: string;
  classNames?: Partial<OffersSectionClassNames>;
  translations?: Partial<OffersSectionTranslations>;
  cardTranslations?: OffersGridProps['cardTranslations'];
}

/**
 * A home page section of offers (group and oem templates): a heading, the first `count` offer
 * cards and a View all offers link to `/special-offers`. Without offers it renders nothing, so a
 * home page never leads with an empty section.
 */
export function OffersSection({
  offers,
  count = 3,
  viewAllHref = SPECIAL_OFFERS_PATH,
  renderLink = defaultRenderLink,
  className,
  classNames,
  translations,
  cardTranslations,
}: OffersSectionProps) {
  const t = { ...OFFERS_SECTION_TRANSLATIONS, ...translations };
  const headingId = useId();
  const shown = offers.slice(0, Math.max(0, count));
  if (shown.length === 0) return null;
  return (
    <section
      className={cx('fc-offers-section', className, classNames?.root)}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={cx('fc-offers-section__heading', classNames?.heading)}>
        {t.heading}
      </h2>
      <OffersGrid
        offers={shown}
        renderLink={renderLink}
        translations={{ label: t.heading }}
        {...(cardTranslations ? { cardTranslations } : {})}
      />
      <p>
        {renderLink({
          href: viewAllHref,
          className: cx('fc-offers-section__view-all', classNames?.viewAll),
          children: t.viewAll,
        })}
      </p>
    </section>
  );
}
