import type { MouseEvent } from 'react';
import { ChevronLeft, ChevronRight } from '../icons.ts';
import { cx } from './cx.ts';
import { Icon } from './Icon.tsx';
import { interpolate } from './interpolate.ts';

export interface PaginationClassNames {
  root: string;
  list: string;
  item: string;
  link: string;
  current: string;
  ellipsis: string;
  previous: string;
  next: string;
}

export interface PaginationTranslations {
  /** The landmark's name (default `Pagination`). */
  label: string;
  previous: string;
  next: string;
  /** `{page}` is replaced (default `Page {page}`). */
  page: string;
}

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  /** The URL of a page (links work without JavaScript and for crawlers). */
  hrefForPage: (page: number) => string;
  /** Called on a click (e.g. to navigate client-side); call `event.preventDefault()` to take over. */
  onPageChange?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Pages shown either side of the current one (default 1). */
  siblings?: number;
  className?: string;
  classNames?: Partial<PaginationClassNames>;
  translations?: Partial<PaginationTranslations>;
}

/** The page numbers to show: first, last, the current with its siblings, `null` for a gap. */
export function paginationRange(page: number, pageCount: number, siblings = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  const from = Math.max(2, page - siblings);
  const to = Math.min(pageCount - 1, page + siblings);
  pages.push(1);
  if (from > 2) pages.push(from === 3 ? 2 : null);
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < pageCount - 1) pages.push(to === pageCount - 2 ? pageCount - 1 : null);
  if (pageCount > 1) pages.push(pageCount);
  return pages;
}

/** Page links for search results, with previous and next; the current page has `aria-current`. */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  onPageChange,
  siblings = 1,
  className,
  classNames,
  translations,
}: PaginationProps) {
  const t: PaginationTranslations = {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {page}',
    ...translations,
  };
  if (pageCount <= 1) return null;
  const link = (target: number, content: React.ReactNode, label: string, extra?: string) => (
    <a
      href={hrefForPage(target)}
      aria-label={label}
      className={cx('fc-pagination__link', classNames?.link, extra)}
      onClick={onPageChange ? (event) => onPageChange(target, event) : undefined}
    >
      {content}
    </a>
  );
  return (
    <nav aria-label={t.label} className={cx('fc-pagination', className, classNames?.root)}>
      <ul className={cx('fc-pagination__list', classNames?.list)}>
        <li className={cx('fc-pagination__item', classNames?.item)}>
          {page > 1 &&
            link(
              page - 1,
              <Icon icon={ChevronLeft} size={16} />,
              t.previous,
              cx('fc-pagination__previous', classNames?.previous),
            )}
        </li>
        {paginationRange(page, pageCount, siblings).map((target, index) => (
          <li
            key={target ?? `gap-${index}`}
            className={cx('fc-pagination__item', classNames?.item)}
          >
            {target === null ? (
              <span
                aria-hidden="true"
                className={cx('fc-pagination__ellipsis', classNames?.ellipsis)}
              >
                …
              </span>
            ) : target === page ? (
              <a
                href={hrefForPage(target)}
                aria-current="page"
                aria-label={interpolate(t.page, { page: target })}
                className={cx('fc-pagination__link', 'fc-pagination__current', classNames?.current)}
              >
                {target}
              </a>
            ) : (
              link(target, target, interpolate(t.page, { page: target }))
            )}
          </li>
        ))}
        <li className={cx('fc-pagination__item', classNames?.item)}>
          {page < pageCount &&
            link(
              page + 1,
              <Icon icon={ChevronRight} size={16} />,
              t.next,
              cx('fc-pagination__next', classNames?.next),
            )}
        </li>
      </ul>
    </nav>
  );
}
