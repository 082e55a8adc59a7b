import { Button, cx } from '@forecourt/ui-kit';
import { useId, useState } from 'react';
import type { DealerCommentsView } from '../dealer-comments-text.ts';

export interface DealerCommentsClassNames {
  root: string;
  heading: string;
  body: string;
  pending: string;
  toggle: string;
}

export interface DealerCommentsTranslations {
  heading: string;
  showMore: string;
  showLess: string;
}

export const DEALER_COMMENTS_TRANSLATIONS: DealerCommentsTranslations = {
  heading: 'Dealer Comments',
  showMore: 'Show more',
  showLess: 'Show less',
};

export interface DealerCommentsProps {
  /** From `dealerComments()` of `@forecourt/vdp/server`: sanitised HTML and its preview. */
  comments: DealerCommentsView;
  defaultExpanded?: boolean;
  /** Hide the heading when a tab already names the section. */
  hideHeading?: boolean;
  className?: string;
  classNames?: Partial<DealerCommentsClassNames>;
  translations?: Partial<DealerCommentsTranslations>;
}

/**
 * Dealer comments: a 400-character preview with show more or less, the sanitised HTML when
 * expanded, or the pending text when there are none (vehicle-stock §4). Only `SanitizedHtml`
 * (made by the server-side sanitiser) is rendered as HTML.
 */
export function DealerComments({
  comments,
  defaultExpanded = false,
  hideHeading = false,
  className,
  classNames,
  translations,
}: DealerCommentsProps) {
  const t = { ...DEALER_COMMENTS_TRANSLATIONS, ...translations };
  const [expanded, setExpanded] = useState(defaultExpanded);
  const headingId = useId();
  const bodyId = useId();
  const showHtml = comments.kind === 'comments' && (expanded || !comments.truncated);
  return (
    <section
      aria-labelledby={headingId}
      className={cx('fc-vdp-comments', className, classNames?.root)}
    >
      <h2
        id={headingId}
        className={cx(
          'fc-vdp-comments__heading',
          hideHeading && 'visually-hidden',
          classNames?.heading,
        )}
      >
        {t.heading}
      </h2>
      {comments.kind === 'pending' ? (
        <p className={cx('fc-vdp-comments__pending', classNames?.pending)}>{comments.text}</p>
      ) : (
        <>
          {showHtml ? (
            <div
              id={bodyId}
              className={cx('fc-vdp-comments__body', classNames?.body)}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: SanitizedHtml only comes from dealerComments() on the server (@forecourt/dealer-comments, sanitize-html).
              dangerouslySetInnerHTML={{ __html: comments.html }}
            />
          ) : (
            <p id={bodyId} className={cx('fc-vdp-comments__body', classNames?.body)}>
              {comments.preview}
            </p>
          )}
          {comments.truncated ? (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={expanded}
              aria-controls={bodyId}
              className={classNames?.toggle}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t.showLess : t.showMore}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
