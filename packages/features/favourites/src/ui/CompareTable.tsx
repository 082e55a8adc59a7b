import { cx, Image } from '@forecourt/ui-kit';
import type { ReactNode } from 'react';
import type { Comparison } from '../compare-rows.ts';

export interface CompareTableClassNames {
  root: string;
  table: string;
  head: string;
  price: string;
  status: string;
  empty: string;
}

export interface CompareTableTranslations {
  /** The table's caption (read by screen readers). */
  caption: string;
  /** The empty corner cell's text (visually hidden). */
  corner: string;
  empty: string;
}

export const COMPARE_TABLE_TRANSLATIONS: CompareTableTranslations = {
  caption: 'Cars side by side',
  corner: 'Detail',
  empty:
    'There are no cars to compare. Pick up to 3 with Compare in the search results, then open them from your saved cars.',
};

export interface CompareTableProps {
  comparison: Comparison;
  renderLink?: (link: { href: string; children: ReactNode }) => ReactNode;
  emptyAction?: ReactNode;
  className?: string;
  classNames?: Partial<CompareTableClassNames>;
  translations?: Partial<CompareTableTranslations>;
}

/**
 * Up to three cars side by side: one column a car, headed by its photo (the
 * kit's image-not-found picture without one), name link, price, price type and availability,
 * then a row a fact. A real table, so a screen reader reads each value with its car and fact;
 * it scrolls sideways on a phone with the fact names held in view.
 */
export function CompareTable({
  comparison,
  renderLink = ({ href, children }) => <a href={href}>{children}</a>,
  emptyAction,
  className,
  classNames,
  translations,
}: CompareTableProps) {
  const t = { ...COMPARE_TABLE_TRANSLATIONS, ...translations };
  const { columns, rows } = comparison;
  if (columns.length === 0) {
    return (
      <div className={cx('fc-compare__empty', className, classNames?.empty)}>
        <p>{t.empty}</p>
        {emptyAction}
      </div>
    );
  }
  return (
    <div className={cx('fc-compare', className, classNames?.root)}>
      <table className={cx('fc-compare__table', classNames?.table)}>
        <caption className="fc-visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <td className="fc-compare__corner">
              <span className="fc-visually-hidden">{t.corner}</span>
            </td>
            {columns.map((column) => (
              <th
                key={column.slug}
                scope="col"
                className={cx('fc-compare__head', classNames?.head)}
              >
                <Image src={column.image} alt="" width={300} height={200} transformWidth={480} />
                <span className="fc-compare__title">
                  {renderLink({ href: column.path, children: column.title })}
                </span>
                <span className={cx('fc-compare__price', classNames?.price)}>
                  {column.priceText}
                  {column.priceType ? (
                    <span className="fc-compare__price-type"> {column.priceType}</span>
                  ) : null}
                </span>
                <span className={cx('fc-compare__status', classNames?.status)}>
                  {column.status}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={columns[index]?.slug ?? index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
