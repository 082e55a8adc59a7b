import { cx } from './cx.ts';

export interface StatBannerItem {
  /** E.g. `50+`. */
  value: string;
  /** E.g. `Locations`. */
  label: string;
}

export interface StatBannerClassNames {
  root: string;
  list: string;
  item: string;
  value: string;
  label: string;
}

export interface StatBannerProps {
  /** The site config's `stats_banner`, e.g. 50+ Locations, 40+ Brands, 30+ Years (site-wide §1). */
  items: readonly StatBannerItem[];
  /** Names the banner for screen readers (default `Our numbers`). */
  label?: string;
  tone?: 'primary' | 'surface';
  className?: string;
  classNames?: Partial<StatBannerClassNames>;
}

/** A row of headline numbers; renders nothing when the site has none. */
export function StatBanner({
  items,
  label = 'Our numbers',
  tone = 'primary',
  className,
  classNames,
}: StatBannerProps) {
  if (items.length === 0) return null;
  return (
    <section
      className={cx('fc-stat-banner', `fc-stat-banner--${tone}`, className, classNames?.root)}
      aria-label={label}
    >
      <ul className={cx('fc-stat-banner__list', classNames?.list)}>
        {items.map((item) => (
          <li
            key={`${item.value}-${item.label}`}
            className={cx('fc-stat-banner__item', classNames?.item)}
          >
            <span className={cx('fc-stat-banner__value', classNames?.value)}>{item.value}</span>{' '}
            <span className={cx('fc-stat-banner__label', classNames?.label)}>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
