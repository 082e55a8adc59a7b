import type { OpeningHoursRow } from '@forecourt/site-config';
import { cx } from '@forecourt/ui-kit';

export interface OpeningHoursClassNames {
  root: string;
  row: string;
  day: string;
  hours: string;
  empty: string;
}

export interface OpeningHoursTranslations {
  /** Shown when the location has no hours (default `Please call us for our opening hours.`). */
  empty: string;
}

export interface OpeningHoursProps {
  /** From `groupOpeningHours` (site-wide §4): `Mon - Fri` or each weekday, then Sat and Sun. */
  rows: readonly OpeningHoursRow[];
  /** Names the list for assistive technology, e.g. `Sales opening hours`. */
  label?: string;
  className?: string;
  classNames?: Partial<OpeningHoursClassNames>;
  translations?: Partial<OpeningHoursTranslations>;
}

const DAY_NAMES: Readonly<Record<string, string>> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
  'Mon - Fri': 'Monday to Friday',
};

/**
 * The opening hours list (site-wide §4): Monday to Friday grouped when identical, Saturday and
 * Sunday apart, a closed day Closed or By appointment only — as the rows say. A description list;
 * short day labels carry their full names for screen readers.
 */
export function OpeningHours({
  rows,
  label,
  className,
  classNames,
  translations,
}: OpeningHoursProps) {
  const t: OpeningHoursTranslations = {
    empty: 'Please call us for our opening hours.',
    ...translations,
  };
  if (rows.length === 0) {
    return <p className={cx('fc-opening-hours__empty', className, classNames?.empty)}>{t.empty}</p>;
  }
  return (
    <dl aria-label={label} className={cx('fc-opening-hours', className, classNames?.root)}>
      {rows.map((row) => (
        <div key={row.label} className={cx('fc-opening-hours__row', classNames?.row)}>
          <dt className={cx('fc-opening-hours__day', classNames?.day)}>
            <abbr title={DAY_NAMES[row.label] ?? row.label}>{row.label}</abbr>
          </dt>
          <dd className={cx('fc-opening-hours__hours', classNames?.hours)}>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
