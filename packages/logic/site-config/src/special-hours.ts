/** A special (holiday) hours entry in either of its two forms (site-wide §3 Special hours). */
export interface SpecialHourInput {
  date: string;
  status?: string | null;
  location_id?: number | null;
  start_hour?: string | null;
  end_hour?: string | null;
  hours?: { begin?: string | null; end?: string | null } | null;
}

/** A normalised special hours row for the holiday-hours dialog (site-wide §2). */
export interface SpecialHoursRow {
  /** `YYYY-MM-DD`. */
  date: string;
  location_id: number | null;
  status: string;
  open: string | null;
  close: string | null;
  closed: boolean;
  /** Display text: Closed, `open - close`, or the status. */
  hours: string;
}

/** Options: the site's time zone for "today", a location filter and the closed wording. */
export interface SpecialHoursOptions {
  /** IANA zone; the site's `time_zone` (default Australia/Brisbane, site-wide §9). */
  time_zone?: string;
  /** Keep only this location's entries (and entries for no particular location). */
  location_id?: number | null;
  texts?: { closed?: string };
}

/** `now` as `YYYY-MM-DD` in the given time zone. */
export function localDate(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Special (holiday) hours to show (site-wide §3, §2 holiday-hours dialog): both source forms
 * (`start_hour`/`end_hour` or `hours.begin`/`end`) normalised to `open`/`close`; only today and
 * later (dates compared as local calendar days in the site's time zone; a time part on the entry
 * date is ignored); sorted by date. Entries with an unreadable date are dropped.
 */
export function specialHours(
  entries: readonly SpecialHourInput[],
  now: Date,
  options: SpecialHoursOptions = {},
): SpecialHoursRow[] {
  const today = localDate(now, options.time_zone ?? 'Australia/Brisbane');
  const closedText = options.texts?.closed ?? 'Closed';
  const rows: SpecialHoursRow[] = [];
  for (const entry of entries) {
    const date = /^(\d{4}-\d{2}-\d{2})/.exec(entry.date)?.[1];
    if (date === undefined || date < today) continue;
    const location_id = entry.location_id ?? null;
    if (
      options.location_id != null &&
      location_id !== null &&
      location_id !== options.location_id
    ) {
      continue;
    }
    const status = entry.status?.trim() || 'Open';
    const open = entry.start_hour ?? entry.hours?.begin ?? null;
    const close = entry.end_hour ?? entry.hours?.end ?? null;
    const closed = status.toLowerCase() === 'closed';
    const hours = closed ? closedText : open && close ? `${open} - ${close}` : status;
    rows.push({ date, location_id, status, open, close, closed, hours });
  }
  return rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
