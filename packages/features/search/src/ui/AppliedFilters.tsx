import { cx, Icon, interpolate } from '@forecourt/ui-kit';
import { X } from '@forecourt/ui-kit/icons';
import type { ReactNode } from 'react';
import type { AppliedFilter } from '../applied-filters.ts';

export interface AppliedFiltersClassNames {
  root: string;
  list: string;
  chip: string;
  clearAll: string;
}

export interface AppliedFiltersTranslations {
  /** The list's accessible name. */
  label: string;
  /** A chip's accessible name; `{label}` is replaced. */
  remove: string;
  clearAll: string;
}

export const APPLIED_FILTERS_TRANSLATIONS: AppliedFiltersTranslations = {
  label: 'Applied filters',
  remove: 'Remove filter {label}',
  clearAll: 'Clear all',
};

export interface AppliedFiltersProps {
  /** The chips (`appliedFilters(state)`); nothing renders without any. */
  filters: readonly AppliedFilter[];
  /** The search without any refinement (`clearAllFiltersHref(state)`). */
  clearAllHref: string;
  /** Draws a link (e.g. the router's `<Link>`); a plain `<a>` by default. */
  renderLink?: (link: {
    href: string;
    className: string;
    label?: string;
    children: ReactNode;
  }) => ReactNode;
  className?: string;
  classNames?: Partial<AppliedFiltersClassNames>;
  translations?: Partial<AppliedFiltersTranslations>;
}

const plainLink: NonNullable<AppliedFiltersProps['renderLink']> = ({
  href,
  className,
  label,
  children,
}) => (
  <a href={href} className={className} aria-label={label}>
    {children}
  </a>
);

/**
 * The applied refinements as removable chips above the results, on every screen size
 * (vehicle-stock §2): each chip is a link to the search without it, and Clear all a link to the
 * search without any, so they work without JavaScript.
 */
export function AppliedFilters({
  filters,
  clearAllHref,
  renderLink = plainLink,
  className,
  classNames,
  translations,
}: AppliedFiltersProps) {
  const t = { ...APPLIED_FILTERS_TRANSLATIONS, ...translations };
  if (filters.length === 0) return null;
  return (
    <div className={cx('fc-applied-filters', className, classNames?.root)}>
      <ul aria-label={t.label} className={cx('fc-applied-filters__list', classNames?.list)}>
        {filters.map((filter) => (
          <li key={filter.key}>
            {renderLink({
              href: filter.removeHref,
              className: cx('fc-chip', classNames?.chip),
              label: interpolate(t.remove, { label: filter.label }),
              children: (
                <>
                  <span>{filter.label}</span>
                  <Icon icon={X} size={16} />
                </>
              ),
            })}
          </li>
        ))}
        <li>
          {renderLink({
            href: clearAllHref,
            className: cx('fc-applied-filters__clear', classNames?.clearAll),
            children: t.clearAll,
          })}
        </li>
      </ul>
    </div>
  );
}
