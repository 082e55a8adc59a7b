import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface CardClassNames {
  root: string;
  media: string;
  body: string;
  title: string;
  titleLink: string;
  footer: string;
}

export interface CardProps {
  title: ReactNode;
  /** The title's heading level (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Makes the whole card clickable through its title link (the link's hit area covers the card),
   * so screen readers hear one link, not a wrapped block.
   */
  href?: string;
  media?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  variant?: 'elevated' | 'outlined' | 'flat';
  className?: string;
  classNames?: Partial<CardClassNames>;
}

/** A content card: media, a titled body and a footer for actions (vehicle, location, offer, blog). */
export function Card({
  title,
  headingLevel = 3,
  href,
  media,
  children,
  footer,
  variant = 'elevated',
  className,
  classNames,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cx(
        'fc-card',
        `fc-card--${variant}`,
        href && 'fc-card--linked',
        className,
        classNames?.root,
      )}
    >
      {media && <div className={cx('fc-card__media', classNames?.media)}>{media}</div>}
      <div className={cx('fc-card__body', classNames?.body)}>
        <Heading className={cx('fc-card__title', classNames?.title)}>
          {href ? (
            <a className={cx('fc-card__title-link', classNames?.titleLink)} href={href}>
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {children}
      </div>
      {footer && <div className={cx('fc-card__footer', classNames?.footer)}>{footer}</div>}
    </article>
  );
}
