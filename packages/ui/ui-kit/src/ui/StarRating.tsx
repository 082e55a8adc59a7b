import { formatRating, MAX_FULL_STARS, STAR_COUNT, starFills } from '@forecourt/format';
import { useId } from 'react';
import { cx } from './cx.ts';
import { interpolate } from './interpolate.ts';

export interface StarRatingClassNames {
  root: string;
  stars: string;
  star: string;
  value: string;
  count: string;
}

export interface StarRatingTranslations {
  /** The accessible name of the stars; `{rating}` and `{max}` are replaced. */
  label: string;
  /** After the count, `{count}` is replaced (default `({count} reviews)`). */
  count: string;
}

export interface StarRatingProps {
  /** 0 to 5; the review aggregate's `average_rating` string is accepted. */
  rating: number | string;
  /** How many reviews, shown after the rating when given. */
  reviewCount?: number;
  showValue?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  classNames?: Partial<StarRatingClassNames>;
  translations?: Partial<StarRatingTranslations>;
}

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

/**
 * A star rating: at most 4 full stars plus a partial one, the rating to one decimal place
 * (site-wide §9). The stars are one image named like `Rated 4.7 out of 5`.
 */
export function StarRating({
  rating,
  reviewCount,
  showValue = true,
  size = 'md',
  className,
  classNames,
  translations,
}: StarRatingProps) {
  const t: StarRatingTranslations = {
    label: 'Rated {rating} out of {max}',
    count: '({count} reviews)',
    ...translations,
  };
  const gradientId = useId().replace(/[^\w-]/g, '');
  const text = formatRating(rating);
  const fills = starFills(typeof rating === 'string' ? Number.parseFloat(rating) : rating);
  return (
    <span className={cx('fc-star-rating', `fc-star-rating--${size}`, className, classNames?.root)}>
      <span
        role="img"
        aria-label={interpolate(t.label, { rating: text, max: STAR_COUNT })}
        className={cx('fc-star-rating__stars', classNames?.stars)}
      >
        {fills.map((fill, index) => {
          const kind =
            fill === 0 ? 'empty' : fill === 1 && index < MAX_FULL_STARS ? 'full' : 'partial';
          const id = `${gradientId}-${index}`;
          return (
            <svg
              // biome-ignore lint/suspicious/noArrayIndexKey: star slots are positional
              key={index}
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              data-fill={kind}
              data-fill-amount={fill}
              className={cx(
                'fc-star-rating__star',
                `fc-star-rating__star--${kind}`,
                classNames?.star,
              )}
            >
              {kind === 'partial' && (
                <defs>
                  <linearGradient id={id}>
                    <stop offset={fill} stopColor="currentColor" />
                    <stop offset={fill} stopColor="transparent" />
                  </linearGradient>
                </defs>
              )}
              <path
                d={STAR_PATH}
                fill={
                  kind === 'full' ? 'currentColor' : kind === 'partial' ? `url(#${id})` : 'none'
                }
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
          );
        })}
      </span>
      {showValue && (
        <span className={cx('fc-star-rating__value', classNames?.value)} aria-hidden="true">
          {text}
        </span>
      )}
      {reviewCount !== undefined && (
        <span className={cx('fc-star-rating__count', classNames?.count)}>
          {interpolate(t.count, { count: reviewCount })}
        </span>
      )}
    </span>
  );
}
