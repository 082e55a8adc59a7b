import { cx, Image } from '@forecourt/ui-kit';
import { useId, useState } from 'react';
import type { OfferDetailData } from '../offer-view.ts';
import { defaultRenderLink, type RenderLink } from './render-link.tsx';

export interface OfferDetailClassNames {
  root: string;
  image: string;
  manufacturer: string;
  name: string;
  category: string;
  description: string;
  actions: string;
  enquire: string;
  explore: string;
  disclaimer: string;
  toggle: string;
}

export interface OfferDetailTranslations {
  enquire: string;
  exploreModel: string;
  /** Heading of the disclaimer (visually small print). */
  disclaimerHeading: string;
  showFullDisclaimer: string;
  showShortDisclaimer: string;
}

export const OFFER_DETAIL_TRANSLATIONS: OfferDetailTranslations = {
  enquire: 'Enquire about this offer',
  exploreModel: 'Explore model',
  disclaimerHeading: 'Offer conditions',
  showFullDisclaimer: 'Show full disclaimer',
  showShortDisclaimer: 'Show less',
};

export interface OfferDetailProps {
  offer: OfferDetailData;
  renderLink?: RenderLink;
  className?: string;
  classNames?: Partial<OfferDetailClassNames>;
  translations?: Partial<OfferDetailTranslations>;
}

/**
 * A single offer's page content (site-wide §2 "a single offer page", §3 Offer): image,
 * manufacturer and name, the full description (sanitised HTML, or its text), the enquiry call
 * to action (the site's enquiry form or /contact), Explore model, and the disclaimer truncated
 * at 200 characters with a short/full toggle (site-wide §5).
 */
export function OfferDetail({
  offer,
  renderLink = defaultRenderLink,
  className,
  classNames,
  translations,
}: OfferDetailProps) {
  const t = { ...OFFER_DETAIL_TRANSLATIONS, ...translations };
  const [fullDisclaimer, setFullDisclaimer] = useState(false);
  const disclaimerId = useId();
  const { disclaimer } = offer;
  return (
    <article className={cx('fc-offer-detail', className, classNames?.root)}>
      <Image
        src={offer.imageUrl}
        alt={offer.name}
        width={1280}
        height={720}
        transformWidth={1280}
        priority
        className={cx('fc-offer-detail__image', classNames?.image)}
      />
      <header>
        {offer.manufacturer ? (
          <p className={cx('fc-offer-detail__manufacturer', classNames?.manufacturer)}>
            {offer.manufacturer}
          </p>
        ) : null}
        <h1 className={cx('fc-offer-detail__name', classNames?.name)}>{offer.name}</h1>
        {offer.category ? (
          <p className={cx('fc-offer-detail__category', classNames?.category)}>{offer.category}</p>
        ) : null}
      </header>
      {offer.descriptionHtml ? (
        <div
          className={cx('fc-offer-detail__description', classNames?.description)}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: SanitisedOfferHtml only comes from the dealer-comments sanitiser
          dangerouslySetInnerHTML={{ __html: offer.descriptionHtml }}
        />
      ) : offer.description.full ? (
        <div className={cx('fc-offer-detail__description', classNames?.description)}>
          <p>{offer.description.full}</p>
        </div>
      ) : null}
      <p className={cx('fc-offer-detail__actions', classNames?.actions)}>
        {renderLink({
          href: offer.enquiryHref,
          className: cx('fc-button fc-offer-detail__enquire', classNames?.enquire),
          children: t.enquire,
        })}
        {offer.exploreHref
          ? renderLink({
              href: offer.exploreHref,
              className: cx('fc-offer-detail__explore', classNames?.explore),
              'aria-label': `${t.exploreModel}: ${offer.modelName ?? offer.name}`,
              children: t.exploreModel,
            })
          : null}
      </p>
      {disclaimer ? (
        <section
          className={cx('fc-offer-detail__disclaimer', classNames?.disclaimer)}
          aria-labelledby={`${disclaimerId}-heading`}
        >
          <h2 id={`${disclaimerId}-heading`}>{t.disclaimerHeading}</h2>
          <p id={disclaimerId}>
            {fullDisclaimer ? disclaimer.full : disclaimer.short}{' '}
            {disclaimer.truncated ? (
              <button
                type="button"
                className={cx('fc-offer-detail__toggle', classNames?.toggle)}
                aria-expanded={fullDisclaimer}
                aria-controls={disclaimerId}
                onClick={() => setFullDisclaimer((open) => !open)}
              >
                {fullDisclaimer ? t.showShortDisclaimer : t.showFullDisclaimer}
              </button>
            ) : null}
          </p>
        </section>
      ) : null}
    </article>
  );
}
