import { cx } from '@forecourt/ui-kit';
import { EMPTY_STATE_TEXTS, type EmptyStateTexts } from '../results-page.ts';

export interface EmptyStateClassNames {
  root: string;
  title: string;
  text: string;
  link: string;
}

export interface EmptyStateProps {
  /** Where Clear Filters goes: `clearFiltersHref(pathname)` (vehicle-stock §2). */
  clearFiltersHref: string;
  headingLevel?: 2 | 3;
  className?: string;
  classNames?: Partial<EmptyStateClassNames>;
  translations?: Partial<EmptyStateTexts>;
}

/** No results: "No Results Available", the hint and a Clear Filters link (vehicle-stock §2). */
export function EmptyState({
  clearFiltersHref,
  headingLevel = 2,
  className,
  classNames,
  translations,
}: EmptyStateProps) {
  const t = { ...EMPTY_STATE_TEXTS, ...translations };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cx('fc-search-empty', className, classNames?.root)}>
      <Heading className={cx('fc-search-empty__title', classNames?.title)}>{t.title}</Heading>
      <p className={cx('fc-search-empty__text', classNames?.text)}>{t.text}</p>
      <a className={cx('fc-search-empty__link', classNames?.link)} href={clearFiltersHref}>
        {t.clearFilters}
      </a>
    </div>
  );
}
