import { cx } from './cx.ts';

export interface BreadcrumbItem {
  label: string;
  /** Leave out on the last item: it is the current page. */
  href?: string;
}

export interface BreadcrumbsClassNames {
  root: string;
  list: string;
  item: string;
  link: string;
  current: string;
  separator: string;
}

export interface BreadcrumbsTranslations {
  /** The landmark's name (default `Breadcrumb`). */
  label: string;
}

export interface BreadcrumbsProps {
  /** Home, then car type, make, model or body, then the current page (site-wide §2). */
  items: readonly BreadcrumbItem[];
  className?: string;
  classNames?: Partial<BreadcrumbsClassNames>;
  translations?: Partial<BreadcrumbsTranslations>;
}

/** A breadcrumb trail: a named `nav` with an ordered list; the last item is the current page. */
export function Breadcrumbs({ items, className, classNames, translations }: BreadcrumbsProps) {
  const t: BreadcrumbsTranslations = { label: 'Breadcrumb', ...translations };
  return (
    <nav aria-label={t.label} className={cx('fc-breadcrumbs', className, classNames?.root)}>
      <ol className={cx('fc-breadcrumbs__list', classNames?.list)}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li
              key={`${item.href ?? ''}|${item.label}`}
              className={cx('fc-breadcrumbs__item', classNames?.item)}
            >
              {isCurrent || !item.href ? (
                <span
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cx('fc-breadcrumbs__current', classNames?.current)}
                >
                  {item.label}
                </span>
              ) : (
                <a href={item.href} className={cx('fc-breadcrumbs__link', classNames?.link)}>
                  {item.label}
                </a>
              )}
              {!isCurrent && (
                <span
                  aria-hidden="true"
                  className={cx('fc-breadcrumbs__separator', classNames?.separator)}
                >
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
