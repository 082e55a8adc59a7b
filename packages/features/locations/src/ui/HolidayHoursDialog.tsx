import { Button, cx, Dialog } from '@forecourt/ui-kit';
import type { HolidayHoursRow } from '../location-view.ts';

export interface HolidayHoursDialogClassNames {
  trigger: string;
  table: string;
}

export interface HolidayHoursDialogTranslations {
  /** The button and the dialog title (default `Holiday hours`). */
  title: string;
  /** Read with the title (default `Special opening hours for public holidays.`). */
  description: string;
  date: string;
  hours: string;
}

export interface HolidayHoursDialogProps {
  /** From `holidayHours` (site-wide §3 Special hours): today and later, by date. */
  rows: readonly HolidayHoursRow[];
  /** Whose hours, e.g. the location's name; added to the button's accessible name. */
  locationName?: string;
  defaultOpen?: boolean;
  className?: string;
  classNames?: Partial<HolidayHoursDialogClassNames>;
  translations?: Partial<HolidayHoursDialogTranslations>;
}

/**
 * The holiday-hours dialog (site-wide §2): a Holiday hours button opening a ui-kit Dialog with a
 * table of dates and hours. Renders nothing when there are no upcoming holiday hours.
 */
export function HolidayHoursDialog({
  rows,
  locationName,
  defaultOpen,
  className,
  classNames,
  translations,
}: HolidayHoursDialogProps) {
  const t: HolidayHoursDialogTranslations = {
    title: 'Holiday hours',
    description: 'Special opening hours for public holidays.',
    date: 'Date',
    hours: 'Hours',
    ...translations,
  };
  if (rows.length === 0) return null;
  return (
    <Dialog
      title={locationName ? `${t.title}: ${locationName}` : t.title}
      description={t.description}
      defaultOpen={defaultOpen}
      size="sm"
      trigger={
        <Button
          variant="outline"
          size="sm"
          className={cx('fc-holiday-hours__trigger', className, classNames?.trigger)}
          aria-label={locationName ? `${t.title}: ${locationName}` : undefined}
        >
          {t.title}
        </Button>
      }
    >
      <table className={cx('fc-holiday-hours__table', classNames?.table)}>
        <thead>
          <tr>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.hours}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.date}>
              <th scope="row">
                <time dateTime={row.date}>{row.dateLabel}</time>
              </th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
