import { TZDate, tz } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';

/** Dates are shown in Brisbane time: AEST, UTC+10 all year, no daylight saving (site-wide §9). */
export const BRISBANE_TIME_ZONE = 'Australia/Brisbane';

/** The date format for blog cards, registration expiry and the site at large: `05 March 2026` (site-wide §3 Blog card). */
export const DATE_FORMAT = 'dd MMMM yyyy';

/**
 * Epoch numbers below this are read as seconds, at or above it as milliseconds. 1e11 seconds is
 * the year 5138; 1e11 milliseconds is 3 March 1973, so no real stock date is ambiguous.
 */
export const EPOCH_SECONDS_LIMIT = 100_000_000_000;

/**
 * What the date helpers accept:
 * - a `Date`;
 * - an ISO 8601 string: with `Z` or an offset it is that instant; without one (`2026-03-05`,
 *   `2026-03-05T09:30:00`) it is Brisbane wall-clock time;
 * - an epoch number: seconds (e.g. `sold_date_timestamp`) when below {@link EPOCH_SECONDS_LIMIT},
 *   milliseconds otherwise;
 * - `null` / `undefined` for a missing value.
 */
export type DateInput = Date | string | number | null | undefined;

const inBrisbane = tz(BRISBANE_TIME_ZONE);

/**
 * Reads a {@link DateInput} as a date in Brisbane time (site-wide §9); `null` when it is missing
 * or not a valid date.
 */
export function toBrisbaneDate(input: DateInput): TZDate | null {
  if (input === null || input === undefined) return null;
  let date: TZDate;
  if (typeof input === 'string') {
    date = parseISO(input.trim(), { in: inBrisbane });
  } else if (typeof input === 'number') {
    const ms = Math.abs(input) < EPOCH_SECONDS_LIMIT ? input * 1000 : input;
    date = new TZDate(ms, BRISBANE_TIME_ZONE);
  } else {
    date = new TZDate(input.getTime(), BRISBANE_TIME_ZONE);
  }
  return isValid(date) ? date : null;
}

/**
 * `dd MMMM yyyy` in Brisbane time, e.g. `05 March 2026` (site-wide §3 Blog card, §9 Sales counter
 * Brisbane timezone). Returns `null` when the input is missing or not a valid date.
 */
export function formatDate(input: DateInput): string | null {
  const date = toBrisbaneDate(input);
  return date === null ? null : format(date, DATE_FORMAT);
}
