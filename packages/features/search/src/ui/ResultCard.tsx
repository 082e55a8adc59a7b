import { cx, Image, interpolate, Tag, type TagTone } from '@forecourt/ui-kit';
import type { ResultCardData } from '../car-hit.ts';

export interface ResultCardClassNames {
  root: string;
  image: string;
  tag: string;
  title: string;
  price: string;
  priceType: string;
  wasPrice: string;
  weekly: string;
  details: string;
  location: string;
  moreSold: string;
  toggles: string;
  toggle: string;
}

export interface ResultCardTranslations {
  /** Before the struck-through was-price (`Was`). */
  wasPrice: string;
  /** `{amount}` is replaced (`{amount} / week est.`). */
  weekly: string;
  /** The details list's name. */
  details: string;
  /** The Favourite toggle's visible text. */
  favourite: string;
  /** The Favourite toggle's accessible name; `{title}` is replaced. */
  favouriteName: string;
  /** The Compare toggle's visible text. */
  compare: string;
  /** The Compare toggle's accessible name; `{title}` is replaced. */
  compareName: string;
  /** Under a sold car that stands for a collapsed run; `{count}` is replaced (vehicle-stock §4). */
  moreSold: string;
}

export const RESULT_CARD_TRANSLATIONS: ResultCardTranslations = {
  wasPrice: 'Was',
  weekly: '{amount} / week est.',
  details: 'Key details',
  favourite: 'Save',
  favouriteName: 'Save {title} to favourites',
  compare: 'Compare',
  compareName: 'Compare {title}',
  moreSold: '+{count} more sold',
};

export interface ResultCardProps {
  card: ResultCardData;
  /** Favourite and compare state (`aria-pressed`). */
  favourite?: boolean;
  compared?: boolean;
  /**
   * Each toggle shows when `card.showToggles` (vehicle-stock §4) and its handler is given (the
   * site offers it).
   */
  onToggleFavourite?: (card: ResultCardData) => void;
  onToggleCompare?: (card: ResultCardData) => void;
  /**
   * Render the toggles disabled: on the server and until the saved lists are read in the browser
   * (they need JavaScript), so they hold their place without being dead buttons.
   */
  togglesDisabled?: boolean;
  /** This sold car stands for a run of sold cars: how many more were collapsed (vehicle-stock §4). */
  moreSoldCount?: number;
  headingLevel?: 2 | 3;
  /** Load the photo eagerly with high priority: the first card, the page's largest image. */
  priority?: boolean;
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

/**
 * A search result: photo, card tag, title link, price block, weekly estimate, key details, the
 * "+N more sold" line of a collapsed sold run, and the Favourite and Compare toggles.
 */
export function ResultCard({
  card,
  favourite = false,
  compared = false,
  onToggleFavourite,
  onToggleCompare,
  togglesDisabled = false,
  moreSoldCount = 0,
  headingLevel = 3,
  priority = false,
  className,
  classNames,
  translations,
}: ResultCardProps) {
  const t = { ...RESULT_CARD_TRANSLATIONS, ...translations };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const fill = (text: string) => interpolate(text, { title: card.title });
  const showToggles = card.showToggles && Boolean(onToggleFavourite || onToggleCompare);
  return (
    <article className={cx('fc-result-card', className, classNames?.root)}>
      {/* No photo: the kit's designed image-not-found picture, never an empty box (site-wide §8). */}
      <Image
        className={cx('fc-result-card__image', classNames?.image)}
        src={card.image}
        alt=""
        width={600}
        height={400}
        priority={priority}
      />
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
        {card.priceType ? (
          <span className={cx('fc-result-card__price-type', classNames?.priceType)}>
            {' '}
            {card.priceType}
          </span>
        ) : null}
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
      {moreSoldCount > 0 ? (
        <p className={cx('fc-result-card__more-sold', classNames?.moreSold)}>
          {interpolate(t.moreSold, { count: moreSoldCount })}
        </p>
      ) : null}
      {showToggles ? (
        <div className={cx('fc-result-card__toggles', classNames?.toggles)}>
          {onToggleFavourite ? (
            <button
              type="button"
              className={cx('fc-result-card__toggle', classNames?.toggle)}
              aria-label={fill(t.favouriteName)}
              aria-pressed={favourite}
              disabled={togglesDisabled}
              onClick={() => onToggleFavourite(card)}
            >
              {t.favourite}
            </button>
          ) : null}
          {onToggleCompare ? (
            <button
              type="button"
              className={cx('fc-result-card__toggle', classNames?.toggle)}
              aria-label={fill(t.compareName)}
              aria-pressed={compared}
              disabled={togglesDisabled}
              onClick={() => onToggleCompare(card)}
            >
              {t.compare}
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
