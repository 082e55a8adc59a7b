import { cx, Image, interpolate } from '@forecourt/ui-kit';
import { useId, useState } from 'react';
import type { OfferCardData } from '../offer-view.ts';
import { defaultRenderLink, type RenderLink } from './render-link.tsx';

export interface OfferCardClassNames {
  root: string;
  image: string;
  body: string;
  manufacturer: string;
  name: string;
  description: string;
  toggle: string;
  actions: string;
  explore: string;
  view: string;
}

export interface OfferCardTranslations {
  showMore: string;
  showLess: string;
  /** The Explore model link's text. */
  exploreModel: string;
  /** Its accessible name; `{model}` and `{name}` are replaced. */
  exploreModelName: string;
  viewOffer: string;
  /** The View offer link's accessible name; `{name}` is replaced. */
  viewOfferName: string;
}

export const OFFER_CARD_TRANSLATIONS: OfferCardTranslations = {
  showMore: 'Show more',
  showLess: 'Show less',
  exploreModel: 'Explore model',
  exploreModelName: 'Explore model: {model}',
  viewOffer: 'View offer',
  viewOfferName: 'View offer: {name}',
};

export interface OfferCardProps {
  offer: OfferCardData;
  headingLevel?: 2 | 3 | 4;
  /** Load the image eagerly (the first card above the fold). */
  priority?: boolean;
  renderLink?: RenderLink;
  className?: string;
  classNames?: Partial<OfferCardClassNames>;
  translations?: Partial<OfferCardTranslations>;
}

/**
 * One offer (site-wide §2 offers list, §3 Offer): image, manufacturer, name, the description
 * truncated at 160 characters unless it is 200 or less with Show more / Show less (site-wide §5),
 * an Explore model link (`/{model-slug}` or the model's `override_url`) and View offer.
 */
export function OfferCard({
  offer,
  headingLevel = 3,
  priority = false,
  renderLink = defaultRenderLink,
  className,
  classNames,
  translations,
}: OfferCardProps) {
  const t = { ...OFFER_CARD_TRANSLATIONS, ...translations };
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const Heading = `h${headingLevel}` as const;
  const { description } = offer;
  return (
    <article className={cx('fc-offer-card', className, classNames?.root)}>
      <Image
        src={offer.imageUrl}
        alt=""
        width={640}
        height={360}
        priority={priority}
        className={cx('fc-offer-card__image', classNames?.image)}
      />
      <div className={cx('fc-offer-card__body', classNames?.body)}>
        {offer.manufacturer ? (
          <p className={cx('fc-offer-card__manufacturer', classNames?.manufacturer)}>
            {offer.manufacturer}
          </p>
        ) : null}
        <Heading className={cx('fc-offer-card__name', classNames?.name)}>{offer.name}</Heading>
        {description.full ? (
          <p
            id={descriptionId}
            className={cx('fc-offer-card__description', classNames?.description)}
          >
            {expanded ? description.full : description.short}{' '}
            {description.truncated ? (
              <button
                type="button"
                className={cx('fc-offer-card__toggle', classNames?.toggle)}
                aria-expanded={expanded}
                aria-controls={descriptionId}
                onClick={() => setExpanded((open) => !open)}
              >
                {expanded ? t.showLess : t.showMore}
              </button>
            ) : null}
          </p>
        ) : null}
        <p className={cx('fc-offer-card__actions', classNames?.actions)}>
          {offer.exploreHref
            ? renderLink({
                href: offer.exploreHref,
                className: cx('fc-offer-card__explore', classNames?.explore),
                'aria-label': interpolate(t.exploreModelName, {
                  model: offer.modelName ?? offer.name,
                  name: offer.name,
                }),
                children: t.exploreModel,
              })
            : null}
          {renderLink({
            href: offer.href,
            className: cx('fc-offer-card__view', classNames?.view),
            'aria-label': interpolate(t.viewOfferName, { name: offer.name }),
            children: t.viewOffer,
          })}
        </p>
      </div>
    </article>
  );
}
