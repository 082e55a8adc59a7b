import { cx, Tag, type TagTone } from '@forecourt/ui-kit';
import type { ResultCardData } from '../car-hit.ts';

export interface ResultCardClassNames {
  root: string;
  image: string;
  tag: string;
  title: string;
  price: string;
  wasPrice: string;
  weekly: string;
  details: string;
  location: string;
  toggles: string;
}

export interface ResultCardTranslations {
  /** Before the struck-through was-price (`Was`). */
  wasPrice: string;
  /** `{amount}` is replaced (`{amount} / week est.`). */
  weekly: string;
  /** The details list's name. */
  details: string;
  favourite: string;
  compare: string;
}

export const RESULT_CARD_TRANSLATIONS: ResultCardTranslations = {
  wasPrice: 'Was',
  weekly: '{amount} / week est.',
  details: 'Key details',
  favourite: 'Save {title} to favourites',
  compare: 'Compare {title}',
};

export interface ResultCardProps {
  card: ResultCardData;
  /** Favourite and compare state; the toggles show only when `card.showToggles` (vehicle-stock §4). */
  favourite?: boolean;
  compared?: boolean;
  onToggleFavourite?: (card: ResultCardData) => void;
  onToggleCompare?: (card: ResultCardData) => void;
  headingLevel?: 2 | 3;
  className?: string;
  classNames?: Partial<ResultCardClassNames>;
  translations?: Partial<ResultCardTranslations>;
}

const TAG_TONES: Readonly<Record<string, TagTone>> = {
  sold: 'danger',
  reserved: 'primary',
  coming_soon: 'accent',
  fuel: 'success',
};

/** A search result: photo, card tag, title link, price block, weekly estimate, key details. */
export function ResultCard({
  card,
  favourite = false,
  compared = false,
  onToggleFavourite,
  onToggleCompare,
  headingLevel = 3,
  className,
  classNames,
  translations,
}: ResultCardProps) {
  const t = { ...RESULT_CARD_TRANSLATIONS, ...translations };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const fill = (text: string) => text.replace('{title}', card.title);
  return (
    <article className={cx('fc-result-card', className, classNames?.root)}>
      {card.image ? (
        <img
          className={cx('fc-result-card__image', classNames?.image)}
          src={card.image}
          alt=""
          width={600}
          height={400}
          loading="lazy"
        />
      ) : null}
      {card.tag ? (
        <Tag
          tone={TAG_TONES[card.tag.kind] ?? 'neutral'}
          className={cx('fc-result-card__tag', classNames?.tag)}
        >
          {card.tag.text}
        </Tag>
      ) : null}
      <Heading className={cx('fc-result-card__title', classNames?.title)}>
        <a href={card.path}>{card.title}</a>
      </Heading>
      <p className={cx('fc-result-card__price', classNames?.price)}>
        {card.priceText}
        {card.wasPriceText ? (
          <>
            {' '}
            <span className={cx('fc-result-card__was-price', classNames?.wasPrice)}>
              {t.wasPrice} <s>{card.wasPriceText}</s>
            </span>
          </>
        ) : null}
      </p>
      {card.weeklyText ? (
        <p className={cx('fc-result-card__weekly', classNames?.weekly)}>
          {t.weekly.replace('{amount}', card.weeklyText)}
        </p>
      ) : null}
      {card.details.length ? (
        <ul className={cx('fc-result-card__details', classNames?.details)} aria-label={t.details}>
          {card.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      {card.location ? (
        <p className={cx('fc-result-card__location', classNames?.location)}>{card.location}</p>
      ) : null}
      {card.showToggles ? (
        <div className={cx('fc-result-card__toggles', classNames?.toggles)}>
          <button
            type="button"
            aria-pressed={favourite}
            onClick={onToggleFavourite ? () => onToggleFavourite(card) : undefined}
          >
            {fill(t.favourite)}
          </button>
          <button
            type="button"
            aria-pressed={compared}
            onClick={onToggleCompare ? () => onToggleCompare(card) : undefined}
          >
            {fill(t.compare)}
          </button>
        </div>
      ) : null}
    </article>
  );
}
