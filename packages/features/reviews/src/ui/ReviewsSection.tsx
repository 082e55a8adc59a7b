import { StarRating } from '@forecourt/ui-kit';
import type { ReviewsSectionData } from '../review-view.ts';

export interface ReviewsSectionTranslations {
  heading: string;
  /** After the average: `{count}` is replaced. */
  basedOn: string;
  /** The screen-reader text of the average: `{rating}` is replaced. */
  ratingLabel: string;
  reply: string;
  empty: string;
}

export const REVIEWS_SECTION_TRANSLATIONS: ReviewsSectionTranslations = {
  heading: 'What our customers say',
  basedOn: 'Based on {count} Google reviews',
  ratingLabel: 'Rated {rating} out of 5',
  reply: 'Reply from the dealer',
  empty: 'No reviews to show yet.',
};

export interface ReviewsSectionProps {
  section: ReviewsSectionData;
  translations?: Partial<ReviewsSectionTranslations>;
  className?: string;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

/**
 * The reviews section (site-wide §2, §3 Review, §5, §9): the average to one decimal with its
 * stars (at most 4 full plus a partial; the rating as text for screen readers) and the review
 * count, then the reviews that passed the site's gate. Every name, title, text and reply is
 * shopper or dealer text and is rendered as text, never as HTML.
 */
export function ReviewsSection({ section, translations, className }: ReviewsSectionProps) {
  const t = { ...REVIEWS_SECTION_TRANSLATIONS, ...translations };
  if (section.average === null && section.reviews.length === 0) return null;
  return (
    <section
      className={['section', 'reviews-section', className].filter(Boolean).join(' ')}
      aria-labelledby="reviews-heading"
    >
      <h2 id="reviews-heading">{t.heading}</h2>
      {section.average !== null ? (
        <p className="reviews-section__aggregate">
          <span className="reviews-section__average" aria-hidden="true">
            {section.average}
          </span>
          <StarRating
            rating={section.average}
            showValue={false}
            size="lg"
            translations={{ label: fill(t.ratingLabel, { rating: section.average }) }}
          />
          <span className="reviews-section__count">
            {fill(t.basedOn, { count: section.count })}
          </span>
        </p>
      ) : null}
      {section.reviews.length ? (
        <ul className="reviews-section__list">
          {section.reviews.map((review) => (
            <li key={review.id}>
              <article className="review-card" aria-label={`Review by ${review.name}`}>
                <StarRating
                  rating={review.rating}
                  size="sm"
                  translations={{
                    label: fill(t.ratingLabel, { rating: review.rating.toFixed(1) }),
                  }}
                />
                {review.title ? <h3 className="review-card__title">{review.title}</h3> : null}
                {review.text ? <p className="review-card__text">{review.text}</p> : null}
                <p className="review-card__byline">
                  {review.name}
                  {review.date ? (
                    <>
                      {' · '}
                      <time dateTime={review.dateTime}>{review.date}</time>
                    </>
                  ) : null}
                </p>
                {review.reply ? (
                  <div className="review-card__reply">
                    <p className="review-card__reply-label">{t.reply}</p>
                    <p>{review.reply.text}</p>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.empty}</p>
      )}
    </section>
  );
}
