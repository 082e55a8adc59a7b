import type { ReactNode } from 'react';
import { cx } from './cx.ts';

/** Colour of a tag: `primary` for RESERVED or offers, `danger` for JUST SOLD, and so on. */
export type TagTone =
  | 'neutral'
  | 'primary'
  | 'secondary'
  | 'accent'
  | 'success'
  | 'warning'
  | 'danger';

export interface TagClassNames {
  root: string;
}

export interface TagProps {
  children: ReactNode;
  tone?: TagTone;
  /** `solid` fills with the tone; `subtle` outlines it on the surface. */
  appearance?: 'solid' | 'subtle';
  className?: string;
  classNames?: Partial<TagClassNames>;
}

/** A short label on a card or page, e.g. a card tag such as COMING SOON (vehicle-stock §4). */
export function Tag({
  children,
  tone = 'neutral',
  appearance = 'solid',
  className,
  classNames,
}: TagProps) {
  return (
    <span
      className={cx(
        'fc-tag',
        `fc-tag--${tone}`,
        `fc-tag--${appearance}`,
        className,
        classNames?.root,
      )}
    >
      {children}
    </span>
  );
}
