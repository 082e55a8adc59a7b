import { TZDate } from '@date-fns/tz';
import { type SpecialHourInput, specialHours } from '@forecourt/site-config';

/** Test drive appointments are booked in slots of this many minutes. */
export const APPOINTMENT_SLOT_MINUTES = 30;

/** Used when a location has no (known) state: site-wide §9 "Default state qld". */
export const DEFAULT_TIME_ZONE = 'Australia/Brisbane';

/** A location's time zone by its state or territory. */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
  ACT: 'Australia/Sydney',
};

/** The time zone of a location in this state; Brisbane when the state is missing or unknown. */
export function stateTimeZone(state: string | null | undefined): string {
  return STATE_TIME_ZONES[(state ?? '').trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;
}

/** An opening hours entry as stored on a location (site-wide §3 Opening hour entry). */
export interface OpeningHoursInput {
  weekday: number;
  status?: string | null;
  open?: string | null;
  close?: string | null;
}

/** One day of the booking calendar: its date and free slot start times (`HH:MM`, local). */
export interface AppointmentDay {
  date: string;
  slots: string[];
}

export interface AppointmentOptions {
  openingHours: readonly OpeningHoursInput[];
  specialHours: readonly SpecialHourInput[];
  locationId: number;
  /** First day, `YYYY-MM-DD` (a real calendar date). */
  from: string;
  days: number;
  now: Date;
  timeZone: string;
}

/** `YYYY-MM-DD` of a real calendar date (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Today's date, `YYYY-MM-DD`, in the time zone. */
export function localDate(now: Date, timeZone: string): string {
  const local = new TZDate(now.getTime(), timeZone);
  return [local.getFullYear(), local.getMonth() + 1, local.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
}

/**
 * Minutes after midnight for `HH:MM` (also `H:MM`, `9:00 am`, `5:30 pm`, `24:00`), or null when
 * the text is no time.
 */
export function minutesOfDay(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*(am|pm)?\s*$/i.exec(text ?? '');
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  const total = hours * 60 + minutes;
  return total <= 24 * 60 ? total : null;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const isClosed = (status: string | null | undefined) =>
  (status ?? '').trim().toLowerCase() === 'closed';

function addDays(date: string, days: number): { date: string; weekday: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return { date: shifted.toISOString().slice(0, 10), weekday: shifted.getUTCDay() };
}

/**
 * The open periods of one day: the special hours entry for that date when there is one
 * (closed, or its own open and close), otherwise the weekday's opening hours entries (a weekday
 * may have several, e.g. a lunch break). A special entry that is neither closed nor has hours
 * (e.g. status "By appointment") leaves the weekday's hours in force.
 */
function openPeriods(
  date: string,
  weekday: number,
  options: AppointmentOptions,
  special: Map<string, { closed: boolean; open: string | null; close: string | null }>,
): [number, number][] {
  const override = special.get(date);
  if (override?.closed) return [];
  const entries =
    override?.open && override.close
      ? [{ weekday, status: 'Open', open: override.open, close: override.close }]
      : options.openingHours.filter((entry) => entry.weekday === weekday);
  const periods: [number, number][] = [];
  for (const entry of entries) {
    if (isClosed(entry.status)) continue;
    const open = minutesOfDay(entry.open);
    const close = minutesOfDay(entry.close);
    if (open !== null && close !== null && close > open) periods.push([open, close]);
  }
  return periods;
}

/**
 * Test drive appointment slots (vehicle-stock §5 "optional date and time booking", §7
 * "Appointment fetch for test drive booking"): for each of `days` days from `from`, 30-minute
 * slots from the opening time, the last one ending at or before closing time; none on closed
 * days; none starting at or before `now`. Times are the location's local wall-clock time in
 * `timeZone`, so "now" is compared as an instant.
 */
export function appointmentDays(options: AppointmentOptions): AppointmentDay[] {
  const special = new Map(
    specialHours(options.specialHours, options.now, {
      time_zone: options.timeZone,
      location_id: options.locationId,
    }).map((row) => [row.date, row]),
  );
  const nowMs = options.now.getTime();
  const result: AppointmentDay[] = [];
  for (let offset = 0; offset < options.days; offset += 1) {
    const { date, weekday } = addDays(options.from, offset);
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const slots = new Set<number>();
    for (const [open, close] of openPeriods(date, weekday, options, special)) {
      for (let start = open; start + APPOINTMENT_SLOT_MINUTES <= close; ) {
        const at = new TZDate(
          year,
          month - 1,
          day,
          Math.floor(start / 60),
          start % 60,
          options.timeZone,
        );
        if (at.getTime() > nowMs) slots.add(start);
        start += APPOINTMENT_SLOT_MINUTES;
      }
    }
    result.push({ date, slots: [...slots].sort((a, b) => a - b).map(hhmm) });
  }
  return result;
}

/** A location's hours as stored (the columns the slot computation reads). */
export interface LocationHoursRow {
  id: number;
  state: string | null;
  opening_hours: unknown;
  special_hours: unknown;
}

/**
 * A location's free slots for `days` days from `from` (today there by default), in its state's
 * time zone: what `GET /api/locations/{id}/appointments` answers and what a booked test drive is
 * checked against (vehicle-stock §5, §7).
 */
export function locationAppointments(
  location: LocationHoursRow,
  options: { now: Date; from?: string; days: number },
): { timeZone: string; days: AppointmentDay[] } {
  const timeZone = stateTimeZone(location.state);
  return {
    timeZone,
    days: appointmentDays({
      openingHours: Array.isArray(location.opening_hours)
        ? (location.opening_hours as OpeningHoursInput[])
        : [],
      specialHours: Array.isArray(location.special_hours)
        ? (location.special_hours as SpecialHourInput[])
        : [],
      locationId: location.id,
      from: options.from ?? localDate(options.now, timeZone),
      days: options.days,
      now: options.now,
      timeZone,
    }),
  };
}

/** The field-level messages of a booked time that is not a free slot (vehicle-stock §5, §8). */
export const BOOKING_SLOT_MESSAGES = {
  noBooking:
    'Test drive times cannot be booked for this vehicle. Please leave the date and time empty.',
  unknownDate: 'Please choose a valid date.',
  pastDate: 'That date has passed. Please choose today or a later date.',
  closedDay: 'We are closed on that day. Please choose another date.',
  pastTime: 'That time has passed. Please choose a later time.',
  notFree: 'That time is not available. Please choose one of the free times for that day.',
} as const;

/** A booking problem: the field it belongs to and its message. */
export interface BookingSlotIssue {
  field: 'booking_date' | 'booking_time';
  message: string;
}

/**
 * Checks a test drive's `date` (`YYYY-MM-DD`) and `time` (`HH:MM`) against the location's free
 * slots in its time zone (vehicle-stock §5 "optional date and time booking"): null when it is a
 * free slot, otherwise the field and message (no location, not a calendar date, a past day, a
 * closed day, a past time, or a time that is no slot that day: outside hours or off the 30
 * minute grid).
 */
export function bookingSlotIssue(
  location: LocationHoursRow | null,
  booking: { date: string; time: string },
  now: Date,
): BookingSlotIssue | null {
  if (!location) return { field: 'booking_date', message: BOOKING_SLOT_MESSAGES.noBooking };
  if (!isCalendarDate(booking.date)) {
    return { field: 'booking_date', message: BOOKING_SLOT_MESSAGES.unknownDate };
  }
  const today = localDate(now, stateTimeZone(location.state));
  if (booking.date < today) {
    return { field: 'booking_date', message: BOOKING_SLOT_MESSAGES.pastDate };
  }
  // The same day's slots without "now", to tell a past time from one outside the hours.
  const day = (at: Date) =>
    locationAppointments(location, { now: at, from: booking.date, days: 1 }).days[0]?.slots ?? [];
  const open = day(new Date(0));
  if (open.length === 0) return { field: 'booking_date', message: BOOKING_SLOT_MESSAGES.closedDay };
  if (day(now).includes(booking.time)) return null;
  return {
    field: 'booking_time',
    message: open.includes(booking.time)
      ? BOOKING_SLOT_MESSAGES.pastTime
      : BOOKING_SLOT_MESSAGES.notFree,
  };
}
