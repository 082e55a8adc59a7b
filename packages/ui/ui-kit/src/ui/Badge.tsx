import { cx } from './cx.ts';

export interface BadgeClassNames {
  root: string;
}

export interface BadgeProps {
  /** The number shown, e.g. how many cars are in the watchlist. */
  count: number;
  /** Hidden text that says what the number counts, e.g. `saved cars`. */
  label: string;
  /** Counts above this show as `{max}+` (default 99). */
  max?: number;
  tone?: 'primary' | 'secondary' | 'danger';
  className?: string;
  classNames?: Partial<BadgeClassNames>;
}

/** A small count pill, e.g. on a watchlist or compare button. */
export function Badge({
  count,
  label,
  max = 99,
  tone = 'primary',
  className,
  classNames,
}: BadgeProps) {
  const shown = count > max ? `${max}+` : String(count);
  return (
    <span className={cx('fc-badge', `fc-badge--${tone}`, className, classNames?.root)}>
      {shown}
      <span className="fc-visually-hidden"> {label}</span>
    </span>
  );
}
