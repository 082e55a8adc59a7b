/** The opening hour fields the view reads (site-wide §3 Opening hour entry). */
export interface OpeningHourInput {
  /** 0-6, 0 is Sunday. */
  weekday: number;
  /** Open, Closed or other text. */
  status?: string | null;
  formated_hours?: string | null;
  open?: string | null;
  close?: string | null;
}

/** Options: whether a closed day reads By appointment only, and the site's wording. */
export interface OpeningHoursOptions {
  /** Pass `location.closed_by_appointment ?? site.features.closed_by_appointment`. */
  closed_by_appointment?: boolean | null;
  /** The site's `texts` (defaults: Closed, By appointment only). */
  texts?: { closed?: string; by_appointment_only?: string };
}

/** One row of the opening hours list. */
export interface OpeningHoursRow {
  label: string;
  hours: string;
}

const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;

/** Label for Monday to Friday grouped into one row (site-wide §4). */
export const WEEKDAYS_LABEL = 'Mon - Fri';

function isClosedText(value: string | null | undefined): boolean {
  return value?.trim().toLowerCase() === 'closed';
}

function hoursText(entry: OpeningHourInput | undefined, closed: string): string {
  if (!entry) return closed;
  const status = entry.status?.trim() ?? '';
  if (isClosedText(status) || isClosedText(entry.formated_hours)) return closed;
  if (status !== '' && status.toLowerCase() !== 'open') return status;
  const formatted = entry.formated_hours?.trim();
  if (formatted) return formatted;
  if (entry.open && entry.close) return `${entry.open} - ${entry.close}`;
  return status || 'Open';
}

/**
 * The opening hours list (site-wide §4): Monday to Friday in one `Mon - Fri` row when all five
 * are identical, otherwise one row per day; Saturday and Sunday always their own rows. A closed
 * day reads Closed, or By appointment only when that option is on. A day with no entry counts
 * as closed; an empty list gives no rows. Open days show `formated_hours`, else `open - close`;
 * any other status text is shown as it is. The first entry for a weekday wins.
 */
export function groupOpeningHours(
  entries: readonly OpeningHourInput[],
  options: OpeningHoursOptions = {},
): OpeningHoursRow[] {
  if (entries.length === 0) return [];
  const closed = options.closed_by_appointment
    ? (options.texts?.by_appointment_only ?? 'By appointment only')
    : (options.texts?.closed ?? 'Closed');
  const byDay = (weekday: number) =>
    hoursText(
      entries.find((e) => e.weekday === weekday),
      closed,
    );
  const weekdays = WEEKDAY_LABELS.map((label, index) => ({ label, hours: byDay(index + 1) }));
  const first = byDay(1);
  const rows = weekdays.every((row) => row.hours === first)
    ? [{ label: WEEKDAYS_LABEL, hours: first }]
    : weekdays;
  return [...rows, { label: 'Sat', hours: byDay(6) }, { label: 'Sun', hours: byDay(0) }];
}
